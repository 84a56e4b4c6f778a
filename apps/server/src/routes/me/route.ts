import { baseLocale, changePasswordSchema, ownProfileUpdateSchema, roleFlags } from "@ssem/core";
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { setPassword } from "../../accounts/accounts";
import { hashPassword } from "../../auth/password";
import { recordSecurityChange } from "../../auth/security-notice";
import { membershipApplications, profiles, session } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { mustSetUpTwoFactor, requireAccess } from "../../http/require-access";
import { jsonBody } from "../../http/validate";
import { requireCurrentPassword } from "./current-password";
import { meDataExportRoutes } from "./data-export";
import { meInvoiceRoutes } from "./invoices";
import { meResignationRoutes } from "./resignation";
import { meSessionRoutes } from "./sessions";
import { mePasskeyRoutes } from "./passkeys";

const profileColumns = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  jobTitle: profiles.jobTitle,
  university: profiles.university,
  yearOfStudy: profiles.yearOfStudy,
  phone: profiles.phone,
  locale: profiles.locale,
};

/** The signed-in user's own account: who they are, their profile, their password. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireAccess("signedIn"))
  .get("/", async (c) => {
    const { userId, email, roles, awaitsFirstFee, twoFactorEnabled } = c.var.viewer;
    const [profile] = await c.var.deps.db.select({ status: profiles.status, locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
    const flags = roleFlags(roles);
    return c.json({
      email,
      roles,
      ...flags,
      // Approved, but the membership starts once the first fee is received (ADR 033): the dashboard shows the fee, not the member area.
      awaitsFirstFee,
      status: profile?.status ?? "pending",
      // The language the person chose (issue 26): the web app adopts it where nothing was chosen on the device.
      locale: profile?.locale ?? baseLocale,
      twoFactorEnabled,
      // The web app takes such an admin to the enrolment before the admin dashboard opens.
      twoFactorRequired: flags.isAdmin && mustSetUpTwoFactor(c.var.deps.env, c.var.viewer),
    });
  })
  .get("/profile", async (c) => {
    const [profile] = await c.var.deps.db.select(profileColumns).from(profiles).where(eq(profiles.id, c.var.viewer.userId));
    return c.json(profile ?? { ...emptyProfile, email: c.var.viewer.email });
  })
  .patch("/profile", jsonBody(ownProfileUpdateSchema), async (c) => {
    const update = c.req.valid("json");
    const { userId, email } = c.var.viewer;
    const { db } = c.var.deps;
    // Omitted fields are undefined here, and neither the insert nor the update touches them.
    const [profile] = Object.values(update).some((value) => value !== undefined)
      ? await db.insert(profiles).values({ id: userId, email, ...update }).onConflictDoUpdate({ target: profiles.id, set: update }).returning(profileColumns)
      : await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
    return c.json(profile ?? { ...emptyProfile, email });
  })
  .post("/password", jsonBody(changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { db, env } = c.var.deps;
    const { userId, sessionId } = c.var.viewer;
    await requireCurrentPassword(c.var.deps, userId, currentPassword);
    const passwordHash = await hashPassword(newPassword, env.passwordCost);
    await db.transaction(async (tx) => {
      await setPassword(tx, userId, passwordHash);
      // Every other session ends: whoever might have known the old password is signed out.
      await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId)));
      await recordSecurityChange(tx, c.var.deps.env, userId, "password_changed");
    });
    c.var.deps.notifyMailQueued();
    return c.json({ status: "changed" as const });
  })
  // What the applicant entered on the membership form and the profile has no field for; read-only.
  // Members imported or created by an admin have no application: null.
  .get("/application", async (c) => {
    const [application] = await c.var.deps.db
      .select({
        field: membershipApplications.field,
        studentType: membershipApplications.studentType,
        yearOfCompletion: membershipApplications.yearOfCompletion,
      })
      .from(membershipApplications)
      .where(eq(membershipApplications.userId, c.var.viewer.userId));
    return c.json({ application: application ?? null });
  })
  .route("/invoices", meInvoiceRoutes)
  .route("/sessions", meSessionRoutes)
  .route("/passkeys", mePasskeyRoutes)
  .route("/resignation", meResignationRoutes)
  .route("/data-export", meDataExportRoutes);

const emptyProfile = { firstName: null, lastName: null, jobTitle: null, university: null, yearOfStudy: null, phone: null, locale: baseLocale };
