import type { MetaDescriptor } from "react-router";
import { association } from "@ssem/core";
import { findPublicPage } from "~/app/route-list";

declare const __PUBLIC_URL__: string;

export const publicUrl = __PUBLIC_URL__;

export function documentTitle(title: string) {
  return `${title} | ${association.shortName}`;
}

/** Title, description and canonical link of a public page, all taken from the route list. */
export function pageMeta(path: string): MetaDescriptor[] {
  const page = findPublicPage(path);
  return [
    { title: documentTitle(page.title) },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: `${publicUrl}${path === "/" ? "/" : path}` },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
  ];
}
