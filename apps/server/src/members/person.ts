import {
  type AuditAction,
  auditActionTexts,
  type AuditParty,
  auditPartyName,
  invoiceNumber,
  invoiceState,
  type Locale,
  type MemberRecord,
  type MembershipEvent,
  type MembershipEventKind,
  type ProfileUpdate,
  signInLink,
  type Role,
} from "@ssem/core";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { mailLink } from "../accounts/accounts";
import { localeOf } from "../accounts/person-locale";
import { recordAudit } from "../audit/audit-log";
import { countEvent, rateLimits } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { account, auditLog, eventRegistrations, events, invoices, mailingListSubscribers, membershipApplications, profiles, resignations, twoFactor, user, userRoles } from "../db/schema";
import type { AppDeps } from "../http/context";
import { ApiError } from "../http/errors";
import { tooManyRequests } from "../http/rate-limited";
import { enqueueMail } from "../mail/outbox";
import { confirmationMail, inviteMail, twoFactorResetMail } from "../mail/templates";
import { noSuchMember } from "./decisions";

/** The person view's reads and an admin's actions on one person (issue 24, ADR 022). */

/** The audit actions that are steps of a membership, and how the history names each. */
const historyActions = {
  member_approved: "approved",
  member_rejected: "rejected",
  member_reapproved: "reapproved",
  role_changed: "role_changed",
  membership_ended: "membership_ended",
  member_resigned: "resigned",
  resignation_withdrawn: "resignation_withdrawn",
} as const satisfies Partial<Record<AuditAction, MembershipEventKind>>;

const profileFields = ["firstName", "lastName", "jobTitle", "university", "yearOfStudy", "phone"] as const;

// "user"."id" spelt out: in a query of one table drizzle leaves columns unqualified, and "id" would be the account's.
const hasPassword = sql<boolean>`exists (select 1 from ${account} where ${account.userId} = "user"."id" and ${account.password} is not null)`;

