import { type AuditLogPage, type MemberListPage, REMOVED_MEMBER } from "@ssem/core";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { issueToken } from "../../auth/one-time-tokens";
import { invoices, mailingListSubscribers, mailOutbox, membershipApplications, payments, profiles, user, userRoles } from "../../db/schema";
import { bookPayment, issueInvoices } from "../../fees/invoices";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: admin.cookie });

async function applicant(email?: string) {
  const created = await t.createUser({ role: "pending", email });
  await t.db.insert(membershipApplications).values({ userId: created.userId, field: "nursing", studentType: "student", yearOfCompletion: 2029, placeOfStudy: "Bern", message: "Hello" });
  return created;
}

const rolesOf = async (userId: string) => (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((row) => row.role).sort();
const statusOf = async (userId: string) => (await t.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, userId)))[0]?.status;
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);

describe("decisions", () => {
  it("approve sets status approved, replaces pending by member, mails once and logs once, however often it is sent", async () => {
    const person = await applicant();
    for (let round = 0; round < 2; round += 1) {
      const response = await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" });
      expect(response.status).toBe(200);
    }
    expect(await statusOf(person.userId)).toBe("approved");
    expect(await rolesOf(person.userId)).toEqual(["member"]);
    const mails = await mailsTo(person.email);
    expect(mails.filter((mail) => mail.subject.startsWith("Your membership has been approved"))).toHaveLength(1);
    const log = (await (await asAdmin("/api/admin/audit-log")).json()) as AuditLogPage;
    expect(log.entries.filter((entry) => entry.action === "member_approved" && entry.subjectName === "Test Person")).toHaveLength(1);
  });

  it("reject sets status rejected only, mails the applicant, and a rejected person cannot then be approved here", async () => {
    const person = await applicant();
    expect((await asAdmin(`/api/admin/members/${person.userId}/reject`, { method: "POST" })).status).toBe(200);
    expect(await statusOf(person.userId)).toBe("rejected");
    expect(await rolesOf(person.userId)).toEqual(["pending"]);
    expect((await mailsTo(person.email)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Your membership application/));
    const approve = await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" });
    expect(approve.status).toBe(409);
    expect(await approve.json()).toMatchObject({ code: "conflict" });
  });
});

describe("roles", () => {
  it("Save Changes replaces every role with the chosen one and says so", async () => {
    const person = await t.createUser({ role: "member" });
    const response = await asAdmin(`/api/admin/members/${person.userId}/role`, { method: "PUT", json: { role: "admin" } });
    expect(response.status).toBe(200);
    expect(await rolesOf(person.userId)).toEqual(["admin"]);
    expect((await asAdmin(`/api/admin/members/${person.userId}/role`, { method: "PUT", json: { role: "member" } })).status).toBe(200);
    expect(await rolesOf(person.userId)).toEqual(["member"]);
  });

  it("gives a role to approved members only: a pending or rejected person gets a clear 409 and keeps their roles", async () => {
    const pending = await applicant();
    const rejected = await applicant();
    expect((await asAdmin(`/api/admin/members/${rejected.userId}/reject`, { method: "POST" })).status).toBe(200);
    for (const person of [pending, rejected]) {
      for (const role of ["member", "admin"]) {
        const response = await asAdmin(`/api/admin/members/${person.userId}/role`, { method: "PUT", json: { role } });
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ code: "conflict", error: "Only approved members can be given a role. Approve the application first." });
      }
      expect(await rolesOf(person.userId)).toEqual(["pending"]);
    }
  });

  it("a member role left on a rejected person (given before roles required approval) opens nothing", async () => {
    const rejected = await t.loginAs("pending", "rejected");
    await t.db.insert(userRoles).values({ userId: rejected.userId, role: "member" });
    const me = (await (await t.request("/api/me", { cookie: rejected.cookie })).json()) as { roles: string[]; isMember: boolean };
    expect(me).toMatchObject({ roles: ["pending"], isMember: false });
    expect((await t.request("/api/files", { cookie: rejected.cookie })).status).toBe(403);
  });

  it("an admin cannot change their own role", async () => {
    const response = await asAdmin(`/api/admin/members/${admin.userId}/role`, { method: "PUT", json: { role: "member" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "own_account", error: "You cannot change your own role. Ask another admin." });
    expect(await rolesOf(admin.userId)).toEqual(["admin"]);
  });

  it("an admin cannot remove themselves", async () => {
    const response = await asAdmin(`/api/admin/members/${admin.userId}`, { method: "DELETE" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "own_account", error: "You cannot remove your own account. Ask another admin." });
  });

  // With the self rule, the last admin could only be lost by two admins acting on each other at once.
  for (const second of ["demote", "remove"] as const) {
    it(`two admins acting on each other at once (one demotes, the other ${second}s): an admin always remains`, async () => {
      const x = await t.loginAs("admin");
      const y = await t.loginAs("admin");
      await t.db.execute(sql`delete from user_roles where role = 'admin' and user_id not in (${x.userId}, ${y.userId})`);
      const [first, last] = await Promise.all([
        t.request(`/api/admin/members/${y.userId}/role`, { method: "PUT", json: { role: "member" }, cookie: x.cookie }),
        second === "demote"
          ? t.request(`/api/admin/members/${x.userId}/role`, { method: "PUT", json: { role: "member" }, cookie: y.cookie })
          : t.request(`/api/admin/members/${x.userId}`, { method: "DELETE", cookie: y.cookie }),
      ]);
      const statuses = [first.status, last.status].sort();
      expect(statuses[0]).toBe(200);
      // Refused by the rule (409), or no longer an admin (403), or no longer signed in (401: removed).
      expect([401, 403, 409]).toContain(statuses[1]);
      const refused = first.status === 200 ? last : first;
      if (refused.status === 409) expect(await refused.json()).toMatchObject({ code: "last_admin" });
      const [admins] = ((await t.db.execute(sql`select count(*)::int as n from user_roles where role = 'admin'`)) as unknown as { rows: Array<{ n: number }> }).rows;
      expect(admins!.n).toBe(1);
      // Restore the admin the rest of the tests act as.
      await t.db.insert(userRoles).values({ userId: admin.userId, role: "admin" }).onConflictDoNothing();
    });
  }
});

