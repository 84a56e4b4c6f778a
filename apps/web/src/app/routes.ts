import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { clientPages, devPages, notFoundPage, publicPages } from "./route-list";

// Several pages share one module (course details, job details…), so every route gets its path as id.
const toRoute = ({ path, file }: { path: string; file: string }) =>
  path === "/" ? index(file, { id: "home" }) : route(path.slice(1), file, { id: path });

export default [
  ...publicPages.map(toRoute),
  ...clientPages.map(toRoute),
  ...devPages.map(toRoute),
  route("*", notFoundPage.file, { id: "not-found" }),
] satisfies RouteConfig;