const personColumns = {
  id: user.id,
  email: profiles.email,
  emailConfirmed: user.emailVerified,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  jobTitle: profiles.jobTitle,
  university: profiles.university,
  yearOfStudy: profiles.yearOfStudy,
  phone: profiles.phone,
  status: profiles.status,
  createdAt: profiles.createdAt,
  decidedAt: profiles.decidedAt,
  emailConfirmedAt: profiles.emailConfirmedAt,
  invitedAt: profiles.invitedAt,
  locale: profiles.locale,
  hasPassword,
  twoFactorEnabled: user.twoFactorEnabled,
  roles: sql<Role[]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${user.id}), '{}')`,
  field: membershipApplications.field,
  studentType: membershipApplications.studentType,
  yearOfCompletion: membershipApplications.yearOfCompletion,
  placeOfStudy: membershipApplications.placeOfStudy,
  message: membershipApplications.message,
  subscribedAt: mailingListSubscribers.createdAt,
  subscriptionConfirmedAt: mailingListSubscribers.confirmedAt,
  resignedAt: resignations.resignedAt,
  leavesOn: resignations.leavesOn,
  keepsNewsletter: resignations.keepsNewsletter,
};

const actor = alias(profiles, "actor");

/** Everything we hold about one person, or null if there is no such person. */
export async function memberRecord(db: Database, id: string): Promise<MemberRecord | null> {
  const [[person], bills, registrations, steps] = await Promise.all([
    db
      .select(personColumns)
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .leftJoin(membershipApplications, eq(membershipApplications.userId, user.id))
      // The list is kept by lower-cased address (mailing-list), not by account.
      .leftJoin(mailingListSubscribers, eq(mailingListSubscribers.email, sql`lower(${profiles.email})`))
      .leftJoin(resignations, eq(resignations.userId, user.id))
      .where(eq(user.id, id)),
    db.select().from(invoices).where(eq(invoices.userId, id)).orderBy(desc(invoices.year), desc(invoices.sequence)),
    db
      .select({
        id: eventRegistrations.id,
        eventId: events.id,
        title: events.title,
        date: events.date,
        state: eventRegistrations.state,
        attended: eventRegistrations.attended,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.userId, id))
      .orderBy(desc(events.date), desc(eventRegistrations.createdAt)),
    db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        details: auditLog.details,
        actorName: sql<string | null>`nullif(trim(coalesce(${actor.firstName}, '') || ' ' || coalesce(${actor.lastName}, '')), '')`,
        actorEmail: actor.email,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(and(eq(auditLog.subjectUserId, id), inArray(auditLog.action, Object.keys(historyActions) as (keyof typeof historyActions)[])))
      .orderBy(asc(auditLog.at)),
  ]);
  if (!person) return null;
  const joined: MembershipEvent = { kind: person.invitedAt ? "imported" : "applied", at: person.createdAt.toISOString(), by: null, actor: null };
  const confirmed: MembershipEvent[] = person.emailConfirmed
    ? [{ kind: "confirmed", at: person.emailConfirmedAt?.toISOString() ?? null, by: null, actor: null }]
    : [];
  const decided: MembershipEvent[] = steps.map((step) => {
    const name = step.actorName ?? step.actorEmail;
    // The person's own steps (a resignation) name no one: it is their history.
    const actor: AuditParty | null = auditActionTexts[step.action].by === "self" ? null : name === null ? { kind: "removed" } : { kind: "person", name };
    return {
      kind: historyActions[step.action as keyof typeof historyActions],
      at: step.at.toISOString(),
      by: actor && auditPartyName(actor, "en"),
      actor,
      ...(typeof step.details.role === "string" ? { role: step.details.role } : {}),
      ...(typeof step.details.leavesOn === "string" ? { leavesOn: step.details.leavesOn } : {}),
    };
  });
  return {
    id: person.id,
    profile: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      jobTitle: person.jobTitle,
      university: person.university,
      yearOfStudy: person.yearOfStudy,
      locale: person.locale,
      phone: person.phone,
    },
    emailConfirmed: person.emailConfirmed,
    twoFactorEnabled: person.twoFactorEnabled,
    status: person.status,
    roles: person.roles,
    createdAt: person.createdAt.toISOString(),
    decidedAt: person.decidedAt?.toISOString() ?? null,
    application:
      person.field && person.studentType && person.placeOfStudy !== null
        ? { field: person.field, studentType: person.studentType, yearOfCompletion: person.yearOfCompletion, placeOfStudy: person.placeOfStudy, message: person.message }
        : null,
    invite: { state: !person.invitedAt ? "not_invited" : person.hasPassword ? "used" : "unused", sentAt: person.invitedAt?.toISOString() ?? null },
    hasPassword: person.hasPassword,
    invoices: bills.map((bill) => ({
      id: bill.id,
      number: invoiceNumber(bill.year, bill.sequence),
      year: bill.year,
      state: invoiceState(bill),
      amountRappen: bill.amountRappen,
      paidRappen: bill.paidRappen,
      issuedOn: bill.issuedOn,
      dueOn: bill.dueOn,
      paidOn: bill.paidOn,
    })),
    registrations,
    mailingList: person.subscribedAt
      ? { state: person.subscriptionConfirmedAt ? "confirmed" : "pending", since: (person.subscriptionConfirmedAt ?? person.subscribedAt).toISOString() }
      : null,
    // In the order they happened; an undated confirmation stands after joining.
    history: [joined, ...confirmed, ...decided].sort((a, b) => (a.at ?? joined.at!).localeCompare(b.at ?? joined.at!)),
    resignation:
      person.resignedAt && person.leavesOn
        ? { resignedAt: person.resignedAt.toISOString(), leavesOn: person.leavesOn, keepsNewsletter: person.keepsNewsletter ?? false }
        : null,
  };
}

/**
 * An e-mailed link that an admin asks for counts against the same cap per address as the public
 * requests (3 per 15 minutes, ADR 005), so neither can flood the person's inbox.
 */
async function withinMailCap(deps: AppDeps, email: string) {
  const counted = await countEvent(deps, "account-links:email", email, rateLimits.emailRequestsPerAddress);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds, "This address has been sent enough links for now. Please wait {wait} and try again.");
}

/** Who may get which link: the locked row of the person, or a 404. */
async function linkTarget(tx: Database, id: string) {
  const [target] = await tx
    .select({ email: user.email, confirmed: user.emailVerified, hasPassword })
    .from(user)
    .where(eq(user.id, id))
    .for("update");
  if (!target) throw noSuchMember();
  return target;
}

/**
 * Resends an e-mailed link through the one mechanism for it (accounts.mailLink, ADR 005), audited,
 * once `refusal` has found nothing against it.
 */
export async function resendLink(
  deps: AppDeps,
  { actorId, userId, type }: { actorId: string; userId: string; type: "invite" | "signup" },
  refusal: (target: Awaited<ReturnType<typeof linkTarget>>) => string | null,
) {
  await deps.db.transaction(async (tx) => {
    const locked = await linkTarget(tx, userId);
    const refused = refusal(locked);
    if (refused) throw new ApiError(409, "conflict", refused);
    await withinMailCap(deps, locked.email);
    const mail = type === "invite" ? inviteMail : confirmationMail;
    const compose = (link: string, locale: Locale) => mail(locked.email, link, locale);
    await mailLink(tx, deps.env, { userId, type, compose });
    await recordAudit(tx, { actorId, action: type === "invite" ? "invite_resent" : "confirmation_resent", subjectUserId: userId });
  });
  deps.notifyMailQueued();
  return { status: "sent" as const };
}

/**
 * Turns off another person's second factor, for a lost phone without recovery codes (ADR 027):
 * their TOTP secret and recovery codes are deleted, the person is mailed (so a reset they did not
 * ask for does not go unnoticed) and the log records it. One's own is turned off on the dashboard,
 * with password and code.
 */
export async function resetTwoFactor(deps: AppDeps, actorId: string, userId: string) {
  if (actorId === userId) throw new ApiError(409, "own_account", "Turn off your own two-factor authentication on your dashboard.");
  await deps.db.transaction(async (tx) => {
    const [target] = await tx.select({ email: user.email, on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw noSuchMember();
    if (!target.on) throw new ApiError(409, "conflict", "This person has no two-factor authentication to reset.");
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    const locale = await localeOf(tx, userId);
    await enqueueMail(tx, twoFactorResetMail(target.email, signInLink(deps.env.publicUrl, locale), locale));
    await recordAudit(tx, { actorId, action: "two_factor_reset", subjectUserId: userId });
  });
  deps.notifyMailQueued();
  return { status: "reset" as const };
}

/** An admin's correction of a person's profile (the profile lock held), audited with the fields it changed. */
export async function correctProfile(db: Database, { actorId, userId, update }: { actorId: string; userId: string; update: ProfileUpdate }) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!current) throw noSuchMember();
    const changed = profileFields.filter((field) => update[field] !== undefined && update[field] !== current[field]);
    if (changed.length === 0) return;
    await tx.update(profiles).set(Object.fromEntries(changed.map((field) => [field, update[field]]))).where(eq(profiles.id, userId));
    // Which fields, never their values: the log keeps no personal data (ADR 012).
    await recordAudit(tx, { actorId, action: "profile_corrected", subjectUserId: userId, details: { fields: changed.join(", ") } });
  });
}
