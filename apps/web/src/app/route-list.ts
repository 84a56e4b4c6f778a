import { type Access, type Locale, locales, localizedPath, mailingListPagePaths } from "@ssem/core";

/**
 * The one list of the site's pages. routes.ts builds the route table from it, the build
 * prerenders the public pages in every language, and postbuild writes the sitemap and the server's manifest.
 * Every page's script loads it, so it holds no texts: a page's title and description are in page-texts/ (ADR 043).
 */
export type PublicPage = {
  /** The English page's path; the other languages' pages are under their prefix (`localizedPath`). */
  path: string;
  file: string;
};

export type ClientPage = { path: string; file: string; title: string };

/** A page of the member area: rendered under the member layout, which lets in only those with `access` (ADR 010). */
export type MemberPage = ClientPage & { access: Access };

const em = "/emergency-medicine";

const publicPage = (path: string, file: string): PublicPage => ({ path, file });
/** Pages that share one module, one per slug under a common path. */
const sharedModulePages = (base: string, file: string, slugs: readonly string[]): PublicPage[] => slugs.map((slug) => publicPage(`${base}/${slug}`, file));

export const publicPages: PublicPage[] = [
  publicPage("/", "routes/public/home.tsx"),
  publicPage("/about", "routes/public/about.tsx"),
  publicPage("/membership", "routes/public/membership.tsx"),
  publicPage(em, "routes/public/emergency-medicine/hub.tsx"),
  publicPage(`${em}/career-paths`, "routes/public/emergency-medicine/career-paths.tsx"),
  publicPage(`${em}/focus-clinical-em`, "routes/public/emergency-medicine/focus-clinical-em.tsx"),
  publicPage(`${em}/prehospital-em`, "routes/public/emergency-medicine/prehospital-em.tsx"),
  publicPage(`${em}/air-ambulance`, "routes/public/emergency-medicine/air-ambulance.tsx"),
  ...sharedModulePages(`${em}/courses`, "routes/public/emergency-medicine/course.tsx", ["atls-etc", "acls-als", "pals-epls", "phtls", "amls", "tccc-tecc"]),
  publicPage(`${em}/student-courses`, "routes/public/emergency-medicine/student-courses.tsx"),
  publicPage(`${em}/student-courses/medventura`, "routes/public/emergency-medicine/medventura.tsx"),
  publicPage(`${em}/student-courses/stewi`, "routes/public/emergency-medicine/stewi.tsx"),
  publicPage(`${em}/student-jobs`, "routes/public/emergency-medicine/student-jobs.tsx"),
  ...sharedModulePages(`${em}/student-jobs`, "routes/public/emergency-medicine/student-job.tsx", ["chris-medical", "emergency-squat", "jdmt"]),
  publicPage(`${em}/useful-tools`, "routes/public/emergency-medicine/useful-tools.tsx"),
  ...sharedModulePages(`${em}/useful-tools`, "routes/public/emergency-medicine/useful-tool.tsx", ["die-kliniker", "ibcc", "life-in-the-fast-lane", "medstandards", "notfallguru"]),
  publicPage(`${em}/clinical-rotations`, "routes/public/emergency-medicine/clinical-rotations.tsx"),
  publicPage(`${em}/voluntary-work`, "routes/public/emergency-medicine/voluntary-work.tsx"),
  ...sharedModulePages(`${em}/voluntary-work`, "routes/public/emergency-medicine/voluntary-work-detail.tsx", ["doctors-without-borders", "first-responder", "humedica"]),
  publicPage("/events", "routes/public/events.tsx"),
  publicPage("/contact", "routes/public/contact.tsx"),
  publicPage("/legal", "routes/public/legal.tsx"),
];

/** A public page in one language: the English page's module, at the language's path. */
export type LocalizedPublicPage = PublicPage & { locale: Locale; englishPath: string };

/** Every public page in every language (issue 26): English at today's paths, then /de, /fr, /it. */
export const localizedPublicPages: LocalizedPublicPage[] = locales.flatMap((locale) =>
  publicPages.map((page) => ({ ...page, locale, englishPath: page.path, path: localizedPath(page.path, locale) })),
);

const publicPaths = new Set(localizedPublicPages.map((page) => page.path));

