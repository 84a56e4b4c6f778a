import { endOfMembershipYear, RESIGNED_BEFORE_YEAR_REASON, RESIGNED_UNPAID_REASON, resignationRefusals, swissToday } from "@ssem/core";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, invoices, mailingListSubscribers, profiles, resignations, user, userRoles } from "../../db/schema";
import { issueInvoices } from "../../fees/invoices";
import { previewRenewal } from "../../fees/renewal";
import { datedHousekeeping } from "../../housekeeping/housekeeping";
import { TEST_PASSWORD, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

const today = swissToday();
const year = Number(today.slice(0, 4));
const lastDay = endOfMembershipYear(today);
/** Noon in Zürich on a day (YYYY-MM-DD): a moment for the dated housekeeping. */
const noonOn = (day: string) => new Date(`${day}T11:00:00Z`);

/** A member with this year's fee open, signed in; optionally on the newsletter. */
async function memberWithOpenFee({ subscribed = false } = {}) {
  const created = await t.createUser({ role: "member", studentType: "student" });
  const [invoice] = await issueInvoices(t.db, t.env.billing, { userIds: [created.userId], year, issuedOn: today });
  if (subscribed) await t.db.insert(mailingListSubscribers).values({ email: created.email.toLowerCase(), confirmedAt: new Date() });
  return { ...created, invoice: invoice!, cookie: await t.signIn(created.email, created.password) };
}

const resign = (cookie: string, body: object) => t.request("/api/me/resignation", { method: "POST", cookie, json: body });
const overview = async (cookie: string) => (await t.request("/api/me/resignation", { cookie })).json();
const accountExists = async (userId: string) => (await t.db.select({ id: user.id }).from(user).where(eq(user.id, userId))).length === 1;

describe("GET /api/me/resignation", () => {
  it("shows a member the open invoices, the end of the membership year and the newsletter they may keep", async () => {
    const member = await memberWithOpenFee({ subscribed: true });
    expect(await overview(member.cookie)).toEqual({
      resignation: null,
      refusal: null,
      endOfYear: lastDay,
      subscribed: true,
      openInvoices: [{ number: expect.stringMatching(new RegExp(`^${year}-`)), year, outstandingRappen: 1000, state: "open" }],
    });
  });

  it("tells an admin and an applicant why they cannot resign here", async () => {
    expect((await overview((await t.loginAs("admin")).cookie)).refusal).toBe(resignationRefusals.admin);
    expect((await overview((await t.loginAs("pending")).cookie)).refusal).toBe(resignationRefusals.notMember);
  });
});

describe("POST /api/me/resignation", () => {
  it("at the end of the year: the membership runs on, the mail confirms it, and the day after the account goes and the books stay", async () => {
    const member = await memberWithOpenFee({ subscribed: true });
    const response = await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leavesOn: lastDay, keepsNewsletter: false, deleted: false });
    expect((await t.request("/api/me", { cookie: member.cookie })).status).toBe(200);
    const [mail] = (await t.outbox()).filter((each) => each.to === member.email);
    expect(mail!.subject).toMatch(/^Your resignation/);
    expect(mail!.text).toContain(`Your membership ends on ${lastDay.split("-").reverse().join(".")}`);

    // The admins see it, and what will be deleted when, in the person view.
    const admin = await t.loginAs("admin");
    const record = await (await t.request(`/api/admin/members/${member.userId}`, { cookie: admin.cookie })).json();
    expect(record.resignation).toMatchObject({ leavesOn: lastDay, keepsNewsletter: false });
    expect(record.history.at(-1)).toMatchObject({ kind: "resigned", by: null, leavesOn: lastDay });

    // The last day is still a day of membership.
    await datedHousekeeping(t.db, t.env, noonOn(lastDay));
    expect(await accountExists(member.userId)).toBe(true);

    const result = await datedHousekeeping(t.db, t.env, noonOn(`${year + 1}-01-01`));
    expect(result.resignedAccounts).toBeGreaterThanOrEqual(1);
    expect(await accountExists(member.userId)).toBe(false);
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, member.invoice.id));
    expect(kept).toMatchObject({ userId: null, billedEmail: null, billedName: member.invoice.billedName, cancelReason: RESIGNED_UNPAID_REASON });
    // Closed as of housekeeping's own moment (the simulated clock here), not the machine's.
    expect(kept!.cancelledAt!.toISOString()).toBe(noonOn(`${year + 1}-01-01`).toISOString());
    expect(await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, member.email.toLowerCase()))).toEqual([]);
    // Audited without naming the person.
    const [deletion] = await t.db.select().from(auditLog).where(eq(auditLog.action, "resigned_account_deleted")).orderBy(auditLog.at);
    expect(deletion).toMatchObject({ actorId: null, subjectUserId: null, details: { leftOn: lastDay, cancelledInvoices: 1 } });
  });

  it("tells every admin who resigned and when the account goes, in the admin's language and by name; the member is greeted by name (issue 39)", async () => {
    const board = await t.createUser({ role: "admin", firstName: "Greta", lastName: "Vorstand" });
    await t.db.update(profiles).set({ locale: "de" }).where(eq(profiles.id, board.userId));
    const member = await memberWithOpenFee();
    expect((await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD })).status).toBe(200);

    const day = lastDay.split("-").reverse().join(".");
    const notices = (await t.outbox()).filter((mail) => mail.text.includes(`Test Person (${member.email})`));
    const admins = await t.db.select({ email: user.email }).from(user).innerJoin(userRoles, eq(userRoles.userId, user.id)).where(eq(userRoles.role, "admin"));
    expect(notices.map((mail) => mail.to).sort()).toEqual(admins.map((admin) => admin.email).sort());
    const greta = notices.find((mail) => mail.to === board.email)!;
    expect(greta.subject).toMatch(/^Ein Mitglied ist ausgetreten \| /);
    expect(greta.text.startsWith(`Guten Tag Greta Vorstand,\n\nTest Person (${member.email}) ist ausgetreten. Die Mitgliedschaft endet am ${day},`)).toBe(true);
    const [own] = (await t.outbox()).filter((mail) => mail.to === member.email);
    expect(own!.text).toMatch(/^Hello Test Person,\n/);
  });

  it("now: the board hears that the account is gone already", async () => {
    const member = await memberWithOpenFee();
    expect((await resign(member.cookie, { when: "now", keepNewsletter: false, password: TEST_PASSWORD })).status).toBe(200);
    const notices = (await t.outbox()).filter((mail) => mail.text.includes(`Test Person (${member.email})`));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((mail) => /has resigned with immediate effect|ist mit sofortiger Wirkung ausgetreten/.test(mail.text))).toBe(true);
  });

  it("keeps a member who resigned and was made an admin since: housekeeping deletes no admin", async () => {
    const member = await memberWithOpenFee({ subscribed: false });
    expect((await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD })).status).toBe(200);
    await t.db.insert(userRoles).values({ userId: member.userId, role: "admin" });
    await datedHousekeeping(t.db, t.env, noonOn(`${year + 1}-01-01`));
    expect(await accountExists(member.userId)).toBe(true);
  });

  it("now: the account goes at once, the newsletter stays if chosen, the mail still goes out", async () => {
    const member = await memberWithOpenFee({ subscribed: true });
    const response = await resign(member.cookie, { when: "now", keepNewsletter: true, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leavesOn: today, deleted: true });
    expect(await accountExists(member.userId)).toBe(false);
    expect((await t.request("/api/me", { cookie: member.cookie })).status).toBe(401);
    expect(await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, member.email.toLowerCase()))).toHaveLength(1);
    const [mail] = (await t.outbox()).filter((each) => each.to === member.email);
    expect(mail!.text).toContain("your account has been deleted");
    expect(mail!.text).toContain("You keep receiving the newsletter");
    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, member.invoice.id));
    expect(kept).toMatchObject({ userId: null, cancelReason: RESIGNED_UNPAID_REASON });
    // The member's own request, not housekeeping, deleted it: the entry says so.
    const deletions = await t.db.select().from(auditLog).where(eq(auditLog.action, "resigned_account_deleted")).orderBy(auditLog.at);
    expect(deletions.at(-1)).toMatchObject({ actorId: null, subjectUserId: null, details: { leftOn: today, cancelledInvoices: 1, immediately: true } });
  });

  it("a kept newsletter goes on in the member's language, which no profile holds once the account is gone (issue 26)", async () => {
    const member = await memberWithOpenFee({ subscribed: true });
    // Subscribed on an English page, then chose Italian in the dashboard: their newsletters came in Italian.
    await t.db.update(profiles).set({ locale: "it" }).where(eq(profiles.id, member.userId));
    expect((await resign(member.cookie, { when: "now", keepNewsletter: true, password: TEST_PASSWORD })).status).toBe(200);
    expect(await accountExists(member.userId)).toBe(false);
    const kept = await t.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, member.email.toLowerCase()));
    expect(kept.map((subscription) => subscription.locale)).toEqual(["it"]);
  });

  it("refuses a wrong password, an admin and an applicant, and changes nothing", async () => {
    const member = await memberWithOpenFee();
    const wrong = await resign(member.cookie, { when: "now", keepNewsletter: false, password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "wrong_password" });
    for (const role of ["admin", "pending"] as const) {
      const other = await t.loginAs(role);
      const refused = await resign(other.cookie, { when: "now", keepNewsletter: false, password: TEST_PASSWORD });
      expect(refused.status).toBe(409);
      expect(await accountExists(other.userId)).toBe(true);
    }
    expect(await accountExists(member.userId)).toBe(true);
    expect(await t.db.select().from(resignations).where(eq(resignations.userId, member.userId))).toEqual([]);
  });

  it("names what is missing or wrong in the body", async () => {
    const member = await memberWithOpenFee();
    const response = await resign(member.cookie, { when: "tomorrow", password: "" });
    expect(response.status).toBe(400);
    expect((await response.json()).issues.map((issue: { message: string }) => issue.message)).toEqual(
      expect.arrayContaining(["Choose when you want to leave", "Please enter your password"]),
    );
  });

  it("bills no resigned member for a year after their last day", async () => {
    const member = await memberWithOpenFee();
    const before = await previewRenewal(t.db, year + 1);
    await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD });
    expect((await previewRenewal(t.db, year + 1)).members).toBe(before.members - 1);
  });
});

