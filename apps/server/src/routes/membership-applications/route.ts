import { baseLocale, type MembershipApplication, membershipApplicationSchema, signInLink } from "@ssem/core";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createAccount, mailLink } from "../../accounts/accounts";
import { hashPassword } from "../../auth/password";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { membershipApplications, profiles, user } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { clientIp } from "../../http/client-ip";
import type { AppDeps, AppEnv } from "../../http/context";
import { withMinimumDuration } from "../../http/minimum-duration";
import { tooManyRequests } from "../../http/rate-limited";
import { jsonBody } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { alreadyRegisteredMail, confirmationMail } from "../../mail/templates";

/** Every accepted application is answered after at least this long, whether or not the address had an account. */
export const APPLICATION_ANSWER_MS = 400;

/**
 * POST /api/membership-applications (the spec's save-membership). Creates the pending account
 * (accounts service) and the application in one transaction and queues the confirmation e-mail. An address
 * that already has an account gets the same answer, and its owner an e-mail instead (no enumeration).
 */
export const membershipApplicationRoutes = new Hono<AppEnv>().post("/", jsonBody(membershipApplicationSchema), async (c) => {
  const startedAt = performance.now();
  const perIp = await countEvent(c.var.deps, "application:ip", clientIp(c), rateLimits.emailRequestsPerIp);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);

  const application = c.req.valid("json");
  await withMinimumDuration(startedAt, APPLICATION_ANSWER_MS, () => storeApplication(c.var.deps, application));
  c.var.deps.notifyMailQueued();
  return c.json({ status: "received" as const }, 201);
});

async function storeApplication(deps: AppDeps, application: MembershipApplication) {
  const { db, env } = deps;
  const passwordHash = await hashPassword(application.password, env.passwordCost);
  const perAddress = await countEvent(deps, "application:email", application.email, rateLimits.emailRequestsPerAddress);

  const store = () => db.transaction(async (tx) => {
    // The owner's language comes with the look-up: no extra query on this path, which must take as long as the other.
    const [existing] = await tx
      .select({ id: user.id, locale: profiles.locale })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, application.email));
    if (existing) {
      // Mail to the owner is capped per address so the form cannot be used to flood someone's inbox.
      if (perAddress.allowed) {
        const locale = existing.locale ?? baseLocale;
        await enqueueMail(tx, alreadyRegisteredMail(application.email, signInLink(env.publicUrl, locale), locale));
      }
      return;
    }
    const userId = await createAccount(tx, {
      email: application.email,
      firstName: application.firstName,
      lastName: application.lastName,
      phone: application.phone,
      university: application.placeOfStudy,
      status: "pending",
      role: "pending",
      emailVerified: false,
      passwordHash,
      locale: application.locale,
    });
    await tx.insert(membershipApplications).values({
      userId,
      field: application.field,
      studentType: application.studentType,
      yearOfCompletion: application.yearOfCompletion ?? null,
      placeOfStudy: application.placeOfStudy,
      message: application.message ?? null,
    });
    await mailLink(tx, env, { userId, type: "signup", locale: application.locale, compose: (link, locale) => confirmationMail(application.email, link, locale) });
  });
  // Applications for one address at once all find no account, and all but one then fail on the
  // unique address. Those are stored again, and find the account: the uniform answer for each.
  await store().catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    return store();
  });
}
