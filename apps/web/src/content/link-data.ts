/** Content the association has not confirmed yet; pages show the "To be confirmed" marker beside it (ADR 007). */
export type Confirmable = { toBeConfirmed?: true };

/** A link to another website, as content data (rendered with ExternalLink). */
export type LinkData = { label: string; href: string } & Confirmable;
