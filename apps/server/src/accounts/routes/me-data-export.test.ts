import type { PersonalDataExport } from "@ssem/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../audit/audit-log";
import { auditLog, mailingListSubscribers, profiles, rideAlongRequests } from "../../db/schema";
import { bookPayment, issueInvoices } from "../../fees/invoices";
import { snapshotRows } from "../../testing/database-snapshot";
import { testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

const exportData = (cookie: string, password: string) => t.request("/api/me/data-export", { cookie, json: { password } });

/** A member with something in every part of the file: an application, a request, a subscription, an invoice paid, an admin's action. */
async function memberWithHistory(password?: string) {
  const admin = await t.createUser({ role: "admin" });
  const created = await t.createUser({ role: "member", firstName: "Lea", lastName: "Keller", studentType: "resident", password });
  const cookie = await t.signIn(created.email, created.password);
  await t.db.insert(rideAlongRequests).values({ userId: created.userId, location: "basel", yearOfStudies: 4 });
  await t.db.insert(mailingListSubscribers).values({ email: created.email.toLowerCase(), confirmedAt: new Date(), locale: "fr" });
  const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, t.env.billing, { userIds: [created.userId], year: 2026, issuedOn: "2026-01-10" }));
  await t.db.transaction((tx) => bookPayment(tx, { invoiceId: invoice!.id, amountRappen: invoice!.amountRappen, paidOn: "2026-01-12", note: "Cash at the AGM" }));
  await t.db.transaction((tx) => recordAudit(tx, { actorId: admin.userId, action: "member_approved", subjectUserId: created.userId }));
  return { ...created, cookie };
}

describe("POST /api/me/data-export", () => {
  it("answers with everything we hold about the member, after the password, and records the download without its content", async () => {
    const lea = await memberWithHistory();
    const other = await memberWithHistory();
    const response = await exportData(lea.cookie, lea.password);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await response.json()) as PersonalDataExport;

    expect(data.account.email).toBe(lea.email);
    expect(data.profile).toMatchObject({ firstName: "Lea", lastName: "Keller", email: lea.email });
    expect(data.membership.status).toBe("approved");
    expect(data.membership.roles.map((role) => role.role)).toEqual(["member"]);
    expect(data.application).toMatchObject({ field: "medicine", studentType: "resident", placeOfStudy: "Test University" });
    expect(data.rideAlongRequests).toEqual([expect.objectContaining({ location: "basel", yearOfStudies: 4, status: "open" })]);
    // With the language of the page she subscribed on (issue 26).
    expect(data.mailingListSubscription).toMatchObject({ email: lea.email.toLowerCase(), locale: "fr" });
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({ year: 2026, billedEmail: lea.email, payments: [expect.objectContaining({ paidOn: "2026-01-12", note: "Cash at the AGM" })] });
    // Sessions by their times only: the token is the key to the account.
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual(["expiresAt", "lastSeenAt", "startedAt"]);
    expect(JSON.stringify(data)).not.toContain(lea.cookie.split("=")[1]!.split(".")[0]!);
    // The admin's decision about Lea, and this download itself.
    expect(data.auditEntries.map((entry) => entry.action).sort()).toEqual(["data_exported", "member_approved"]);
    expect(data.auditEntries.find((entry) => entry.action === "data_exported")?.sentence).toBe("Lea Keller downloaded their personal data");

    // Nothing of the other member.
    expect(JSON.stringify(data)).not.toContain(other.email);
    expect(JSON.stringify(data)).not.toContain(other.userId);

    const recorded = await t.db.select().from(auditLog).where(eq(auditLog.action, "data_exported"));
    expect(recorded).toEqual([expect.objectContaining({ actorId: lea.userId, subjectUserId: lea.userId, details: {} })]);
  });

  it("words the audit entries in the member's stored language, keeping the action ids", async () => {
    const lea = await memberWithHistory();
    await t.db.update(profiles).set({ locale: "de" }).where(eq(profiles.id, lea.userId));
    const data = (await (await exportData(lea.cookie, lea.password)).json()) as PersonalDataExport;
    expect(data.auditEntries.find((entry) => entry.action === "data_exported")?.sentence).toBe("Lea Keller hat die eigenen Personendaten heruntergeladen");
    expect(data.auditEntries.find((entry) => entry.action === "member_approved")?.sentence).toMatch(/ hat Lea Keller genehmigt$/);
  });

  it("refuses a wrong password with 400 wrong_password and changes nothing", async () => {
    const lea = await memberWithHistory();
    // Only the guessing counter moves (rate-limit.ts).
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const response = await exportData(lea.cookie, "not-the-password");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "wrong_password", error: "The current password is not correct." });
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toEqual(before);
  });

  it("keeps guessing slow: past five free wrong passwords even the right one waits, here and for a password change", async () => {
    const lea = await memberWithHistory();
    // Five go through at once; the sixth sets the first wait (rateLimits.currentPasswordPerAccount).
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await exportData(lea.cookie, `wrong-${attempt}`)).status).toBe(400);
    const refused = await exportData(lea.cookie, lea.password);
    expect(refused.status).toBe(429);
    expect((await refused.json()) as { error: string }).toMatchObject({ code: "rate_limited", error: expect.stringMatching(/^Too many password attempts\. Please wait \d+ seconds? and try again\.$/) });
    const change = await t.request("/api/me/password", { cookie: lea.cookie, json: { currentPassword: lea.password, newPassword: "Newpass1" } });
    expect(change.status).toBe(429);
    // Another member is not slowed down.
    const other = await memberWithHistory();
    expect((await exportData(other.cookie, other.password)).status).toBe(200);
  });

  it("exports only the signed-in member: another member's password opens nothing, and their file holds nothing of this one", async () => {
    const lea = await memberWithHistory();
    const other = await memberWithHistory("Other-password-2");
    expect((await exportData(lea.cookie, other.password)).status).toBe(400);
    const data = (await (await exportData(other.cookie, other.password)).json()) as PersonalDataExport;
    expect(data.account.email).toBe(other.email);
    expect(JSON.stringify(data)).not.toContain(lea.email);
    expect(JSON.stringify(data)).not.toContain(lea.userId);
  });

  it("refuses visitors with 401", async () => {
    const response = await t.request("/api/me/data-export", { json: { password: "whatever" } });
    expect(response.status).toBe(401);
  });

  it("answers a member's sixth download in a quarter hour with 429 and Retry-After: each is a large file of many queries", async () => {
    const lea = await memberWithHistory();
    for (let count = 0; count < 5; count += 1) {
      const response = await exportData(lea.cookie, lea.password);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const limited = await exportData(lea.cookie, lea.password);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
  });
});