describe("an invoice for a year after the last day", () => {
  it("is cancelled when the member resigns at the year's end, and open again when they withdraw", async () => {
    const member = await memberWithOpenFee();
    const [next] = await issueInvoices(t.db, t.env.billing, { userIds: [member.userId], year: year + 1, issuedOn: today });
    const stateOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
    await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD });
    expect(await stateOf(next!.id)).toMatchObject({ cancelReason: RESIGNED_BEFORE_YEAR_REASON });
    // This year's fee stays owed until the last day.
    expect(await stateOf(member.invoice.id)).toMatchObject({ cancelledAt: null });
    await t.request("/api/me/resignation", { method: "DELETE", cookie: member.cookie });
    expect(await stateOf(next!.id)).toMatchObject({ cancelledAt: null, cancelReason: null, issuedOn: today });
  });
});

describe("DELETE /api/me/resignation", () => {
  it("withdraws a resignation: the membership simply continues past the year's end", async () => {
    const member = await memberWithOpenFee();
    await resign(member.cookie, { when: "end_of_year", keepNewsletter: false, password: TEST_PASSWORD });
    expect((await t.request("/api/me/resignation", { method: "DELETE", cookie: member.cookie })).status).toBe(200);
    expect((await overview(member.cookie)).resignation).toBeNull();
    await datedHousekeeping(t.db, t.env, noonOn(`${year + 1}-01-01`));
    expect(await accountExists(member.userId)).toBe(true);
    const again = await t.request("/api/me/resignation", { method: "DELETE", cookie: member.cookie });
    expect(again.status).toBe(404);
    const entries = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subjectUserId, member.userId)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["member_resigned", "resignation_withdrawn"]);
  });
});
