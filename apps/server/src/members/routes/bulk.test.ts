import type { BulkResult } from "@ssem/core";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, invoices, membershipApplications, profiles, user, userRoles } from "../../db/schema";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

/** Bulk actions of the member table (issue 24): each person alone, the same rules as one at a time, a report per person. */
const t = testAppForFile();
const admin = signedInForFile(t, "admin");

const bulk = async (json: unknown) => {
  const response = await t.request("/api/admin/members/bulk", { method: "POST", json, cookie: admin.cookie });
  return { status: response.status, body: (await response.json()) as BulkResult & { code?: string } };
};

async function applicant(email?: string) {
  const created = await t.createUser({ role: "pending", email });
  await t.db.insert(membershipApplications).values({ userId: created.userId, field: "medicine", studentType: "student", placeOfStudy: "Bern" });
  return created;
}

const statusesOf = async (ids: string[]) =>
  Object.fromEntries((await t.db.select({ id: profiles.id, status: profiles.status }).from(profiles).where(inArray(profiles.id, ids))).map((row) => [row.id, row.status]));
const subjectsOf = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email).map((mail) => mail.subject);

describe("bulk actions", () => {
  it("approves three applicants, each with the approval mail and an invoice, and reports one already decided", async () => {
    const three = [await applicant(), await applicant(), await applicant()];
    const decided = await applicant();
    await t.request(`/api/admin/members/${decided.userId}/reject`, { method: "POST", cookie: admin.cookie });
    const ids = [...three.map((person) => person.userId), decided.userId];
    const { status, body } = await bulk({ action: "approve", ids });
    expect(status).toBe(200);
    expect(body.results).toEqual([...three.map((person) => ({ id: person.userId, outcome: "approved" })), { id: decided.userId, outcome: "already_decided" }]);
    expect(await statusesOf(ids)).toEqual({ ...Object.fromEntries(three.map((person) => [person.userId, "approved"])), [decided.userId]: "rejected" });
    for (const person of three) {
      expect(await subjectsOf(person.email)).toContainEqual(expect.stringMatching(/^Your membership has been approved/));
      expect(await t.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, person.userId))).toHaveLength(1);
    }
    // Sent again, nothing more happens: no second mail, no second invoice, no second log entry.
    expect((await bulk({ action: "approve", ids: three.map((person) => person.userId) })).body.results.map((result) => result.outcome)).toEqual([
      "already_decided",
      "already_decided",
      "already_decided",
    ]);
    const approvals = await t.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.subjectUserId, three.map((person) => person.userId)));
    expect(approvals).toHaveLength(3);
    expect((await subjectsOf(three[0]!.email)).filter((subject) => subject.startsWith("Your membership has been approved"))).toHaveLength(1);
  });

  it("rejects applicants with the rejection mail; an approved member is already decided and keeps their access", async () => {
    const pending = await applicant();
    const approved = await t.createUser({ role: "member" });
    const { body } = await bulk({ action: "reject", ids: [pending.userId, approved.userId] });
    expect(body.results.map((result) => result.outcome)).toEqual(["rejected", "already_decided"]);
    expect(await statusesOf([pending.userId, approved.userId])).toEqual({ [pending.userId]: "rejected", [approved.userId]: "approved" });
    expect(await subjectsOf(pending.email)).toContainEqual(expect.stringMatching(/^Your membership application/));
    expect(await subjectsOf(approved.email)).toEqual([]);
  });

  it("gives a role to approved members only, never the admin's own, and reports each refusal", async () => {
    const approved = await t.createUser({ role: "member" });
    const pending = await applicant();
    const { body } = await bulk({ action: "role", role: "admin", ids: [approved.userId, pending.userId, admin.userId, "nobody-at-all"] });
    expect(body.results.map((result) => result.outcome)).toEqual(["role_changed", "not_approved", "own_account", "not_found"]);
    const roles = await t.db.select({ id: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, [approved.userId, pending.userId]));
    expect(roles.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { id: approved.userId, role: "admin" },
      { id: pending.userId, role: "pending" },
    ]);
  });

  it("removes people completely, never the admin's own account, and goes on after a refusal", async () => {
    const other = await t.createUser({ role: "member" });
    const second = await applicant();
    const { body } = await bulk({ action: "remove", ids: [other.userId, admin.userId, second.userId] });
    expect(body.results.map((result) => result.outcome)).toEqual(["removed", "own_account", "removed"]);
    expect(await t.db.select({ id: user.id }).from(user).where(inArray(user.id, [admin.userId, other.userId, second.userId]))).toEqual([{ id: admin.userId }]);
    // Gone means gone: a second try reports it rather than failing the whole request.
    expect((await bulk({ action: "remove", ids: [other.userId] })).body.results).toEqual([{ id: other.userId, outcome: "not_found" }]);
  });

  it("refuses a bad body with a clear 400 and changes nothing", async () => {
    const person = await applicant();
    const many = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    for (const json of [
      { action: "approve", ids: [] },
      { action: "approve", ids: many },
      { action: "approve", ids: [person.userId, person.userId] },
      { action: "approve", ids: [person.userId], role: "admin" },
      { action: "role", ids: [person.userId] },
      { action: "role", ids: [person.userId], role: "owner" },
      { action: "promote", ids: [person.userId] },
      { action: "approve", ids: ["a\u0000b"] },
      { action: "approve", ids: person.userId },
    ]) {
      const { status, body } = await bulk(json);
      expect(status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(body).toMatchObject({ code: "validation_failed" });
    }
    expect(await statusesOf([person.userId])).toEqual({ [person.userId]: "pending" });
    expect(await subjectsOf(person.email)).toEqual([]);
  });
});
