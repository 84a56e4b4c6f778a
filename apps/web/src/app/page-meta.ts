import type { MetaDescriptor } from "react-router";
import { association, baseLocale, type Locale, localeOfPath, locales, localizedPath, pathWithoutLocale, PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { type PageTextsByPath, textsOf } from "~/app/page-texts/texts";
import { clientPageLocale } from "~/lib/locale";

const publicUrlMeta = 'meta[name="public-url"]';

/**
 * The origin the page was served with, as written into its public-url meta tag. Prerendering
 * writes the placeholder; the server replaces it with PUBLIC_URL when it starts (ADR 011), so
 * the browser renders the same canonical links the HTML has and hydration matches.
 */
export function servedPublicUrl(): string {
  if (typeof document === "undefined") return PUBLIC_URL_PLACEHOLDER;
  return document.querySelector<HTMLMetaElement>(publicUrlMeta)?.content ?? PUBLIC_URL_PLACEHOLDER;
}

/** The site's public origin; the page's own origin where nothing replaced the placeholder (the Vite dev server). */
export function publicUrl(): string {
  const served = servedPublicUrl();
  return served === PUBLIC_URL_PLACEHOLDER && typeof window !== "undefined" ? window.location.origin : served;
}

export function documentTitle(title: string) {
  return `${title} | ${association.shortName}`;
}

/** The title of the client page at `pathname` in the reader's language (`clientPageLocale`); search engines leave these pages out. */
export function clientPageMeta(pathname: string, title: (options: { locale: Locale }) => string): MetaDescriptor[] {
  return [{ title: documentTitle(title({ locale: clientPageLocale(pathname) })) }, { name: "robots", content: "noindex" }];
}

/** The absolute address of the page at `path`: one build serves any origin (ADR 011). */
const absoluteUrl = (path: string) => `${servedPublicUrl()}${path}`;

/**
 * Title, description, canonical link and the other languages' alternates of the public page at `path` (any language),
 * in the path's language, from the texts of the page's module (page-texts/). English is also the `x-default`.
 */
export function pageMeta(path: string, texts: PageTextsByPath): MetaDescriptor[] {
  const page = textsOf(texts, path);
  const englishPath = pathWithoutLocale(path);
  const locale = localeOfPath(path);
  const title = page.title(locale);
  const description = page.description(locale);
  return [
    { title: documentTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(localizedPath(englishPath, locale)) },
    ...locales.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate, href: absoluteUrl(localizedPath(englishPath, alternate)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizedPath(englishPath, baseLocale)) },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
