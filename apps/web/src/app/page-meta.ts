import type { MetaDescriptor } from "react-router";
import { association, PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { findPublicPage } from "~/app/route-list";

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

/** Title, description and canonical link of a public page, all taken from the route list. */
export function pageMeta(path: string): MetaDescriptor[] {
  const page = findPublicPage(path);
  return [
    { title: documentTitle(page.title) },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: `${servedPublicUrl()}${path === "/" ? "/" : path}` },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
}
