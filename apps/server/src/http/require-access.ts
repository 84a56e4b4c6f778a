import { type Access, hasAccess } from "@ssem/core";
import { createMiddleware } from "hono/factory";
import { viewerSession } from "../auth/viewer-session";
import type { Env } from "../env";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

/**
 * An admin who may not use the admin API yet: the setting requires a second factor, and they have
 * none (ADR 027), and did not sign in to this session with a passkey, which is both (ADR 030).
 */
export const mustSetUpTwoFactor = (env: Pick<Env, "adminTwoFactor">, viewer: { twoFactorEnabled: boolean; passkeySession: boolean }) =>
  env.adminTwoFactor === "required" && !viewer.twoFactorEnabled && !viewer.passkeySession;

const defaultForbidden = "You do not have access to this.";

/**
 * Lets a request through only for a signed-in user with the access the endpoint needs, decided
 * here on the server from the session cookie, the roles table and the fee (ADR 033); sets c.var.viewer.
 * `forbidden` is the 403's message where the spec words it (the ride-along request's).
 */
export function requireAccess(access: Access, { forbidden: message }: { forbidden?: string } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { auth, db } = c.var.deps;
    const viewer = await viewerSession(c, db, auth);
    if (!viewer) throw new ApiError(401, "unauthenticated", "Authentication required");
    if (!hasAccess(viewer.roles, access)) {
      // An approved member whose first fee is open learns why, where the spec words no message of its own (ADR 033).
      throw new ApiError(403, "forbidden", viewer.awaitsFirstFee && !message ? "Your membership starts once your annual fee has been received." : (message ?? defaultForbidden));
    }
    if (access === "admin" && mustSetUpTwoFactor(c.var.deps.env, viewer)) {
      throw new ApiError(403, "two_factor_required", "Please set up two-factor authentication before you use the admin dashboard.");
    }
    c.set("viewer", viewer);
    await next();
  });
}
