import { auditSentence, baseLocale, invoiceNumber, type PersonalDataExport } from "@ssem/core";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { auditEntriesAbout } from "../audit/log-query";
import { passkeyName } from "../auth/passkeys";
import type { Database } from "../db/client";
import { bankTransactions, eventRegistrations, events, invoices, mailingListSubscribers, mailOutbox, membershipApplications, passkey, payments, profiles, resignations, rideAlongRequests, session, user, userRoles } from "../db/schema";

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * Everything the database holds about one account, by the categories of the personal-data map
 * (core's personal-data.ts, ADR 026). Every query is bound to `userId` (or, for the mailing list
 * and the outbox, to the account's own address): nobody's file holds another person's rows.
 */
export async function personalData(db: Database, userId: string): Promise<PersonalDataExport> {
  const [account] = await db.select({ email: user.email, name: user.name, createdAt: user.createdAt, twoFactorEnabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  if (!account) throw new Error("The signed-in account has no user row");
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const roles = await db.select().from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.createdAt));
  const [application] = await db.select().from(membershipApplications).where(eq(membershipApplications.userId, userId));
  const [resignation] = await db.select().from(resignations).where(eq(resignations.userId, userId));
  const sessions = await db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt));
  const passkeys = await db.select().from(passkey).where(eq(passkey.userId, userId)).orderBy(asc(passkey.createdAt));
  const rideAlongs = await db.select().from(rideAlongRequests).where(eq(rideAlongRequests.userId, userId)).orderBy(asc(rideAlongRequests.createdAt));
  const registrations = await db
    .select({
      event: events.title,
      date: events.date,
      state: eventRegistrations.state,
      offeredUntil: eventRegistrations.offeredUntil,
      registeredAt: eventRegistrations.createdAt,
      checkedInAt: eventRegistrations.checkedInAt,
      attended: eventRegistrations.attended,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.userId, userId))
    .orderBy(asc(events.date), asc(eventRegistrations.createdAt));
  // The list stores addresses lower-cased (one address, one subscription).
  const [subscription] = await db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, account.email.toLowerCase()));
  const bills = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.year), asc(invoices.sequence));
  const booked = bills.length
    ? await db
        .select({ payment: payments, payerName: bankTransactions.debtorName, payerMessage: bankTransactions.remittanceInfo })
        .from(payments)
        .leftJoin(bankTransactions, eq(bankTransactions.id, payments.bankTransactionId))
        .where(inArray(payments.invoiceId, bills.map((bill) => bill.id)))
        .orderBy(asc(payments.paidOn), asc(payments.createdAt))
    : [];
  const mails = await db
    .select({ subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${account.email.toLowerCase()}`)
    .orderBy(asc(mailOutbox.createdAt));
  const audit = await auditEntriesAbout(db, userId);
  // The file is the member's to read: its sentences are in their stored language, like their mails (ADR 029).
  const locale = profile?.locale ?? baseLocale;

  return {
    exportedAt: new Date().toISOString(),
    account: { email: account.email, name: account.name, createdAt: account.createdAt.toISOString() },
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          phone: profile.phone,
          jobTitle: profile.jobTitle,
          university: profile.university,
          yearOfStudy: profile.yearOfStudy,
          locale: profile.locale,
        }
      : null,
    membership: {
      roles: roles.map((row) => ({ role: row.role, since: row.createdAt.toISOString() })),
      status: profile?.status ?? null,
      appliedAt: iso(profile?.createdAt ?? null),
      decidedAt: iso(profile?.decidedAt ?? null),
      emailConfirmedAt: iso(profile?.emailConfirmedAt ?? null),
      invitedAt: iso(profile?.invitedAt ?? null),
      twoFactorEnabled: account.twoFactorEnabled,
      resignation: resignation
        ? { resignedAt: resignation.resignedAt.toISOString(), leavesOn: resignation.leavesOn, keepsNewsletter: resignation.keepsNewsletter }
        : null,
    },
    application: application
      ? {
          field: application.field,
          studentType: application.studentType,
          yearOfCompletion: application.yearOfCompletion,
          placeOfStudy: application.placeOfStudy,
          message: application.message,
          createdAt: application.createdAt.toISOString(),
        }
      : null,
    // Times only: the token is the key to the session, and the row keeps nothing else (ADR 003).
    sessions: sessions.map((row) => ({ startedAt: row.createdAt.toISOString(), lastSeenAt: row.updatedAt.toISOString(), expiresAt: row.expiresAt.toISOString() })),
    // Names and times: the public key and the ids are the authenticator's, and tell the member nothing (ADR 030).
    passkeys: passkeys.map((row) => ({ name: passkeyName(row.name), createdAt: row.createdAt.toISOString(), lastUsedAt: iso(row.lastUsedAt) })),
    eventRegistrations: registrations.map((row) => ({
      ...row,
      offeredUntil: iso(row.offeredUntil),
      registeredAt: row.registeredAt.toISOString(),
      checkedInAt: iso(row.checkedInAt),
    })),
    rideAlongRequests: rideAlongs.map((row) => ({ location: row.location, yearOfStudies: row.yearOfStudies, status: row.status, createdAt: row.createdAt.toISOString() })),
    mailingListSubscription: subscription
      ? {
          email: subscription.email,
          locale: subscription.locale,
          requestedAt: subscription.requestedAt.toISOString(),
          confirmedAt: iso(subscription.confirmedAt),
          createdAt: subscription.createdAt.toISOString(),
        }
      : null,
    invoices: bills.map((bill) => ({
      number: invoiceNumber(bill.year, bill.sequence),
      year: bill.year,
      billedName: bill.billedName,
      billedEmail: bill.billedEmail,
      studentType: bill.studentType,
      amountRappen: bill.amountRappen,
      paidRappen: bill.paidRappen,
      paidOn: bill.paidOn,
      reference: bill.reference,
      issuedOn: bill.issuedOn,
      dueOn: bill.dueOn,
      firstReminderAt: iso(bill.firstReminderAt),
      secondReminderAt: iso(bill.secondReminderAt),
      cancelledAt: iso(bill.cancelledAt),
      cancelReason: bill.cancelReason,
      payments: booked
        .filter((row) => row.payment.invoiceId === bill.id)
        .map(({ payment, payerName, payerMessage }) => ({ amountRappen: payment.amountRappen, paidOn: payment.paidOn, note: payment.note, payerName, payerMessage })),
    })),
    // Subjects and times; the bodies may hold links that still work (a password reset).
    emails: mails.map((mail) => ({ subject: mail.subject, status: mail.status, createdAt: mail.createdAt.toISOString(), sentAt: iso(mail.sentAt) })),
    auditEntries: audit.map((entry) => ({ at: entry.at, action: entry.action, sentence: auditSentence(entry.action, entry, locale) })),
  };
}
