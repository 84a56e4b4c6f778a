import { locales, localizedPath, PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";
import { aboutTexts } from "./page-texts/about";
import { contactTexts } from "./page-texts/contact";
import { emergencyMedicineTexts } from "./page-texts/emergency-medicine";
import { homeTexts } from "./page-texts/home";
import { pathsWithTexts, publicPageTexts } from "./public-page-texts";
import { clientPages, hasPathParameters, isLocalizedPath, isMemberPage, isPublicPath, localizedPublicPages, prerenderPaths, publicPages } from "./route-list";
import routes from "./routes";

type RouteEntry = { id?: string; path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const flatten = (entries: RouteEntry[]): RouteEntry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const routeEntries = flatten(routes as RouteEntry[]);
const routeAt = (path: string) => routeEntries.find((entry) => (path === "/" ? entry.index === true : entry.path === path.slice(1)));

/** Issue 26: every public page in every language, generated from the route list, so a new page cannot miss one. */
describe("the public pages in every language", () => {
  const pages = publicPages.flatMap((page) => locales.map((locale) => ({ page, locale, path: localizedPath(page.path, locale) })));

  it.each(pages.map(({ page, locale, path }) => [path, page, locale] as const))("has a route at %s, prerendered, with the English page's module", (path, page, locale) => {
    const route = routeAt(path);
    expect(route?.file).toBe(page.file);
    expect(prerenderPaths).toContain(path);
    expect(isPublicPath(path)).toBe(true);
    const texts = publicPageTexts(path);
    for (const text of [texts.title, texts.heading, texts.description]) expect(text(locale).trim()).not.toBe("");
  });

  it("gives every route its own id", () => {
    const ids = routeEntries.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(localizedPublicPages).toHaveLength(publicPages.length * locales.length);
  });

  it("keeps English at today's paths and puts the other languages under /de, /fr and /it", () => {
    expect(localizedPublicPages.filter((page) => page.locale === "en").map((page) => page.path)).toEqual(publicPages.map((page) => page.path));
    expect(routeAt("/de")?.file).toBe(routeAt("/")?.file);
    expect(routeAt("/fr/emergency-medicine/courses/atls-etc")?.file).toBe("routes/public/emergency-medicine/course.tsx");
    for (const page of clientPages) expect(isPublicPath(page.path)).toBe(false);
  });

  it("has texts for exactly the route list's public pages", () => {
    expect(pathsWithTexts().sort()).toEqual(publicPages.map((page) => page.path).sort());
  });

  it("describes each page in its language, keeping proper names", () => {
    const about = publicPageTexts("/de/about");
    expect(locales.map((locale) => about.title(locale))).toEqual(["About us", "Über uns", "À propos", "Chi siamo"]);
    const course = publicPageTexts("/emergency-medicine/courses/atls-etc");
    expect(locales.map((locale) => course.title(locale))).toEqual(["ATLS & ETC course", "Kurs ATLS & ETC", "Cours ATLS & ETC", "Corso ATLS & ETC"]);
    for (const { path } of publicPages) {
      const { description } = publicPageTexts(path);
      for (const locale of locales.filter((locale) => locale !== "en")) expect({ path, locale, description: description(locale) }).not.toEqual({ path, locale, description: description("en") });
    }
  });
});

/** Issue 26: the member area in every language, prerendered, so its title and header are the reader's before any script runs. */
describe("the client pages in every language", () => {
  const pages = clientPages.filter((page) => !hasPathParameters(page)).flatMap((page) => locales.map((locale) => ({ page, path: localizedPath(page.path, locale) })));

  it.each(pages.map(({ page, path }) => [path, page] as const))("has a route at %s, prerendered, with the English page's module", (path, page) => {
    const route = routeAt(path);
    expect(route?.file).toBe(page.file);
    expect(prerenderPaths).toContain(path);
    expect(isLocalizedPath(path)).toBe(true);
    // Its language is its path's under a prefix; at the English path, the reader's (ADR 029).
    expect(isPublicPath(path)).toBe(false);
  });

  it("routes a page with a path parameter in every language too, not prerendered, under the member layout like the others", () => {
    const person = clientPages.find(hasPathParameters)!;
    for (const locale of locales) expect(routeAt(localizedPath(person.path, locale))?.file).toBe(person.file);
    expect(prerenderPaths.some((path) => path.includes(":"))).toBe(false);
    // A link to a person keeps the reader's language; a path beyond the pattern is no such page.
    expect(isLocalizedPath("/admin-dashboard/members/abc")).toBe(true);
    expect(isLocalizedPath("/de/admin-dashboard/members/abc")).toBe(true);
    expect(isLocalizedPath("/de/admin-dashboard/members/abc/more")).toBe(false);
    expect(isLocalizedPath("/de/admin-dashboard/members")).toBe(false);
    const layout = (routes as RouteEntry[]).find((entry) => entry.id === "member-area")!;
    expect(layout.children!.map((entry) => entry.file).sort()).toEqual(clientPages.filter(isMemberPage).flatMap((page) => locales.map(() => page.file)).sort());
  });
});

describe("pageMeta", () => {
  const links = (path: string) => pageMeta(path, { ...emergencyMedicineTexts, ...homeTexts }).filter((descriptor) => "tagName" in descriptor) as Array<Record<string, string>>;

  it("names the page's own address as canonical and every language's as an alternate, English also as x-default", () => {
    expect(links("/de/emergency-medicine")).toEqual([
      { tagName: "link", rel: "canonical", href: `${PUBLIC_URL_PLACEHOLDER}/de/emergency-medicine` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${PUBLIC_URL_PLACEHOLDER}/emergency-medicine` },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: `${PUBLIC_URL_PLACEHOLDER}/de/emergency-medicine` },
      { tagName: "link", rel: "alternate", hrefLang: "fr", href: `${PUBLIC_URL_PLACEHOLDER}/fr/emergency-medicine` },
      { tagName: "link", rel: "alternate", hrefLang: "it", href: `${PUBLIC_URL_PLACEHOLDER}/it/emergency-medicine` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${PUBLIC_URL_PLACEHOLDER}/emergency-medicine` },
    ]);
    expect(links("/")[0]).toEqual({ tagName: "link", rel: "canonical", href: `${PUBLIC_URL_PLACEHOLDER}/` });
    expect(links("/it")[0]).toEqual({ tagName: "link", rel: "canonical", href: `${PUBLIC_URL_PLACEHOLDER}/it` });
  });

  it("titles and describes the page in the path's language", () => {
    expect(pageMeta("/fr/contact", contactTexts)).toContainEqual({ name: "description", content: "Comment joindre l'association." });
    expect(pageMeta("/de/about", aboutTexts)).toContainEqual({ title: "Über uns | SSAEM" });
    expect(pageMeta("/about", aboutTexts)).toContainEqual({ title: "About us | SSAEM" });
  });
});
