import { type Access, mailingListPagePaths } from "@ssem/core";

/**
 * The one list of the site's pages. routes.ts builds the route table from it, the build
 * prerenders the public pages, and postbuild writes the sitemap and the server's manifest.
 */
export type PublicPage = {
  path: string;
  file: string;
  /** The <title>, without the site name (added by pageMeta). */
  title: string;
  /** The page's h1, as the e2e tests expect it. */
  heading: string;
  description: string;
};

export type ClientPage = { path: string; file: string; title: string };

/** A page of the member area: rendered under the member layout, which lets in only those with `access` (ADR 010). */
export type MemberPage = ClientPage & { access: Access };

const em = "/emergency-medicine";

/** Pages that share one module: [slug, heading, description] each, under a common path. */
function sharedModulePages(
  base: string,
  file: string,
  titleOf: (heading: string) => string,
  entries: ReadonlyArray<readonly [slug: string, heading: string, description: string]>,
): PublicPage[] {
  return entries.map(([slug, heading, description]) => ({ path: `${base}/${slug}`, file, heading, title: titleOf(heading), description }));
}

export const publicPages: PublicPage[] = [
  {
    path: "/",
    heading: "Emergency medicine, from the first semester on",
    file: "routes/public/home.tsx",
    title: "Emergency medicine for students in Switzerland",
    description:
      "The Swiss student association for emergency medicine: a network, an information hub and events for medical, paramedic and nursing students.",
  },
  {
    path: "/about",
    heading: "About us",
    file: "routes/public/about.tsx",
    title: "About us",
    description: "Who we are: our board, advisory board, tutors and the partners and supporters of the association.",
  },
  {
    path: "/membership",
    heading: "Become a member",
    file: "routes/public/membership.tsx",
    title: "Become a member",
    description: "Apply for membership: 10 CHF a year for students, 20 CHF for residents, graduates and specialists.",
  },
  {
    path: em,
    heading: "Emergency medicine",
    file: "routes/public/emergency-medicine/hub.tsx",
    title: "Emergency medicine",
    description: "Career paths, courses, student jobs, useful tools, clinical rotations and voluntary work in emergency medicine.",
  },
  {
    path: `${em}/career-paths`,
    heading: "Career paths in emergency medicine",
    file: "routes/public/emergency-medicine/career-paths.tsx",
    title: "Career paths in emergency medicine",
    description: "Specializations and certification courses on the way to a career in emergency medicine in Switzerland.",
  },
  {
    path: `${em}/focus-clinical-em`,
    heading: "Focus clinical emergency medicine",
    file: "routes/public/emergency-medicine/focus-clinical-em.tsx",
    title: "Focus clinical emergency medicine",
    description: "The focus qualification in clinical emergency medicine: eligible specialties, training time and required courses.",
  },
  {
    path: `${em}/prehospital-em`,
    heading: "Prehospital emergency medicine certificate",
    file: "routes/public/emergency-medicine/prehospital-em.tsx",
    title: "Prehospital emergency medicine certificate",
    description: "The certificate for prehospital emergency physicians: clinical training, required courses and 50 emergency calls.",
  },
  {
    path: `${em}/air-ambulance`,
    heading: "Air ambulance physician",
    file: "routes/public/emergency-medicine/air-ambulance.tsx",
    title: "Air ambulance physician",
    description: "Requirements for helicopter, jet and consultant physicians in Swiss air rescue.",
  },
  ...sharedModulePages(`${em}/courses`, "routes/public/emergency-medicine/course.tsx", (heading) => `${heading} course`, [
    ["atls-etc", "ATLS & ETC", "Trauma care courses ATLS and ETC: duration, audience, prerequisites, content and recognition."],
    ["acls-als", "ACLS & ALS", "Advanced cardiac life support courses ACLS and ALS: duration, audience, prerequisites, content and recognition."],
    ["pals-epls", "PALS & EPLS", "Paediatric life support courses PALS and EPLS: duration, audience, prerequisites, content and recognition."],
    ["phtls", "PHTLS", "Prehospital trauma life support: duration, audience, prerequisites, content and recognition."],
    ["amls", "AMLS", "Advanced medical life support: duration, audience, prerequisites, content and recognition."],
    ["tccc-tecc", "TCCC & TECC", "Tactical combat and tactical emergency casualty care: duration, audience, prerequisites, content and recognition."],
  ]),
  {
    path: `${em}/student-courses`,
    heading: "Student courses",
    file: "routes/public/emergency-medicine/student-courses.tsx",
    title: "Courses for students",
    description: "Emergency medicine courses for students: Medventura, STEWI and more.",
  },
  {
    path: `${em}/student-courses/medventura`,
    heading: "Medventura courses",
    file: "routes/public/emergency-medicine/medventura.tsx",
    title: "Medventura courses",
    description: "Medventura's emergency and mountain medicine courses for students in Bern, Basel and Zermatt.",
  },
  {
    path: `${em}/student-courses/stewi`,
    heading: "STEWI courses",
    file: "routes/public/emergency-medicine/stewi.tsx",
    title: "STEWI courses",
    description: "STEWI Provider, Advanced and Sonographie courses for medical and paramedic students.",
  },
  {
    path: `${em}/student-jobs`,
    heading: "Student jobs",
    file: "routes/public/emergency-medicine/student-jobs.tsx",
    title: "Student jobs",
    description: "Student jobs in emergency and event medicine with Chris Medical Services, Emergency Squad and JDMT.",
  },
  ...sharedModulePages(`${em}/student-jobs`, "routes/public/emergency-medicine/student-job.tsx", (heading) => `${heading}: student jobs`, [
    ["chris-medical", "Chris Medical Services", "Student jobs with Chris Medical Services in Lausanne: work areas and team."],
    ["emergency-squat", "Emergency Squad", "Student jobs with Emergency Squad in Küsnacht: work areas and team."],
    ["jdmt", "JDMT", "Student jobs with JDMT in Pfäffikon, Zurich: work areas and team."],
  ]),
  {
    path: `${em}/useful-tools`,
    heading: "Useful tools",
    file: "routes/public/emergency-medicine/useful-tools.tsx",
    title: "Useful tools",
    description: "Mobile apps, websites and resources for learning and practising emergency medicine.",
  },
  ...sharedModulePages(
    `${em}/useful-tools`,
    "routes/public/emergency-medicine/useful-tool.tsx",
    (heading) => `${heading}: useful tools`,
    (
      [
        ["die-kliniker", "Die Kliniker"],
        ["ibcc", "IBCC"],
        ["life-in-the-fast-lane", "Life in the Fast Lane"],
        ["medstandards", "Medstandards"],
        ["notfallguru", "Notfallguru"],
      ] as const
    ).map(([slug, name]) => [slug, name, `What ${name} offers students of emergency medicine, and how to get access.`] as const),
  ),
  {
    path: `${em}/clinical-rotations`,
    heading: "Clinical rotations",
    file: "routes/public/emergency-medicine/clinical-rotations.tsx",
    title: "Clinical rotations",
    description: "Clinical rotation opportunities in emergency departments, and reviews from students who did them.",
  },
  {
    path: `${em}/voluntary-work`,
    heading: "Voluntary work",
    file: "routes/public/emergency-medicine/voluntary-work.tsx",
    title: "Voluntary work",
    description: "Voluntary work in emergency medicine: humanitarian missions and first responder systems.",
  },
  ...sharedModulePages(`${em}/voluntary-work`, "routes/public/emergency-medicine/voluntary-work-detail.tsx", (heading) => `${heading}: voluntary work`, [
    ["doctors-without-borders", "Doctors Without Borders", "Working with the humanitarian medical organisation Doctors Without Borders: prerequisites and how to apply."],
    ["first-responder", "First responder", "First responder systems for cardiac arrest in Switzerland: what they do, training and the cantonal systems."],
    ["humedica", "Humedica", "Missions with the humanitarian organisation Humedica: prerequisites and how to apply."],
  ]),
  {
    path: "/events",
    heading: "Events",
    file: "routes/public/events.tsx",
    title: "Events",
    description: "Upcoming events of the association, ride-along requests for members, and the mailing list.",
  },
  {
    path: "/contact",
    heading: "Contact",
    file: "routes/public/contact.tsx",
    title: "Contact",
    description: "How to reach the association.",
  },
  {
    path: "/legal",
    heading: "Imprint & privacy policy",
    file: "routes/public/legal.tsx",
    title: "Imprint & privacy policy",
    description: "Imprint of the association and its privacy policy under Swiss data protection law.",
  },
];

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
  // One person, by id (issue 24): not prerendered per id; the server answers the path with the SPA shell.
  { path: "/admin-dashboard/members/:id", file: "routes/member/person.tsx", title: "Member", access: "admin" },
  { path: "/file-share", file: "routes/member/file-share.tsx", title: "Member File Share", access: "member" },
];

export const isMemberPage = (page: ClientPage): page is MemberPage => "access" in page;

/** A page whose path has a parameter (`:id`): it cannot be prerendered, and the server matches it as a pattern. */
export const hasPathParameters = (page: ClientPage) => page.path.includes("/:");

export const memberPages: MemberPage[] = clientPages.filter(isMemberPage);

/** Served only outside production. */
export const devPages: ClientPage[] = [{ path: "/dev/mailbox", file: "routes/dev/mailbox.tsx", title: "Dev mailbox" }];

/** Any other path renders this page; it is prerendered once, at this path, and served with status 404. */
export const notFoundPage = { file: "routes/public/not-found.tsx", prerenderAs: "/404" };

/**
 * What the build renders to static HTML. Public pages are prerendered in full. Client pages are prerendered too, as their fallback
 * (Loading, or a notice without JavaScript) inside the site's header at their own path, so that
 * their navigation marks the right item and their title is right before any script runs.
 */
export const prerenderPaths = [
  ...publicPages.map((page) => page.path),
  ...clientPages.filter((page) => !hasPathParameters(page)).map((page) => page.path),
  notFoundPage.prerenderAs,
];

export function findPublicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No public page at ${path}`);
  return page;
}
