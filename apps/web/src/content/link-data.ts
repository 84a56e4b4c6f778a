/** A link to another website, as content data (rendered with ExternalLink). */
export type LinkData = { label: string; href: string };
