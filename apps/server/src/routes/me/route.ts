import { changePasswordSchema, profileUpdateSchema, roleFlags } from "@ssem/core";
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { hashPassword, verifyPassword } from "../../auth/password";
import { account, profiles, session } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { readJson } from "../../http/validate";

const profileColumns = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  jobTitle: profiles.jobTitle,
  university: profiles.university,
  yearOfStudy: profiles.yearOfStudy,
  phone: profiles.phone,
};

/** The signed-in user's own account: who they are, their profile, their password. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireAccess("signedIn"))
  .get("/", async (c) => {
    const { userId, email, roles } = c.var.viewer;
    const [profile] = await c.var.deps.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId));
    return c.json({ email, roles, ...roleFlags(roles), status: profile?.status ?? "pending" });
  })
  .get("/profile", async (c) => {
    const [profile] = await c.var.deps.db.select(profileColumns).from(profiles).where(eq(profiles.id, c.var.viewer.userId));
    return c.json(profile ?? { ...emptyProfile, email: c.var.viewer.email });
  })
  .patch("/profile", async (c) => {
    const update = await readJson(c, profileUpdateSchema);
    const { userId, email } = c.var.viewer;
    const [profile] = await c.var.deps.db
      .insert(profiles)
      .values({ id: userId, email, ...update })
      .onConflictDoUpdate({ target: profiles.id, set: update })
      .returning(profileColumns);
    return c.json(profile!);
  })
  .post("/password", async (c) => {
    const { currentPassword, newPassword } = await readJson(c, changePasswordSchema);
    const { db } = c.var.deps;
    const { userId, sessionId } = c.var.viewer;
    const [credential] = await db
      .select({ id: account.id, password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
    if (!credential?.password || !(await verifyPassword({ hash: credential.password, password: currentPassword }))) {
      throw new ApiError(400, "wrong_password", "The current password is not correct.");
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(account).set({ password: passwordHash }).where(eq(account.id, credential.id));
      // Every other session ends: whoever might have known the old password is signed out.
      await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId)));
    });
    return c.json({ status: "changed" as const });
  });

const emptyProfile = { firstName: null, lastName: null, jobTitle: null, university: null, yearOfStudy: null, phone: null };
