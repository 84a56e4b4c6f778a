import { type EndMembershipPreview, invoiceNumber, invoiceState } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { invoices, profiles, user, userRoles } from "../db/schema";
import { ApiError } from "../http/errors";
import { isOpenInvoice, openInvoicesOf } from "./invoices";

const noSuchMember = () => new ApiError(404, "not_found", "There is no such member.");

/** Who ending the membership touches, and which invoices it cancels: what the admin's dialog shows. */
export async function previewMembershipEnd(db: Database, userId: string): Promise<EndMembershipPreview> {
  const [person] = await db.select({ firstName: profiles.firstName, lastName: profiles.lastName, email: user.email }).from(user).innerJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!person) throw noSuchMember();
  const unpaid = await openInvoicesOf(db, userId);
  return {
    name: [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email,
    email: person.email,
    invoices: unpaid.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.year, invoice.sequence),
      year: invoice.year,
      amountRappen: invoice.amountRappen,
      paidRappen: invoice.paidRappen,
      state: invoiceState(invoice),
    })),
  };
}

/**
 * Ends the membership of a member whose fee is overdue (the second reminder went out, ADR 019),
 * never automatically: an admin decides after the preview. The member role goes and the status
 * becomes rejected, as for an application turned down, so the member area closes and housekeeping
 * deletes the person after REJECTED_APPLICATION_RETENTION_MONTHS; their unpaid invoices are
 * cancelled with the admin's reason, so no further reminder goes out, and kept for the books. An
 * admin's membership cannot be ended here: demote them first. Audited as membership_ended.
 */
export async function endMembership(tx: Database, { actorId, userId, reason }: { actorId: string; userId: string; reason: string }): Promise<{ cancelledInvoices: number }> {
  const [person] = await tx.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!person) throw noSuchMember();
  const roles = (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role);
  if (roles.includes("admin")) throw new ApiError(409, "conflict", "This person is an admin. Change their role to member first.");
  if (person.status !== "approved" || !roles.includes("member")) throw new ApiError(409, "conflict", "This person is not a member.");
  const unpaid = await openInvoicesOf(tx, userId);
  if (!unpaid.some((invoice) => invoiceState(invoice) === "overdue")) {
    throw new ApiError(409, "conflict", "Only a membership with an overdue fee (second reminder sent) can be ended here.");
  }
  await tx.update(invoices).set({ cancelledAt: new Date(), cancelReason: reason }).where(and(eq(invoices.userId, userId), isOpenInvoice));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.update(profiles).set({ status: "rejected", decidedAt: new Date() }).where(eq(profiles.id, userId));
  await recordAudit(tx, { actorId, action: "membership_ended", subjectUserId: userId, details: { cancelledInvoices: unpaid.length } });
  return { cancelledInvoices: unpaid.length };
}
