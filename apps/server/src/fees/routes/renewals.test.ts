import { type AuditLogPage, type RenewalPreview, type RenewalProgress, swissToday } from "@ssem/core";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feeRenewals, invoices, mailOutbox, profiles, user, userRoles } from "../../db/schema";
import { attachmentsOf } from "../../mail/outbox";
import { issueInvoices } from "../invoices";
import { RENEWAL_BATCH, resumeRenewals } from "../renewal";
import { createLogger } from "../../logger";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const asAdmin = (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie: admin.cookie });
const nextYear = Number(swissToday().slice(0, 4)) + 1;

async function preview(year = nextYear) {
  const response = await asAdmin(`/api/admin/fees/renewals/preview?year=${year}`);
  expect(response.status).toBe(200);
  return (await response.json()) as RenewalPreview;
}

/** Polls the progress as the admin's screen does, until the run is finished. */
async function untilFinished(year = nextYear): Promise<RenewalProgress> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const progress = (await (await asAdmin(`/api/admin/fees/renewals/${year}`)).json()) as RenewalProgress;
    if (progress.finished) return progress;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the renewal did not finish");
}

const invoicesFor = async (userIds: string[], year = nextYear) =>
  t.db.select().from(invoices).where(and(inArray(invoices.userId, userIds), eq(invoices.year, year)));

describe("renewal", () => {
  it("previews the active members and their total, bills each once with a mail, and a second run creates none", async () => {
    const students = await Promise.all(Array.from({ length: 3 }, () => t.createUser({ studentType: "student" })));
    const resident = await t.createUser({ studentType: "resident" });
    const pending = await t.createUser({ role: "pending", studentType: "student" });
    const ended = await t.createUser({ studentType: "student" });
    await t.db.delete(userRoles).where(eq(userRoles.userId, ended.userId));
    const alreadyBilled = await t.createUser({ studentType: "resident" });
    await issueInvoices(t.db, t.env.billing, { userIds: [alreadyBilled.userId], year: nextYear, issuedOn: swissToday() });

    const before = await preview();
    expect(before).toMatchObject({ year: nextYear, lastRun: null });
    // The signed-in admin has no application (no tier): not billed. Every other member here is.
    expect(before.members).toBe(4);
    expect(before.totalRappen).toBe(3 * 1000 + 2000);

    const started = await asAdmin("/api/admin/fees/renewals", { json: { year: nextYear } });
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ year: nextYear, planned: 4 });
    expect(await untilFinished()).toEqual({ year: nextYear, planned: 4, created: 4, finished: true });

    const billed = await invoicesFor([...students, resident, pending, ended].map((person) => person.userId));
    expect(billed.map((invoice) => invoice.userId).sort()).toEqual([...students, resident].map((person) => person.userId).sort());
    for (const person of [...students, resident]) {
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(new RegExp(`^Invoice ${nextYear}-\\d{6}: membership fee ${nextYear} `))]);
      expect((await attachmentsOf(t.db, mails[0]!.id)).map((file) => file.contentType)).toEqual(["application/pdf"]);
    }
    expect(await invoicesFor([alreadyBilled.userId])).toHaveLength(1);

    expect(await preview()).toMatchObject({ members: 0, totalRappen: 0, lastRun: { planned: 4, created: 4, finished: true } });
    await asAdmin("/api/admin/fees/renewals", { json: { year: nextYear } });
    expect(await untilFinished()).toEqual({ year: nextYear, planned: 0, created: 0, finished: true });
    expect(await invoicesFor([...students, resident].map((person) => person.userId))).toHaveLength(4);

    const log = (await (await asAdmin("/api/admin/audit-log?pageSize=5")).json()) as AuditLogPage;
    expect(log.entries.filter((entry) => entry.action === "fees_renewed").map((entry) => entry.sentence)).toEqual([
      `Test Person issued the invoices for ${nextYear}: 0 of 0 members`,
      `Test Person issued the invoices for ${nextYear}: 4 of 4 members`,
    ]);
  });

  it("resumes a run that a crash left in the middle, without billing anyone twice", async () => {
    const year = nextYear - 1;
    const members = await Promise.all(Array.from({ length: RENEWAL_BATCH + 20 }, () => t.createUser({ studentType: "student" })));
    // What a crash after the first batch leaves: some invoices, the run's row unfinished.
    const firstBatch = members.slice(0, 50).map((person) => person.userId);
    await issueInvoices(t.db, t.env.billing, { userIds: firstBatch, year, issuedOn: swissToday() });
    await t.db.insert(feeRenewals).values({ year, actorId: admin.userId, planned: members.length, created: 50 });
    // The earlier test's members have no invoice for this year either: the run bills them too.
    const left = (await preview(year)).members;
    expect(left).toBeGreaterThanOrEqual(members.length - 50);

    await resumeRenewals({ db: t.db, env: t.env, logger: createLogger({ silent: true }), notifyMailQueued: () => {} });
    expect(await untilFinished(year)).toEqual({ year, planned: members.length, created: 50 + left, finished: true });
    const billed = await invoicesFor(members.map((person) => person.userId), year);
    expect(billed).toHaveLength(members.length);
    // The first batch's members got their mail before the crash (not in this test); the rest got one each now.
    const mailed = await t.db.select({ to: mailOutbox.to }).from(mailOutbox).where(inArray(mailOutbox.to, members.map((person) => person.email)));
    expect(mailed).toHaveLength(members.length - 50);
  });

  it("a second start while a run is going resumes it rather than starting over", async () => {
    const year = nextYear - 1;
    await t.db.update(feeRenewals).set({ finishedAt: null, created: 7 }).where(eq(feeRenewals.year, year));
    const response = await asAdmin("/api/admin/fees/renewals", { json: { year } });
    expect(await response.json()).toMatchObject({ created: 7, finished: false });
    expect(await untilFinished(year)).toMatchObject({ created: 7, finished: true });
  });

  it("is not finished while a member it skipped (claimed by another process's batch, say) is left to bill", async () => {
    const year = nextYear;
    const held = await t.createUser({ studentType: "student" });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another process's batch holds this member, then fails and rolls back without billing them.
    const otherBatch = t.db
      .transaction(async (tx) => {
        await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, held.userId)).for("no key update");
        locked();
        await released;
        throw new Error("the other process's batch failed");
      })
      .catch(() => undefined);
    await isLocked;
    await asAdmin("/api/admin/fees/renewals", { json: { year } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await (await asAdmin(`/api/admin/fees/renewals/${year}`)).json()) as RenewalProgress).toMatchObject({ finished: false });
    release();
    await otherBatch;
    await untilFinished(year);
    expect(await invoicesFor([held.userId], year)).toHaveLength(1);
  });

  it("bills a member whose address is not confirmed yet, but mails the invoice only once it is", async () => {
    const year = nextYear;
    const invited = await t.createUser({ studentType: "student" });
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, invited.userId));
    await asAdmin("/api/admin/fees/renewals", { json: { year } });
    await untilFinished(year);
    expect(await invoicesFor([invited.userId], year)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, invited.email))).toEqual([]);
  });

  it("bills this year or the next only, and says which", async () => {
    for (const year of [nextYear - 2, nextYear + 1]) {
      const response = await asAdmin("/api/admin/fees/renewals", { json: { year } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: `A renewal can bill ${nextYear - 1} or ${nextYear} only.` });
    }
    expect((await asAdmin(`/api/admin/fees/renewals/preview?year=${nextYear + 1}`)).status).toBe(400);
    expect((await asAdmin("/api/admin/fees/renewals/2001")).status).toBe(404);
  });
});
