import { type AuditLogPage, type MemberRecord, REMOVED_MEMBER, swissToday } from "@ssem/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditLog, invoices, mailingListSubscribers, membershipApplications, profiles, user, userRoles } from "../../db/schema";
import { billingYear, bookPayment, issueInvoices } from "../../fees/invoices";
import { linkToken, signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: admin.cookie });
const record = async (userId: string) => (await (await asAdmin(`/api/admin/members/${userId}`)).json()) as MemberRecord;
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);
const entriesAbout = async (userId: string) => (await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, userId))).map(({ action, details }) => ({ action, details }));

async function applicant({ confirmed = true } = {}) {
  const created = await t.createUser({ role: "pending", firstName: "Testa", lastName: "Applicant" });
  await t.db.insert(membershipApplications).values({ userId: created.userId, field: "paramedic", studentType: "student", yearOfCompletion: 2029, placeOfStudy: "Test University", message: "Test message" });
  if (!confirmed) await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, created.userId));
  return created;
}

/** A member as the bulk import makes them: invited, no password yet. */
async function invitee(email: string) {
  const response = await asAdmin("/api/admin/members/import", { json: { members: [{ firstName: "Testo", lastName: "Invitee", email }], sendInvoice: false } });
  expect(response.status).toBe(200);
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe("GET /api/admin/members/:id", () => {
  it("holds every field we keep: profile, application, status, roles, address, invoices, subscription and the history", async () => {
    const person = await applicant();
    await t.db.update(profiles).set({ jobTitle: "Test job", university: "Test Workplace", yearOfStudy: "3", phone: "+41 00 000 00 00" }).where(eq(profiles.id, person.userId));
    await t.db.insert(mailingListSubscribers).values({ email: person.email, confirmedAt: new Date() });
    expect((await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" })).status).toBe(200);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.userId, person.userId));
    await bookPayment(t.db, { invoiceId: invoice!.id, amountRappen: invoice!.amountRappen, paidOn: "2026-02-01" });

    const view = await record(person.userId);
    expect(view).toMatchObject({
      id: person.userId,
      profile: { firstName: "Testa", lastName: "Applicant", email: person.email, jobTitle: "Test job", university: "Test Workplace", yearOfStudy: "3", phone: "+41 00 000 00 00", locale: "en" },
      emailConfirmed: true,
      status: "approved",
      roles: ["member"],
      application: { field: "paramedic", studentType: "student", yearOfCompletion: 2029, placeOfStudy: "Test University", message: "Test message" },
      invite: { state: "not_invited", sentAt: null },
      hasPassword: true,
      mailingList: { state: "confirmed" },
    });
    expect(view.decidedAt).not.toBeNull();
    expect(view.invoices).toEqual([expect.objectContaining({ year: invoice!.year, state: "paid", amountRappen: 1000, paidRappen: 1000, paidOn: "2026-02-01" })]);
    expect(view.history.map((event) => [event.kind, event.by, event.actor])).toEqual([
      ["applied", null, null],
      ["confirmed", null, null],
      ["approved", "Test Person", { kind: "person", name: "Test Person" }],
    ]);
  });

  it("names an approving admin who has since been removed as a party, which the web app words in its reader's language", async () => {
    const person = await applicant();
    expect((await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" })).status).toBe(200);
    const former = await t.createUser({ role: "admin" });
    await t.db.update(auditLog).set({ actorId: former.userId }).where(eq(auditLog.subjectUserId, person.userId));
    await t.db.delete(user).where(eq(user.id, former.userId));
    const approved = (await record(person.userId)).history.find((event) => event.kind === "approved");
    expect(approved).toMatchObject({ by: REMOVED_MEMBER, actor: { kind: "removed" } });
  });

  it("answers 404 for an id nobody has and for one no account can have", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "%00", "x%01y"]) {
      const response = await asAdmin(`/api/admin/members/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "not_found", error: "There is no such member." });
    }
  });

  it("answers any string as the id that names nobody with a 404, never a 5xx", async () => {
    await fc.assert(
      // Paths the URL itself resolves elsewhere ("", ".", "..") and the list's own "export" are not ids.
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 40 }).filter((id) => !["", ".", "..", "export"].includes(id)), async (id) => {
        const response = await asAdmin(`/api/admin/members/${encodeURIComponent(id)}`);
        expect(response.status).toBe(404);
      }),
      { numRuns: 60 },
    );
  });

  it("does not shadow the member export", async () => {
    const response = await asAdmin("/api/admin/members/export");
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
  });
});

describe("PATCH /api/admin/members/:id/profile", () => {
  it("corrects the fields, and the audit entry names which fields changed but not their values", async () => {
    const person = await applicant();
    const response = await asAdmin(`/api/admin/members/${person.userId}/profile`, {
      method: "PATCH",
      json: { firstName: "Testa", lastName: "Corrected", jobTitle: "", phone: "+41 11 111 11 11", email: "other@example.org" },
    });
    expect(response.status).toBe(200);
    const view = (await response.json()) as MemberRecord;
    expect(view.profile).toMatchObject({ firstName: "Testa", lastName: "Corrected", phone: "+41 11 111 11 11", jobTitle: null, email: person.email });
    expect(await entriesAbout(person.userId)).toEqual([{ action: "profile_corrected", details: { fields: "lastName, phone" } }]);
    expect(JSON.stringify(await entriesAbout(person.userId))).not.toContain("Corrected");
  });

  it("refuses what the member's own form refuses, with its message, and changes nothing", async () => {
    const person = await applicant();
    for (const json of [{ firstName: "  ", lastName: "Applicant" }, { phone: "+41\u0000" }, { university: "x".repeat(201) }]) {
      const response = await asAdmin(`/api/admin/members/${person.userId}/profile`, { method: "PATCH", json });
      expect(response.status).toBe(400);
    }
    const refused = await asAdmin(`/api/admin/members/${person.userId}/profile`, { method: "PATCH", json: { firstName: "", lastName: "Applicant" } });
    expect(((await refused.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe("First name and last name are required");
    expect((await record(person.userId)).profile).toMatchObject({ firstName: "Testa", lastName: "Applicant", phone: null });
    expect(await entriesAbout(person.userId)).toEqual([]);
  });

  it("writes no entry when nothing changed, and answers 404 for nobody", async () => {
    const person = await applicant();
    expect((await asAdmin(`/api/admin/members/${person.userId}/profile`, { method: "PATCH", json: { firstName: "Testa" } })).status).toBe(200);
    expect(await entriesAbout(person.userId)).toEqual([]);
    expect((await asAdmin("/api/admin/members/00000000-0000-4000-8000-000000000000/profile", { method: "PATCH", json: { firstName: "Testa" } })).status).toBe(404);
  });
});

describe("POST /api/admin/members/:id/reapprove", () => {
  it("approves a rejected person again: member role, the approval mail and the invoice, audited as such", async () => {
    const person = await applicant();
    expect((await asAdmin(`/api/admin/members/${person.userId}/reject`, { method: "POST" })).status).toBe(200);
    const response = await asAdmin(`/api/admin/members/${person.userId}/reapprove`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "approved" });
    const view = await record(person.userId);
    expect(view).toMatchObject({ status: "approved", roles: ["member"] });
    expect(view.invoices).toHaveLength(1);
    const subjects = (await mailsTo(person.email)).map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/^Your membership has been approved/));
    expect(subjects.filter((subject) => /invoice/i.test(subject))).toHaveLength(1);
    expect(view.history.map((event) => event.kind)).toEqual(["applied", "confirmed", "rejected", "reapproved"]);
    // A second click changes nothing and mails nothing more.
    expect((await asAdmin(`/api/admin/members/${person.userId}/reapprove`, { method: "POST" })).status).toBe(200);
    expect((await mailsTo(person.email)).filter((mail) => mail.subject.startsWith("Your membership has been approved"))).toHaveLength(1);
    expect((await entriesAbout(person.userId)).map((entry) => entry.action)).toEqual(["member_rejected", "member_reapproved"]);
  });

  it("re-admits a person whose unpaid membership was ended: the year's cancelled invoice is issued again and mailed", async () => {
    const person = await t.createUser({ studentType: "student" });
    const year = billingYear(swissToday());
    const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [person.userId], year, issuedOn: `${year}-01-05` });
    // What ending the membership leaves (ADR 019): status rejected, no member role, the invoice cancelled.
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Not paid" }).where(eq(invoices.id, invoice!.id));
    await t.db.update(profiles).set({ status: "rejected" }).where(eq(profiles.id, person.userId));
    await t.db.delete(userRoles).where(eq(userRoles.userId, person.userId));

    expect((await asAdmin(`/api/admin/members/${person.userId}/reapprove`, { method: "POST" })).status).toBe(200);
    const view = await record(person.userId);
    expect(view).toMatchObject({ status: "approved", roles: ["member"] });
    expect(view.invoices).toEqual([expect.objectContaining({ id: invoice!.id, state: "open", issuedOn: swissToday() })]);
    expect((await mailsTo(person.email)).filter((mail) => /invoice/i.test(mail.subject))).toHaveLength(1);
  });

  it("refuses a pending applicant (Approve is the way) with a clear 409 and changes nothing", async () => {
    const person = await applicant();
    const response = await asAdmin(`/api/admin/members/${person.userId}/reapprove`, { method: "POST" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: "conflict", error: "Only a rejected application can be approved again." });
    expect((await record(person.userId)).status).toBe("pending");
    expect(await mailsTo(person.email)).toEqual([]);
  });
});

describe("resending links", () => {
  it("resends the invite of an invitee who has not used it, through the same link, within the address's cap", async () => {
    const email = `invitee-${Date.now()}@example.org`;
    const userId = await invitee(email);
    expect((await record(userId)).invite.state).toBe("unused");
    const first = linkToken((await mailsTo(email))[0]!.text, "access_token");
    expect((await asAdmin(`/api/admin/members/${userId}/resend-invite`, { method: "POST" })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your membership account/), expect.stringMatching(/^Your membership account/)]);
    const second = linkToken(mails[0]!.text, "access_token");
    // The earlier link is retired: one mechanism, one valid link.
    expect((await t.request("/api/account/password-links/inspect", { json: { type: "invite", token: first } })).status).toBe(400);
    expect((await t.request("/api/account/password-links/inspect", { json: { type: "invite", token: second } })).status).toBe(200);
    expect((await entriesAbout(userId)).map((entry) => entry.action)).toEqual(["invite_resent"]);

    // Three links per address per 15 minutes, as for the public requests.
    expect((await asAdmin(`/api/admin/members/${userId}/resend-invite`, { method: "POST" })).status).toBe(200);
    expect((await asAdmin(`/api/admin/members/${userId}/resend-invite`, { method: "POST" })).status).toBe(200);
    const capped = await asAdmin(`/api/admin/members/${userId}/resend-invite`, { method: "POST" });
    expect(capped.status).toBe(429);
    expect(await capped.json()).toMatchObject({ code: "rate_limited" });
    expect(await mailsTo(email)).toHaveLength(4);

    // Used: the invitee chose a password; the view says so and there is nothing to resend.
    expect((await t.request("/api/account/password-links/use", { json: { type: "invite", token: linkToken((await mailsTo(email))[0]!.text, "access_token"), password: "Secret1" } })).status).toBe(200);
    expect((await record(userId)).invite.state).toBe("used");
    expect((await record(userId)).history.map((event) => event.kind)).toEqual(["imported", "confirmed"]);
    const used = await asAdmin(`/api/admin/members/${userId}/resend-invite`, { method: "POST" });
    expect(used.status).toBe(409);
    expect(await used.json()).toEqual({ code: "conflict", error: "This person has already chosen a password: the invite has been used." });
  });

  it("resends the confirmation to an unconfirmed address only", async () => {
    const unconfirmed = await applicant({ confirmed: false });
    const resent = await asAdmin(`/api/admin/members/${unconfirmed.userId}/resend-confirmation`, { method: "POST" });
    expect(await resent.json()).toEqual({ status: "sent" });
    const [mail] = await mailsTo(unconfirmed.email);
    expect(mail!.subject).toMatch(/^Please confirm your e-mail address/);
    expect((await t.request("/api/account/confirm-email", { json: { tokenHash: linkToken(mail!.text, "token_hash") } })).status).toBe(200);
    expect((await record(unconfirmed.userId)).emailConfirmed).toBe(true);
    expect((await entriesAbout(unconfirmed.userId)).map((entry) => entry.action)).toEqual(["confirmation_resent"]);

    const confirmed = await asAdmin(`/api/admin/members/${unconfirmed.userId}/resend-confirmation`, { method: "POST" });
    expect(confirmed.status).toBe(409);
    expect(await confirmed.json()).toEqual({ code: "conflict", error: "This address is already confirmed." });
    const email = `invitee-confirm-${Date.now()}@example.org`;
    const noPassword = await asAdmin(`/api/admin/members/${await invitee(email)}/resend-confirmation`, { method: "POST" });
    expect(noPassword.status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await asAdmin("/api/admin/members/00000000-0000-4000-8000-000000000000/resend-confirmation", { method: "POST" })).status).toBe(404);
  });
});

describe("GET /api/admin/audit-log?subject=", () => {
  it("lists only the entries about that person", async () => {
    const person = await applicant();
    const other = await applicant();
    await asAdmin(`/api/admin/members/${person.userId}/reject`, { method: "POST" });
    await asAdmin(`/api/admin/members/${other.userId}/approve`, { method: "POST" });
    const log = (await (await asAdmin(`/api/admin/audit-log?subject=${person.userId}`)).json()) as AuditLogPage;
    expect(log.total).toBe(1);
    expect(log.entries.map((entry) => entry.action)).toEqual(["member_rejected"]);
  });
});

// Issued directly: an invoice of a year the approval did not bill still shows.
it("lists invoices of every year, newest first", async () => {
  const person = await applicant();
  await issueInvoices(t.db, t.env.billing, { userIds: [person.userId], year: 2097, issuedOn: "2097-01-05" });
  await issueInvoices(t.db, t.env.billing, { userIds: [person.userId], year: 2098, issuedOn: "2098-01-05" });
  expect((await record(person.userId)).invoices.map((invoice) => [invoice.year, invoice.state])).toEqual([
    [2098, "open"],
    [2097, "open"],
  ]);
});
