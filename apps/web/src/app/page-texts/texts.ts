import { type Locale, pathWithoutLocale } from "@ssem/core";

/** A text of a page in the reader's language (ADR 029: keys `page_…` of the catalogue). */
export type PageText = (locale: Locale) => string;

export type PageTexts = {
  /** The <title>, without the site name (added by pageMeta). */
  title: PageText;
  /** The page's h1, as the e2e tests expect it. */
  heading: PageText;
  description: PageText;
};

/**
 * The texts of one route module's pages, by their English path. Each module imports only its own, so a page's script
 * carries its own title and description and not every page's (ADR 043): a module shared by several pages would go
 * into a shared chunk with every page's texts. The route list holds no texts for the same reason.
 */
export type PageTextsByPath = Readonly<Record<string, PageTexts>>;

export const em = "/emergency-medicine";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
type NamedMessage = (inputs: { name: string }, options: { locale: Locale }) => string;

export const text =
  (message: Message): PageText =>
  (locale) =>
    message({}, { locale });
/** A proper name (a course, an organisation, a tool): the same in every language. */
export const name =
  (value: string): PageText =>
  () =>
    value;

/** A page of its own module; its heading is its title unless it has one of its own. */
export const page = (path: string, title: Message, description: Message, heading: Message = title): PageTextsByPath => ({
  [path]: {
    title: text(title),
    heading: text(heading),
    description: text(description),
  },
});

/** Pages that share one module: [slug, heading, description] each, under a common path, titled by `title`. */
export const sharedModulePages = (
  base: string,
  title: NamedMessage,
  entries: ReadonlyArray<readonly [slug: string, heading: PageText, description: PageText]>,
): PageTextsByPath =>
  Object.fromEntries(
    entries.map(([slug, heading, description]) => [
      `${base}/${slug}`,
      {
        heading,
        title: (locale: Locale) => title({ name: heading(locale) }, { locale }),
        description,
      },
    ]),
  );

/** The texts of the public page at `path` (any language), from `texts`; a path outside them is a bug in the caller. */
export function textsOf(texts: PageTextsByPath, path: string): PageTexts {
  const found = texts[pathWithoutLocale(path)];
  if (!found) throw new Error(`No page texts for ${path}`);
  return found;
}
