import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { devPages, isMemberPage, localizedPublicPages, notFoundPage, routedClientPages } from "./route-list";

// Several pages share one module (course details, job details, and every page in four languages), so every route
// gets its path as id.
const toRoute = ({ path, file }: { path: string; file: string }) =>
  path === "/" ? index(file, { id: "home" }) : route(path.slice(1), file, { id: path });

export default [
  ...localizedPublicPages.map(toRoute),
  ...routedClientPages.filter((page) => !isMemberPage(page)).map(toRoute),
  // One layout for the member area: it checks the session and each page's access before rendering (ADR 010).
  layout("routes/member/member-area-layout.tsx", { id: "member-area" }, routedClientPages.filter(isMemberPage).map(toRoute)),
  ...devPages.map(toRoute),
  route("*", notFoundPage.file, { id: "not-found" }),
] satisfies RouteConfig;
