import { baseLocale, changePasswordSchema, ownProfileUpdateSchema, roleFlags } from "@ssem/core";
import { Hono } from "hono";
import { changeOwnPassword, ownApplication, ownProfile, ownStatus, updateOwnProfile } from "../own-account";
import { hashPassword } from "../../auth/password";
import type { AppEnv } from "../../http/context";
import { mustSetUpTwoFactor, requireAccess } from "../../http/require-access";
import { jsonBody } from "../../http/validate";
import { requireCurrentPassword } from "../../auth/current-password";
import { meDataExportRoutes } from "./me-data-export";
import { meInvoiceRoutes } from "../../fees/routes/me-invoices";
import { myRegistrationRoutes } from "../../events/routes/my-registrations";
import { meResignationRoutes } from "./me-resignation";
import { meSessionRoutes } from "./me-sessions";
import { mePasskeyRoutes } from "./me-passkeys";

/** The signed-in user's own account: who they are, their profile, their password. */
export const meRoutes = new Hono<AppEnv>()
  .use(requireAccess("signedIn"))
  .get("/", async (c) => {
    const { userId, email, roles, awaitsFirstFee, twoFactorEnabled } = c.var.viewer;
    const profile = await ownStatus(c.var.deps.db, userId);
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
    const profile = await ownProfile(c.var.deps.db, c.var.viewer.userId);
    return c.json(profile ?? { ...emptyProfile, email: c.var.viewer.email });
  })
  .patch("/profile", jsonBody(ownProfileUpdateSchema), async (c) => {
    const update = c.req.valid("json");
    const { userId, email } = c.var.viewer;
    const profile = await updateOwnProfile(c.var.deps.db, { userId, email, update });
    return c.json(profile ?? { ...emptyProfile, email });
  })
  .post("/password", jsonBody(changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const { db, env } = c.var.deps;
    const { userId, sessionId } = c.var.viewer;
    await requireCurrentPassword(c.var.deps, userId, currentPassword);
    const passwordHash = await hashPassword(newPassword, env.passwordCost);
    // Every other session ends: whoever might have known the old password is signed out.
    await changeOwnPassword(db, env, { userId, sessionId, passwordHash });
    c.var.deps.notifyMailQueued();
    return c.json({ status: "changed" as const });
  })
  // What the applicant entered on the membership form and the profile has no field for; read-only.
  // Members imported or created by an admin have no application: null.
  .get("/application", async (c) => {
    const application = await ownApplication(c.var.deps.db, c.var.viewer.userId);
    return c.json({ application: application ?? null });
  })
  .route("/invoices", meInvoiceRoutes)
  .route("/registrations", myRegistrationRoutes)
  .route("/sessions", meSessionRoutes)
  .route("/passkeys", mePasskeyRoutes)
  .route("/resignation", meResignationRoutes)
  .route("/data-export", meDataExportRoutes);

const emptyProfile = { firstName: null, lastName: null, jobTitle: null, university: null, yearOfStudy: null, phone: null, locale: baseLocale };
