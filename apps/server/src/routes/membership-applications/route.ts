import { randomUUID } from "node:crypto";
import { membershipApplicationSchema } from "@ssem/core";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { issueToken } from "../../auth/one-time-tokens";
import { hashPassword } from "../../auth/password";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { account, membershipApplications, profiles, user, userRoles } from "../../db/schema";
import { clientIp } from "../../http/client-ip";
import type { AppEnv } from "../../http/context";
import { tooManyRequests } from "../../http/rate-limited";
import { readJson } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { alreadyRegisteredMail, confirmationMail } from "../../mail/templates";

/**
 * POST /api/membership-applications (the spec's save-membership). Creates the account, profile,
 * pending role and application in one transaction and queues the confirmation e-mail. An address
 * that already has an account gets the same answer, and its owner an e-mail instead (no enumeration).
 */
export const membershipApplicationRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const { db, env, notifyMailQueued } = c.var.deps;
  const perIp = await countEvent(db, "application:ip", clientIp(c), rateLimits.emailRequestsPerIp);
  if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds);

  const application = await readJson(c, membershipApplicationSchema);
  // Hashed before the existence check, so both answers take equally long.
  const passwordHash = await hashPassword(application.password);
  const perAddress = await countEvent(db, "application:email", application.email, rateLimits.emailRequestsPerAddress);

  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, application.email));
    if (existing) {
      // Mail to the owner is capped per address so the form cannot be used to flood someone's inbox.
      if (perAddress.allowed) {
        await enqueueMail(tx, alreadyRegisteredMail(application.email, `${env.publicUrl}/auth`));
      }
      return;
    }
    const userId = randomUUID();
    await tx.insert(user).values({
      id: userId,
      email: application.email,
      name: `${application.firstName} ${application.lastName}`,
      emailVerified: false,
    });
    await tx.insert(account).values({ id: randomUUID(), userId, accountId: userId, providerId: "credential", password: passwordHash });
    await tx.insert(profiles).values({
      id: userId,
      email: application.email,
      firstName: application.firstName,
      lastName: application.lastName,
      phone: application.phone,
      university: application.placeOfStudy,
      status: "pending",
    });
    await tx.insert(userRoles).values({ userId, role: "pending" });
    await tx.insert(membershipApplications).values({
      userId,
      field: application.field,
      studentType: application.studentType,
      yearOfCompletion: application.yearOfCompletion ?? null,
      placeOfStudy: application.placeOfStudy,
      message: application.message ?? null,
    });
    const token = await issueToken(tx, userId, "signup");
    const link = `${env.publicUrl}/auth#type=signup&token_hash=${token}`;
    await enqueueMail(tx, confirmationMail(application.email, application.firstName, link));
  });
  notifyMailQueued();
  return c.json({ status: "received" as const }, 201);
});
