import {
  endOfMembershipYear,
  invoiceNumber,
  invoiceState,
  localizedPath,
  RESIGNED_BEFORE_YEAR_REASON,
  RESIGNED_UNPAID_REASON,
  type Resignation,
  type ResignationOverview,
  resignationRefusals,
  type ResignationTiming,
  swissToday,
} from "@ssem/core";
import { and, eq, gt, gte, isNotNull, lt, notExists } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { invoices, mailingListSubscribers, profiles, resignations, user, userRoles } from "../db/schema";
import { ApiError } from "../http/errors";
import { isOpenInvoice, openInvoicesOf, reissueCancelledInvoice } from "../fees/invoices";
import { enqueueMail } from "../mail/outbox";
import { boardRecipients, fullName } from "../mail/board";
import { resignationBoardNotice, resignationMail } from "../mail/templates";
import { deleteMember } from "./accounts";
import { cancelRegistrationsAfter } from "../events/registrations";
import { localeOf } from "./person-locale";

const asResignation = (row: typeof resignations.$inferSelect): Resignation => ({
  resignedAt: row.resignedAt.toISOString(),
  leavesOn: row.leavesOn,
  keepsNewsletter: row.keepsNewsletter,
});

/** Null when `userId` may resign: an approved member who is not an admin (an admin hands the role over first). */
async function refusalFor(db: Database, userId: string): Promise<string | null> {
  const [person] = await db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId));
  const roles = (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role);
  if (roles.includes("admin")) return resignationRefusals.admin;
  if (person?.status !== "approved" || !roles.includes("member")) return resignationRefusals.notMember;
  return null;
}

/** What the member's Leave card shows: their resignation if any, whether they may resign, and what is still open. */
export async function resignationOverview(db: Database, { userId, email }: { userId: string; email: string }, now = new Date()): Promise<ResignationOverview> {
  const [resignation] = await db.select().from(resignations).where(eq(resignations.userId, userId));
  const [subscription] = await db
    .select({ id: mailingListSubscribers.id })
    .from(mailingListSubscribers)
    .where(and(eq(mailingListSubscribers.email, email.toLowerCase()), isNotNull(mailingListSubscribers.confirmedAt)));
  return {
    resignation: resignation ? asResignation(resignation) : null,
    refusal: await refusalFor(db, userId),
    endOfYear: endOfMembershipYear(swissToday(now)),
    subscribed: Boolean(subscription),
    openInvoices: (await openInvoicesOf(db, userId)).map((invoice) => ({
      number: invoiceNumber(invoice.year, invoice.sequence),
      year: invoice.year,
      outstandingRappen: invoice.amountRappen - invoice.paidRappen,
      state: invoiceState(invoice),
    })),
  };
}

/**
 * Cancels what is still open (kept for the books, ADR 019) and deletes the account as Remove Member
 * does, keeping the mailing-list address if the member chose to; audited without naming them.
 */
async function deleteResignedAccount(
  tx: Database,
  { userId, leavesOn, keepsNewsletter }: { userId: string; leavesOn: string; keepsNewsletter: boolean },
  now: Date,
  { immediately = false } = {},
) {
  const closed = await tx
    .update(invoices)
    .set({ cancelledAt: now, cancelReason: RESIGNED_UNPAID_REASON })
    .where(and(eq(invoices.userId, userId), isOpenInvoice))
    .returning({ id: invoices.id });
  await deleteMember(tx, userId, { keepNewsletter: keepsNewsletter });
  await recordAudit(tx, { actorId: null, action: "resigned_account_deleted", details: { leftOn: leavesOn, cancelledInvoices: closed.length, ...(immediately && { immediately }) } });
}

/**
 * The member resigns (issue 27, ADR 028): at the end of the membership year, when housekeeping
 * deletes the account the day after, or now, when it goes in this transaction. Either way a mail
 * confirms it; for "now" it is queued after the deletion, which removes mail not yet sent to them.
 */