/** Whether `pathname` is a public page in some language: its language is then its path's, not the reader's choice. */
export const isPublicPath = (pathname: string) => publicPaths.has(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

/** Pages rendered in the browser only: they depend on who is signed in. Those with `access` are the member area. */
export const clientPages: (ClientPage | MemberPage)[] = [
  { path: "/auth", file: "routes/member/auth.tsx", title: "Member login" },
  { path: "/recover", file: "routes/member/recover.tsx", title: "Opening your secure link" },
  // The mailing list's e-mailed links (tokens in the fragment): client-rendered, noindex, not in the sitemap.
  { path: mailingListPagePaths.confirm, file: "routes/public/mailing-list-confirm.tsx", title: "Confirm your subscription" },
  { path: mailingListPagePaths.unsubscribe, file: "routes/public/mailing-list-unsubscribe.tsx", title: "Unsubscribe" },
  { path: "/member-dashboard", file: "routes/member/member-dashboard.tsx", title: "Member dashboard", access: "signedIn" },
  // The art. 25 page of "Download all my data" (issue 27).
  { path: "/member-dashboard/my-data", file: "routes/member/my-data.tsx", title: "My data", access: "signedIn" },
  { path: "/admin-dashboard", file: "routes/member/admin-dashboard.tsx", title: "Admin dashboard", access: "admin" },
  // One person, by id (issue 24): not prerendered per id; the server answers the path with the SPA shell of its language.
  { path: "/admin-dashboard/members/:id", file: "routes/member/person.tsx", title: "Member", access: "admin" },
  // Where a confirmation's QR code leads (issue 41): the board's phone at the door.
  { path: "/admin-dashboard/check-in/:token", file: "routes/member/check-in.tsx", title: "Check-in", access: "admin" },
  { path: "/admin-dashboard/events/:id/check-in", file: "routes/member/door-list.tsx", title: "Check-in list", access: "admin" },
  { path: "/file-share", file: "routes/member/file-share.tsx", title: "Member File Share", access: "member" },
];

export const isMemberPage = (page: ClientPage): page is MemberPage => "access" in page;

/** A page whose path has a parameter (`:id`): it cannot be prerendered, and the server matches it as a pattern. */
export const hasPathParameters = (page: ClientPage) => page.path.includes("/:");

export const memberPages: MemberPage[] = clientPages.filter(isMemberPage);

/**
 * Every client page without a path parameter in every language (issue 26): English at today's paths, then /de, /fr
 * and /it. Each is prerendered in its language, so its title, header and fallback are the reader's before any script
 * runs.
 */
export const localizedClientPages: (ClientPage | MemberPage)[] = locales.flatMap((locale) =>
  clientPages.filter((page) => !hasPathParameters(page)).map((page) => ({ ...page, path: localizedPath(page.path, locale) })),
);

/**
 * The client pages with a path parameter (a person in the admin dashboard) in every language, as patterns: they cannot
 * be prerendered per id, so the server answers each with the SPA shell of its path's language, which the build
 * renders once per language (ADR 029), and the page's `lang`, header and "Loading" are the reader's from the start.
 */
export const localizedClientPatterns: (ClientPage | MemberPage)[] = locales.flatMap((locale) =>
  clientPages.filter(hasPathParameters).map((page) => ({ ...page, path: localizedPath(page.path, locale) })),
);

/** The client pages as routed: those above, prerendered, and the ones with a path parameter. */
export const routedClientPages = [...localizedClientPages, ...localizedClientPatterns];

const localizedPaths = new Set([...publicPaths, ...localizedClientPages.map((page) => page.path)]);
/** A pattern's parameters match one path segment each, as the router and the server match them. */
const localizedPatterns = localizedClientPatterns.map((page) => new RegExp(`^${page.path.replace(/:[^/]+/g, "[^/]+")}$`));

/** Whether `pathname` is a page that exists in every language, public or client: a link to it keeps the reader's language. */
export const isLocalizedPath = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return localizedPaths.has(path) || localizedPatterns.some((pattern) => pattern.test(path));
};

/** Served only outside production. */
export const devPages: ClientPage[] = [{ path: "/dev/mailbox", file: "routes/dev/mailbox.tsx", title: "Dev mailbox" }];

/**
 * Any other path renders this page, served with status 404. It is prerendered once per language ("/404", "/de/404"…),
 * and the server answers a miss with the one of its path's language, so a reader of /de/… gets a German page, title
 * and `lang` before any script runs: the page hydrates only on intent (ADR 006).
 */
export const notFoundPage = {
  file: "routes/public/not-found.tsx",
  prerenderAs: Object.fromEntries(locales.map((locale) => [locale, localizedPath("/404", locale)])) as Record<Locale, string>,
};

/**
 * What the build renders to static HTML. Public pages are prerendered in full. Client pages are prerendered too, as their fallback
 * (Loading, or a notice without JavaScript) inside the site's header at their own path in each language, so that
 * their navigation marks the right item and their title and language are right before any script runs.
 */
export const prerenderPaths = [
  ...localizedPublicPages.map((page) => page.path),
  ...localizedClientPages.map((page) => page.path),
  ...Object.values(notFoundPage.prerenderAs),
];
