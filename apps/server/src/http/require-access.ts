import { type Access, hasAccess, type Role } from "@ssem/core";
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Database } from "../db/client";
import { userRoles } from "../db/schema";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

/**
 * Lets a request through only for a signed-in user with the access the endpoint needs, decided
 * here on the server from the session cookie and the roles table; sets c.var.viewer.
 */
export function requireAccess(access: Access) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { auth, db } = c.var.deps;
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new ApiError(401, "unauthenticated", "Authentication required");
    const roles = await rolesOf(db, session.user.id);
    if (!hasAccess(roles, access)) throw new ApiError(403, "forbidden", "You do not have access to this.");
    c.set("viewer", { userId: session.user.id, email: session.user.email, sessionId: session.session.id, roles });
    await next();
  });
}
