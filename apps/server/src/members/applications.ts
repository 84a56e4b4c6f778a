import { baseLocale, type MembershipApplication, signInLink } from "@ssem/core";
import { eq } from "drizzle-orm";
import { createAccount, mailLink } from "../accounts/accounts";
import { hashPassword } from "../auth/password";
import { countEvent, rateLimits } from "../auth/rate-limit";
import { membershipApplications, profiles, user } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import type { AppDeps } from "../http/context";
import { enqueueMail } from "../mail/outbox";
import { alreadyRegisteredMail, confirmationMail } from "../mail/templates";

/**
 * Stores an application (the spec's save-membership): the pending account (accounts service) and the application in
 * one transaction, with the confirmation e-mail. An address that already has an account gets its owner an e-mail
 * instead, so the caller answers the same either way (no enumeration).
 */
export async function storeApplication(deps: Pick<AppDeps, "db" | "env">, application: MembershipApplication) {
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