describe("removal", () => {
  it("deletes every row of the person in every table, their unsent mail too, and keeps others' rows", async () => {
    const person = await applicant();
    const bystander = await applicant();
    await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" });
    await asAdmin(`/api/admin/members/${bystander.userId}/approve`, { method: "POST" });
    const personCookie = await t.signIn(person.email, person.password);
    await issueToken(t.db, person.userId, "recovery");
    await t.db.insert(mailOutbox).values({ to: person.email, subject: "sent already", text: "t", html: "h", status: "sent", sentAt: new Date() });
    // An invoice with a payment: kept for the books (art. 958f CO), with the name as billed only; a member who
    // paid once has the member area (ADR 033).
    const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [person.userId], year: 2099, issuedOn: "2099-01-05" });
    await bookPayment(t.db, { invoiceId: invoice!.id, amountRappen: 1000, paidOn: "2099-01-20", recordedBy: admin.userId });
    // A ride-along request (stored, and mailed to the board with their address to reply to) and a subscription.
    expect((await t.request("/api/ride-along-requests", { json: { location: "zurich", yearOfStudies: "2" }, cookie: personCookie })).status).toBe(201);
    await t.db.insert(mailingListSubscribers).values({ email: person.email, confirmedAt: new Date() });

    const response = await asAdmin(`/api/admin/members/${person.userId}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(kept).toMatchObject({ userId: null, billedEmail: null, billedName: "Test Person", paidRappen: 1000, paidOn: "2099-01-20" });
    expect(await t.db.select({ amount: payments.amountRappen }).from(payments).where(eq(payments.invoiceId, invoice!.id))).toEqual([{ amount: 1000 }]);

    const tables = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(tables.rows.length).toBeGreaterThan(5);
    for (const { table_name: table } of tables.rows) {
      const rows = (await t.db.execute(sql`select * from ${sql.identifier(table)}`)) as unknown as { rows: unknown[] };
      const mentioning = rows.rows.filter((row) => {
        const text = JSON.stringify(row);
        return text.includes(person.userId) || (text.includes(person.email) && !text.includes("sent already"));
      });
      expect(mentioning, `rows of the removed person left in ${table}`).toEqual([]);
    }
    // Mail already sent is not theirs to take back; housekeeping deletes it after the retention period.
    expect((await mailsTo(person.email)).map((mail) => mail.subject)).toEqual(["sent already"]);
    expect(await statusOf(bystander.userId)).toBe("approved");
    expect((await mailsTo(bystander.email)).length).toBeGreaterThan(0);
  });

  it("the audit log keeps what happened and names a removed person 'a member who has since been removed'", async () => {
    const person = await applicant();
    await asAdmin(`/api/admin/members/${person.userId}/approve`, { method: "POST" });
    await asAdmin(`/api/admin/members/${person.userId}`, { method: "DELETE" });
    const log = (await (await asAdmin("/api/admin/audit-log?pageSize=2")).json()) as AuditLogPage;
    expect(log.entries.map((entry) => [entry.action, entry.subjectName])).toEqual([
      ["member_removed", null],
      ["member_approved", REMOVED_MEMBER],
    ]);
    expect(log.entries[0]!.actorName).toBe("Test Person");
    expect(log.total).toBeGreaterThan(2);
    expect(JSON.stringify(log)).not.toContain(person.email);
  });

  it("answers 404 for a person who does not exist", async () => {
    const response = await asAdmin("/api/admin/members/nobody-here", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: "not_found", error: "There is no such member." });
  });

  it("answers 404, not 500, for an id with a NUL or another control character, on every endpoint that takes one", async () => {
    for (const id of ["%00", "abc%00def", "%0A", "%7F"]) {
      for (const [method, path, json] of [
        ["POST", `/api/admin/members/${id}/approve`, undefined],
        ["POST", `/api/admin/members/${id}/reject`, undefined],
        ["PUT", `/api/admin/members/${id}/role`, { role: "member" }],
        ["DELETE", `/api/admin/members/${id}`, undefined],
      ] as const) {
        const response = await asAdmin(path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ code: "not_found", error: "There is no such member." });
      }
    }
  });
});

describe("lists", () => {
  it("pending lists applicants newest first with their application; decided lists approved and rejected", async () => {
    const older = await applicant();
    const newer = await applicant();
    await t.db.update(profiles).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(profiles.id, older.userId));
    const pending = (await (await asAdmin("/api/admin/members?status=pending")).json()) as MemberListPage;
    const ids = pending.members.map((member) => member.id);
    expect(ids.indexOf(newer.userId)).toBeLessThan(ids.indexOf(older.userId));
    expect(pending.members.find((member) => member.id === newer.userId)).toMatchObject({
      email: newer.email,
      emailConfirmed: true,
      status: "pending",
      roles: ["pending"],
      application: { field: "nursing", studentType: "student", yearOfCompletion: 2029, placeOfStudy: "Bern", message: "Hello" },
    });
    expect(pending.members.every((member) => member.status === "pending")).toBe(true);
    // An applicant who has not opened the confirmation link yet is listed as such.
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, older.userId));
    const again = (await (await asAdmin("/api/admin/members?status=pending&pageSize=100")).json()) as MemberListPage;
    expect(again.members.find((member) => member.id === older.userId)?.emailConfirmed).toBe(false);

    await asAdmin(`/api/admin/members/${older.userId}/reject`, { method: "POST" });
    const decided = (await (await asAdmin("/api/admin/members?status=decided&pageSize=100")).json()) as MemberListPage;
    expect(decided.members.map((member) => member.id)).toContain(older.userId);
    expect(decided.members.every((member) => member.status !== "pending")).toBe(true);
    const rejected = (await (await asAdmin("/api/admin/members?status=rejected&pageSize=100")).json()) as MemberListPage;
    expect(rejected.members.map((member) => member.status)).toEqual(rejected.members.map(() => "rejected"));
  });

  it("searches name and e-mail, filters by role (none: no role row), and pages with a total", async () => {
    const tag = `zq${Date.now()}`;
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await t.createUser({ email: `${tag}-${index}@example.org` }));
    const page = async (query: string) => (await (await asAdmin(`/api/admin/members?${query}`)).json()) as MemberListPage;

    const first = await page(`q=${tag}&pageSize=2&page=1`);
    const third = await page(`q=${tag}&pageSize=2&page=3`);
    expect(first.total).toBe(5);
    expect(first.members).toHaveLength(2);
    expect(third.members).toHaveLength(1);
    expect(third.total).toBe(5);
    // Past the last match there is no row to carry the count: the total is still right.
    expect(await page(`q=${tag}&pageSize=2&page=4`)).toMatchObject({ members: [], total: 5 });
    expect(await page(`q=nobody-matches-${tag}`)).toMatchObject({ members: [], total: 0 });
    const all = [...first.members, ...(await page(`q=${tag}&pageSize=2&page=2`)).members, ...third.members].map((member) => member.id);
    expect(new Set(all).size).toBe(5);

    await t.db.update(profiles).set({ firstName: "zoë", lastName: `Ümlaut${tag}` }).where(eq(profiles.id, made[0]!.userId));
    expect((await page(`q=${encodeURIComponent(`ZOë Ümlaut${tag}`)}`)).members.map((member) => member.id)).toEqual([made[0]!.userId]);
    // Case folds beyond ASCII on every server (the embedded one's locale is C), and the name is
    // found both ways round.
    expect((await page(`q=${encodeURIComponent(`ZOË ümlaut${tag}`)}`)).members.map((member) => member.id)).toEqual([made[0]!.userId]);
    expect((await page(`q=${encodeURIComponent(`ümlaut${tag.toUpperCase()} Zoë`)}`)).members.map((member) => member.id)).toEqual([made[0]!.userId]);
    // Wildcards are searched for as themselves.
    expect((await page(`q=${encodeURIComponent("%")}`)).total).toBe(0);

    await t.db.delete(userRoles).where(eq(userRoles.userId, made[1]!.userId));
    const none = await page(`q=${tag}&role=none`);
    expect(none.members.map((member) => [member.id, member.roles])).toEqual([[made[1]!.userId, []]]);
    expect((await page(`q=${tag}&role=member`)).total).toBe(4);
    expect((await page(`q=${tag}&role=admin`)).total).toBe(0);
  });

  it("answers any query string with 200 or a 400 in the error format, never a 5xx", async () => {
    const value = fc.oneof(fc.string({ unit: "binary", maxLength: 30 }), fc.constantFrom("\u0000", "%", "_", "\\", "'", "-1", "1e9", "2.5", "x".repeat(500)));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("q", "page", "pageSize", "status", "role"), value, async (name, text) => {
        const response = await asAdmin(`/api/admin/members?${new URLSearchParams({ [name]: text }).toString()}`);
        expect([200, 400], `${name}=${JSON.stringify(text)}`).toContain(response.status);
        if (response.status === 400) expect(await response.json()).toMatchObject({ code: "validation_failed" });
      }),
      { numRuns: 60 },
    );
  });

  it("refuses bad paging and filters with a clear 400", async () => {
    for (const query of ["page=0", "pageSize=1000", "status=everyone", "role=owner", "page=abc"]) {
      const response = await asAdmin(`/api/admin/members?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});

describe("CSV export", () => {
  it("is UTF-8 with a BOM, keeps umlauts, and neutralises cells that a spreadsheet would run as a formula", async () => {
    const tag = `csv${Date.now()}`;
    const person = await t.createUser({ email: `${tag}@example.org` });
    const formulas = ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "\tTab", "\rCR"];
    await t.db.update(profiles).set({ firstName: "Jürg", lastName: formulas.join(""), phone: formulas[3] }).where(eq(profiles.id, person.userId));
    for (const formula of formulas) {
      await t.db.update(profiles).set({ lastName: formula }).where(eq(profiles.id, person.userId));
      const response = await asAdmin(`/api/admin/members/export?q=${tag}`);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toContain("attachment");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      const [header, row] = text.split("\r\n");
      expect(header).toBe('"Last Name";"First Name";"Field";"Student/Resident";"Year of completion";"Place of Study";"Email Address";"Phone Number";"Language";"Status";"Roles";"Applied on"');
      expect(row).toContain(`"'${formula.replace(/"/g, '""')}";"Jürg";"";"";"";"";"${tag}@example.org";"'@SUM(A1)";"en";"approved"`);
    }
  });

  it("writes the headers in the downloading admin's language and the cells as data, with semicolons for Swiss Excel", async () => {
    const tag = `german${Date.now()}`;
    const person = await t.createUser({ email: `${tag}@example.org` });
    // The member's language as a code, which the import reads back (issue 39, point 13).
    await t.db.update(profiles).set({ firstName: "Zoë", lastName: "Dvořák; Čolić", locale: "fr" }).where(eq(profiles.id, person.userId));
    const bytes = Buffer.from(await (await asAdmin(`/api/admin/members/export?q=${tag}&lang=de`)).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(header).toBe('"Nachname";"Vorname";"Fachrichtung";"Studierende/Assistenz";"Abschlussjahr";"Studienort";"E-Mail-Adresse";"Telefonnummer";"Sprache";"Mitgliedschaftsstatus";"Rollen";"Beantragt am"');
    expect(row).toMatch(new RegExp(`^"Dvořák; Čolić";"Zoë";"";"";"";"";"${tag}@example.org";"";"fr";"approved";"member";"\\d{4}-\\d\\d-\\d\\d"$`));
    expect((await asAdmin(`/api/admin/members/export?lang=EN`)).status).toBe(400);
  });

  it("writes a phone number as plain text, without the apostrophe, so the file can be imported again", async () => {
    const tag = `phone${Date.now()}`;
    const person = await t.createUser({ email: `${tag}@example.org` });
    await t.db.update(profiles).set({ phone: "+41 79 000 00 00" }).where(eq(profiles.id, person.userId));
    const text = await (await asAdmin(`/api/admin/members/export?q=${tag}`)).text();
    expect(text.split("\r\n")[1]).toContain(`"${tag}@example.org";"+41 79 000 00 00";"en";"approved";"member";`);
  });
});
