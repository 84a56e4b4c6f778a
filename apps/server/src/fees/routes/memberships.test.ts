import { type AuditLogPage, type EndMembershipPreview, swissToday } from "@ssem/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices, profiles, userRoles } from "../../db/schema";
import { issueInvoices } from "../invoices";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: admin.cookie });

async function memberWithInvoice({ overdue }: { overdue: boolean }) {
  const member = await t.createUser({
    studentType: "student",
    firstName: "Erika",
    lastName: "Muster",
  });
  const [invoice] = await issueInvoices(t.db, t.env.billing, {
    userIds: [member.userId],
    year: 2026,
    issuedOn: "2026-01-10",
  });
  if (overdue)
    await t.db
      .update(invoices)
      .set({
        firstReminderAt: new Date("2026-02-09"),
        secondReminderAt: new Date("2026-03-11"),
      })
      .where(eq(invoices.id, invoice!.id));
  return { ...member, invoice: invoice! };
}

describe("ending an unpaid membership", () => {
  it("previews who and which invoices, then ends it: no member role, status rejected, invoices cancelled and kept, audited", async () => {
    const member = await memberWithInvoice({ overdue: true });
    const preview = (await (await asAdmin(`/api/admin/fees/memberships/${member.userId}`)).json()) as EndMembershipPreview;
    expect(preview).toEqual({
      name: "Erika Muster",
      email: member.email,
      invoices: [
        {
          id: member.invoice.id,
          number: `2026-${String(member.invoice.sequence).padStart(6, "0")}`,
          year: 2026,
          amountRappen: 1000,
          paidRappen: 0,
          state: "overdue",
        },
      ],
    });

    const response = await asAdmin(`/api/admin/fees/memberships/${member.userId}/end`, { json: { reason: "Fee 2026 not paid after two reminders" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ended",
      cancelledInvoices: 1,
    });
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, member.userId))).toEqual([]);
    const [profile] = await t.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, member.userId));
    expect(profile!.status).toBe("rejected");
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, member.invoice.id));
    expect(invoice).toMatchObject({
      cancelReason: "Fee 2026 not paid after two reminders",
      userId: member.userId,
    });
    expect(invoice!.cancelledAt).not.toBeNull();
    const log = (await (await asAdmin("/api/admin/audit-log?pageSize=1")).json()) as AuditLogPage;
    expect(log.entries[0]).toMatchObject({
      action: "membership_ended",
      subjectName: "Erika Muster",
      sentence: expect.stringMatching(/ ended the unpaid membership of Erika Muster and cancelled 1 invoice$/),
    });
    // Ending twice: no longer a member.
    expect(
      (
        await asAdmin(`/api/admin/fees/memberships/${member.userId}/end`, {
          json: { reason: "again" },
        })
      ).status,
    ).toBe(409);
  });

  it("refuses while the fee is not overdue yet, and changes nothing", async () => {
    const member = await memberWithInvoice({ overdue: false });
    const response = await asAdmin(`/api/admin/fees/memberships/${member.userId}/end`, { json: { reason: "Not paid" } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: "Only a membership with an overdue fee (second reminder sent) can be ended here.",
    });
    expect((await t.db.select().from(userRoles).where(eq(userRoles.userId, member.userId))).map((row) => row.role)).toEqual(["member"]);
  });

  it("refuses an admin's membership and one's own, and answers 404 for nobody", async () => {
    const other = await t.createUser({ role: "admin", studentType: "student" });
    await issueInvoices(t.db, t.env.billing, {
      userIds: [other.userId],
      year: 2026,
      issuedOn: swissToday(),
    });
    expect(
      (
        await asAdmin(`/api/admin/fees/memberships/${other.userId}/end`, {
          json: { reason: "x" },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await asAdmin(`/api/admin/fees/memberships/${admin.userId}/end`, {
          json: { reason: "x" },
        })
      ).status,
    ).toBe(400);
    expect((await asAdmin("/api/admin/fees/memberships/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await asAdmin("/api/admin/fees/memberships/not-an-id")).status).toBe(404);
  });
});
