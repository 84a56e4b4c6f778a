export * from "./association";
export * from "./file-share";
export * from "./mail-retention";
export * from "./member-import";
export * from "./membership";
export * from "./passwords";
export * from "./profile";
export * from "./public-url";
export * from "./roles";
export * from "./secure-link";
export * from "./slug";
export * from "./text";
export * from "./admin-members";
export * from "./api-errors";
export * from "./auth-link";
// The one zod of the monorepo, configured for the browser's CSP; forms build their schemas with it.
export { parseWithin, z } from "./zod";
export * from "./events";
export * from "./event-schema";
