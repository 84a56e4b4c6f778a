import type { AppType } from "@ssem/server";
import { hc } from "hono/client";

/** The typed client of the server's API (same origin, session cookie). */
export const api = hc<AppType>("/api", { init: { credentials: "same-origin" } });

export { ApiRequestError, ensureOk, isUnauthenticated, unwrap } from "./api-errors";
