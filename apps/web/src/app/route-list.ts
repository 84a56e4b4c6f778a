import { type Access, type Locale, locales, localizedPath, m, mailingListPagePaths, pathWithoutLocale } from "@ssem/core";

/** A text of the route list in the reader's language (ADR 029: keys `page_…` of the catalogue). */
export type PageText = (locale: Locale) => string;

/**
 * The one list of the site's pages. routes.ts builds the route table from it, the build
 * prerenders the public pages in every language, and postbuild writes the sitemap and the server's manifest.
 */
export type PublicPage = {
  /** The English page's path; the other languages' pages are under their prefix (`localizedPath`). */
  path: string;
  file: string;
  /** The <title>, without the site name (added by pageMeta). */
  title: PageText;
  /** The page's h1, as the e2e tests expect it. */
  heading: PageText;
  description: PageText;
};

export type ClientPage = { path: string; file: string; title: string };

/** A page of the member area: rendered under the member layout, which lets in only those with `access` (ADR 010). */
export type MemberPage = ClientPage & { access: Access };

const em = "/emergency-medicine";

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;
type NamedMessage = (inputs: { name: string }, options: { locale: Locale }) => string;

const text =
  (message: Message): PageText =>
  (locale) =>
    message({}, { locale });
/** A proper name (a course, an organisation, a tool): the same in every language. */
const name =
  (value: string): PageText =>
  () =>
    value;

/** A page whose title is also its heading. */
const page = (path: string, file: string, title: Message, description: Message): PublicPage => ({
  path,
  file,
  title: text(title),
  heading: text(title),
  description: text(description),
});

/** Pages that share one module: [slug, heading, description] each, under a common path, titled by `title`. */
function sharedModulePages(
  base: string,
  file: string,
  title: NamedMessage,
  entries: ReadonlyArray<readonly [slug: string, heading: PageText, description: PageText]>,
): PublicPage[] {
  return entries.map(([slug, heading, description]) => ({
    path: `${base}/${slug}`,
    file,
    heading,
    title: (locale) => title({ name: heading(locale) }, { locale }),
    description,
  }));
}

export const publicPages: PublicPage[] = [
  { path: "/", file: "routes/public/home.tsx", title: text(m.page_home_title), heading: text(m.page_home_heading), description: text(m.page_home_description) },
  page("/about", "routes/public/about.tsx", m.page_about_title, m.page_about_description),
  page("/membership", "routes/public/membership.tsx", m.page_membership_title, m.page_membership_description),
  page(em, "routes/public/emergency-medicine/hub.tsx", m.page_em_title, m.page_em_description),
  page(`${em}/career-paths`, "routes/public/emergency-medicine/career-paths.tsx", m.page_career_paths_title, m.page_career_paths_description),
  page(`${em}/focus-clinical-em`, "routes/public/emergency-medicine/focus-clinical-em.tsx", m.page_focus_clinical_em_title, m.page_focus_clinical_em_description),
  page(`${em}/prehospital-em`, "routes/public/emergency-medicine/prehospital-em.tsx", m.page_prehospital_em_title, m.page_prehospital_em_description),
  page(`${em}/air-ambulance`, "routes/public/emergency-medicine/air-ambulance.tsx", m.page_air_ambulance_title, m.page_air_ambulance_description),
  ...sharedModulePages(`${em}/courses`, "routes/public/emergency-medicine/course.tsx", m.page_course_title, [
    ["atls-etc", name("ATLS & ETC"), text(m.page_course_atls_etc_description)],
    ["acls-als", name("ACLS & ALS"), text(m.page_course_acls_als_description)],
    ["pals-epls", name("PALS & EPLS"), text(m.page_course_pals_epls_description)],
    ["phtls", name("PHTLS"), text(m.page_course_phtls_description)],
    ["amls", name("AMLS"), text(m.page_course_amls_description)],
    ["tccc-tecc", name("TCCC & TECC"), text(m.page_course_tccc_tecc_description)],
  ]),
  {
    path: `${em}/student-courses`,
    file: "routes/public/emergency-medicine/student-courses.tsx",
    title: text(m.page_student_courses_title),
    heading: text(m.page_student_courses_heading),
    description: text(m.page_student_courses_description),
  },
  page(`${em}/student-courses/medventura`, "routes/public/emergency-medicine/medventura.tsx", m.page_medventura_title, m.page_medventura_description),
  page(`${em}/student-courses/stewi`, "routes/public/emergency-medicine/stewi.tsx", m.page_stewi_title, m.page_stewi_description),
  page(`${em}/student-jobs`, "routes/public/emergency-medicine/student-jobs.tsx", m.page_student_jobs_title, m.page_student_jobs_description),
  ...sharedModulePages(`${em}/student-jobs`, "routes/public/emergency-medicine/student-job.tsx", m.page_student_job_title, [
    ["chris-medical", name("Chris Medical Services"), text(m.page_student_job_chris_medical_description)],
    ["emergency-squat", name("Emergency Squad"), text(m.page_student_job_emergency_squad_description)],
    ["jdmt", name("JDMT"), text(m.page_student_job_jdmt_description)],
  ]),
  page(`${em}/useful-tools`, "routes/public/emergency-medicine/useful-tools.tsx", m.page_useful_tools_title, m.page_useful_tools_description),
  ...sharedModulePages(
    `${em}/useful-tools`,
    "routes/public/emergency-medicine/useful-tool.tsx",
    m.page_useful_tool_title,
    (
      [
        ["die-kliniker", "Die Kliniker"],
        ["ibcc", "IBCC"],
        ["life-in-the-fast-lane", "Life in the Fast Lane"],
        ["medstandards", "Medstandards"],
        ["notfallguru", "Notfallguru"],
      ] as const
    ).map(([slug, tool]) => [slug, name(tool), (locale: Locale) => m.page_useful_tool_description({ name: tool }, { locale })] as const),
  ),
  page(`${em}/clinical-rotations`, "routes/public/emergency-medicine/clinical-rotations.tsx", m.page_clinical_rotations_title, m.page_clinical_rotations_description),
  page(`${em}/voluntary-work`, "routes/public/emergency-medicine/voluntary-work.tsx", m.page_voluntary_work_title, m.page_voluntary_work_description),
  ...sharedModulePages(`${em}/voluntary-work`, "routes/public/emergency-medicine/voluntary-work-detail.tsx", m.page_voluntary_work_detail_title, [
    ["doctors-without-borders", name("Doctors Without Borders"), text(m.page_doctors_without_borders_description)],
    ["first-responder", text(m.page_first_responder_heading), text(m.page_first_responder_description)],
    ["humedica", name("Humedica"), text(m.page_humedica_description)],
  ]),
  page("/events", "routes/public/events.tsx", m.page_events_title, m.page_events_description),
  page("/contact", "routes/public/contact.tsx", m.page_contact_title, m.page_contact_description),
  page("/legal", "routes/public/legal.tsx", m.page_legal_title, m.page_legal_description),
];

/** A public page in one language: the English page's texts and module, at the language's path. */
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

/** The public page at `path`, in any language. */
export function findPublicPage(path: string): PublicPage {
  const englishPath = pathWithoutLocale(path);
  const page = publicPages.find((candidate) => candidate.path === englishPath);
  if (!page) throw new Error(`No public page at ${path}`);
  return page;
}
