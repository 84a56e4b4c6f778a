import { hasAccess } from "@ssem/core";
import type { Context } from "hono";
import { isLoopbackHost } from "./allowed-hosts";
import { isLocalRequest } from "./client-ip";
import type { AppEnv } from "./context";
import { mustSetUpTwoFactor } from "./require-access";
import { viewerSession } from "../auth/viewer-session";

/**
 * Who may read the dev mailbox: it holds every e-mailed link (password resets included), so only
 * someone on this machine (judged by the socket, never by a header, and sent to a loopback name, so
 * that a page on a domain rebound to 127.0.0.1 is not "on this machine") or a signed-in admin who
 * may use the admin API: with ADMIN_TWO_FACTOR=required, not before their second factor is set up.
 */
export async function mayReadDevMailbox(c: Context<AppEnv>): Promise<boolean> {
  if (isLocalRequest(c) && isLoopbackHost(c)) return true;
  const { auth, db } = c.var.deps;
  const viewer = await viewerSession(c, db, auth);
  return viewer !== null && hasAccess(viewer.roles, "admin") && !mustSetUpTwoFactor(c.var.deps.env, viewer);
}
