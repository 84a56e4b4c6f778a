import { signInLink, swissToday } from "@ssem/core";
import { eq } from "drizzle-orm";
import { type Decision, decideMembership } from "../accounts/accounts";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import { queueInvoiceMail } from "../fees/invoice-mail";
import { billingYear, issueInvoices, reissueCancelledInvoice } from "../fees/invoices";
import type { AppDeps } from "../http/context";
import { ApiError } from "../http/errors";
import { enqueueMail } from "../mail/outbox";
import { membershipApprovedMail, membershipRejectedMail } from "../mail/templates";
import { localeOf } from "../accounts/person-locale";

/** The admin's decisions on a person, shared by the member lists and the person view (issue 24). */

export const noSuchMember = () => new ApiError(404, "not_found", "There is no such member.");

/**
 * Approving again after a rejection is its own action: from rejected only, with its own audit entry,
 * and otherwise exactly an approval (mail, invoice). Reject and approve decide pending applications.
 */
const decisionKinds = {
  approve: { decision: "approved", from: "pending", action: "member_approved", conflict: "This application has already been decided." },
  reject: { decision: "rejected", from: "pending", action: "member_rejected", conflict: "This application has already been decided." },
  reapprove: { decision: "approved", from: "rejected", action: "member_reapproved", conflict: "Only a rejected application can be approved again." },
} as const satisfies Record<string, { decision: Decision; from: "pending" | "rejected"; action: string; conflict: string }>;

export type DecisionKind = keyof typeof decisionKinds;

/** Decides in one transaction with its mail (and, for an approval, the invoice) and its audit entry. */
export async function decide(deps: AppDeps, actorId: string, userId: string, kind: DecisionKind) {
  await applyDecision(deps, actorId, userId, kind);
  return { status: decisionKinds[kind].decision };
}

/** The same, saying whether anything changed: a repeated decision changes nothing (the bulk report's "already decided"). */
export async function applyDecision(deps: AppDeps, actorId: string, userId: string, kind: DecisionKind): Promise<boolean> {
  const { decision, from, action, conflict } = decisionKinds[kind];
  const changed = await deps.db.transaction(async (tx) => {
    const outcome = await decideMembership(tx, userId, decision, from);
    if (!outcome) throw noSuchMember();
    if ("conflict" in outcome) throw new ApiError(409, "conflict", conflict);
    if (!outcome.changed) return false;
    const locale = await localeOf(tx, userId);
    const mail = decision === "approved" ? membershipApprovedMail(outcome.email, signInLink(deps.env.publicUrl, locale), locale) : membershipRejectedMail(outcome.email, locale);
    await enqueueMail(tx, mail);
    if (decision === "approved") await billNewMember(tx, deps.env, userId);
    await recordAudit(tx, { actorId, action, subjectUserId: userId });
    return true;
  });
  if (changed) deps.notifyMailQueued();
  return changed;
}

/**
 * Approval bills the year at once (issue 23): the invoice is made in the approval's transaction and
 * mailed with it, unless the address is not confirmed yet. The bill carries the name the applicant
 * typed, so it waits for the confirmation (accounts/routes/account.ts), which sends it. A person approved again
 * after their unpaid membership was ended already has the year's invoice, cancelled: it is issued again.
 */
async function billNewMember(tx: Database, env: AppDeps["env"], userId: string) {
  const today = swissToday();
  const year = billingYear(today);
  const [issued] = await issueInvoices(tx, env.billing, { userIds: [userId], year, issuedOn: today });
  const invoice = issued ?? (await reissueCancelledInvoice(tx, { userId, year, issuedOn: today }));
  if (!invoice) return;
  const [owner] = await tx.select({ confirmed: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (owner?.confirmed) await queueInvoiceMail(tx, env, invoice);
}