export async function resign(
  tx: Database,
  { userId, when, keepNewsletter, publicUrl }: { userId: string; when: ResignationTiming; keepNewsletter: boolean; publicUrl: string },
  now = new Date(),
): Promise<Resignation & { deleted: boolean }> {
  const [account] = await tx
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: user });
  if (!account) throw new ApiError(404, "not_found", "There is no such member.");
  // A renewal batch claims members by their profile row: taking it too waits for a batch billing this
  // member, so that its invoice for a year after the last day is cancelled below, not issued after it.
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("no key update");
  const refusal = await refusalFor(tx, userId);
  if (refusal) throw new ApiError(409, "conflict", refusal);
  // Read before a resignation "now" deletes the profile: the confirmation still goes out in it.
  const locale = await localeOf(tx, userId);
  const today = swissToday(now);
  const leavesOn = when === "now" ? today : endOfMembershipYear(today);
  const [row] = await tx
    .insert(resignations)
    .values({ userId, leavesOn, keepsNewsletter: keepNewsletter, resignedAt: now })
    .onConflictDoUpdate({ target: resignations.userId, set: { leavesOn, keepsNewsletter: keepNewsletter, resignedAt: now } })
    .returning();
  await recordAudit(tx, { actorId: userId, action: "member_resigned", subjectUserId: userId, details: { leavesOn } });
  // A year after the last day is not owed: its invoice (a renewal's, or a late-year application's) is
  // cancelled now, so that no reminder for it goes out meanwhile.
  await tx
    .update(invoices)
    .set({ cancelledAt: now, cancelReason: RESIGNED_BEFORE_YEAR_REASON })
    .where(and(eq(invoices.userId, userId), gt(invoices.year, Number(leavesOn.slice(0, 4))), isOpenInvoice));
  // Events after the last day are not theirs to attend: their seats go to the people waiting (issue 41).
  await cancelRegistrationsAfter(tx, { publicUrl }, userId, leavesOn);
  if (when === "now") await deleteResignedAccount(tx, { userId, leavesOn, keepsNewsletter: keepNewsletter }, now, { immediately: true });
  const facts = {
    name: fullName(account.firstName, account.lastName),
    email: account.email,
    leavesOn,
    deletedNow: when === "now",
    keepsNewsletter: keepNewsletter,
    dashboardLink: `${publicUrl}${localizedPath("/member-dashboard", locale)}`,
  };
  await enqueueMail(tx, resignationMail(facts, locale));
  // The board hears of it too (issue 39): it may want to say goodbye, or settle what is still open.
  for (const admin of await boardRecipients(tx)) await enqueueMail(tx, resignationBoardNotice(admin, facts));
  return { ...asResignation(row!), deleted: when === "now" };
}

/**
 * Takes a resignation back before its day: the membership simply continues, and the invoices the
 * resignation cancelled are open again (dated today, with a new due date). False if there was none.
 */
export async function withdrawResignation(tx: Database, userId: string, now = new Date()): Promise<boolean> {
  const today = swissToday(now);
  const [withdrawn] = await tx
    .delete(resignations)
    .where(and(eq(resignations.userId, userId), gte(resignations.leavesOn, today)))
    .returning({ userId: resignations.userId });
  if (!withdrawn) return false;
  const cancelled = await tx
    .select({ year: invoices.year })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), eq(invoices.cancelReason, RESIGNED_BEFORE_YEAR_REASON)));
  for (const { year } of cancelled) await reissueCancelledInvoice(tx, { userId, year, issuedOn: today });
  await recordAudit(tx, { actorId: userId, action: "resignation_withdrawn", subjectUserId: userId });
  return true;
}

/**
 * Housekeeping as of `now`: deletes every account whose membership ended before today (Swiss day),
 * one transaction per person, audited without naming them. Someone made an admin since they resigned
 * is kept (an admin cannot resign, and deleting could take away the last admin): the resignation
 * stays for the admins to settle. Returns how many went.
 */
export async function deleteResignedAccounts(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select()
    .from(resignations)
    .where(
      and(
        lt(resignations.leavesOn, swissToday(now)),
        notExists(db.select().from(userRoles).where(and(eq(userRoles.userId, resignations.userId), eq(userRoles.role, "admin")))),
      ),
    );
  for (const resignation of due) await db.transaction((tx) => deleteResignedAccount(tx, resignation, now));
  return due.length;
}
