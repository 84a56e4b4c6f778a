import { type InvoiceListEntry, type InvoiceListPage, invoiceState, swissToday, TEST_QR_IBAN } from "@ssem/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import Papa from "papaparse";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import * as mupdf from "mupdf";
import { auditLog, bankImports, bankTransactions, invoices, mailAttachments, mailOutbox, payments, user } from "../../db/schema";
import { bookPayment, bookPayments, issueInvoices } from "../invoices";
import { snapshotRows } from "../../testing/database-snapshot";
import { signedInForFile, TEST_PASSWORD, testAppForFile } from "../../testing/test-app";
import { invoiceSearch } from "../invoices-query";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const billing = { iban: TEST_QR_IBAN };

/** Members with invoices for `year`, issued on 10 January; returns the invoices in the order of `people`. */
async function invoicesFor(year: number, people: Array<{ firstName: string; lastName: string; studentType?: "student" | "resident" }>) {
  const users: Array<{ userId: string; email: string }> = [];
  for (const person of people) users.push(await t.createUser({ studentType: person.studentType ?? "student", ...person }));
  const made = await t.db.transaction((tx) => issueInvoices(tx, billing, { userIds: users.map((user) => user.userId), year, issuedOn: `${year}-01-10` }));
  return users.map((user) => ({ ...made.find((invoice) => invoice.userId === user.userId)!, email: user.email }));
}

async function list(query: Record<string, string | number | undefined>) {
  const given = Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]));
  const response = await t.request(`/api/admin/fees/invoices?${new URLSearchParams(given)}`, {
    cookie: admin.cookie,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as InvoiceListPage;
}

const post = (path: string, json: unknown) => t.request(path, { json, cookie: admin.cookie });
const today = swissToday();

describe("GET /api/admin/fees/invoices", () => {
  const year = 2041;
  let made: Awaited<ReturnType<typeof invoicesFor>>;

  beforeAll(async () => {
    made = await invoicesFor(year, [
      { firstName: "Paula", lastName: "Bezahlt" },
      { firstName: "Theo", lastName: "Teilweise", studentType: "resident" },
      { firstName: "Olga", lastName: "Offen" },
      { firstName: "Ueli", lastName: "Überfällig", studentType: "resident" },
      { firstName: "Carla", lastName: "Storniert" },
    ]);
    const [paid, partial, , overdue, cancelled] = made;
    await t.db.transaction(async (tx) => {
      await bookPayment(tx, { invoiceId: paid!.id, amountRappen: 1000, paidOn: `${year}-01-15` });
      await bookPayment(tx, { invoiceId: partial!.id, amountRappen: 500, paidOn: `${year}-01-16` });
      await bookPayment(tx, { invoiceId: overdue!.id, amountRappen: 300, paidOn: `${year}-01-17` });
    });
    await t.db.update(invoices).set({ secondReminderAt: new Date(`${year}-03-11T08:00:00Z`) }).where(eq(invoices.id, overdue!.id));
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Left before paying" }).where(eq(invoices.id, cancelled!.id));
    // Another year's invoice, which the year's list and totals leave out.
    await invoicesFor(year + 1, [{ firstName: "Nora", lastName: "Nächstesjahr" }]);
  });

  it("lists a year's invoices, newest number first, with each one's state and what is still open", async () => {
    const page = await list({ year });
    expect(page.total).toBe(5);
    expect(page.invoices.map((invoice) => invoice.billedName)).toEqual(["Carla Storniert", "Ueli Überfällig", "Olga Offen", "Theo Teilweise", "Paula Bezahlt"]);
    expect(page.invoices.map((invoice) => [invoice.state, invoice.amountRappen, invoice.paidRappen, invoice.openRappen])).toEqual([
      ["cancelled", 1000, 0, 0],
      ["overdue", 2000, 300, 1700],
      ["open", 1000, 0, 1000],
      ["partially_paid", 2000, 500, 1500],
      ["paid", 1000, 1000, 0],
    ]);
    const paula = page.invoices.at(-1)!;
    expect(paula).toMatchObject({ number: `${year}-${String(made[0]!.sequence).padStart(6, "0")}`, paidOn: `${year}-01-15`, dueOn: `${year}-02-09` });
    expect(page.years).toEqual(expect.arrayContaining([year, year + 1]));
  });

  it("gives the year's totals per state, whatever the filters", async () => {
    for (const query of [{ year }, { year, state: "open" }, { year, q: "Paula" }]) {
      const { totals } = await list(query);
      expect(totals).toEqual({
        open: { count: 1, billedRappen: 1000, paidRappen: 0, openRappen: 1000 },
        partially_paid: { count: 1, billedRappen: 2000, paidRappen: 500, openRappen: 1500 },
        paid: { count: 1, billedRappen: 1000, paidRappen: 1000, openRappen: 0 },
        overdue: { count: 1, billedRappen: 2000, paidRappen: 300, openRappen: 1700 },
        cancelled: { count: 1, billedRappen: 1000, paidRappen: 0, openRappen: 0 },
      });
    }
  });

  it("filters by state", async () => {
    for (const [state, name] of [
      ["open", "Olga Offen"],
      ["partially_paid", "Theo Teilweise"],
      ["paid", "Paula Bezahlt"],
      ["overdue", "Ueli Überfällig"],
      ["cancelled", "Carla Storniert"],
    ]) {
      const page = await list({ year, state: state! });
      expect(page.invoices.map((invoice) => invoice.billedName), state).toEqual([name]);
      expect(page.total).toBe(1);
    }
  });

  it("finds an invoice by name in any case, e-mail, invoice number and reference as printed", async () => {
    const olga = made[2]!;
    const grouped = olga.reference.replace(/^(..)(.*)$/, "$1 $2").replace(/(\d{5})(?=\d)/g, "$1 ");
    for (const q of ["überfällig", "ÜBERFÄLLIG", made[3]!.email.toUpperCase(), `${year}-${String(made[3]!.sequence).padStart(6, "0")}`]) {
      expect((await list({ year, q })).invoices.map((invoice) => invoice.billedName), q).toEqual(["Ueli Überfällig"]);
    }
    const byReference = await list({ year, q: grouped });
    expect(byReference.invoices.map((invoice) => invoice.billedName)).toEqual(["Olga Offen"]);
    expect(byReference.total).toBe(1);
    // The search counts its matches in the page's own statement; the count stays out of the entries.
    expect(Object.keys(byReference.invoices[0]!).sort()).toEqual(
      ["id", "number", "userId", "billedName", "billedEmail", "amountRappen", "paidRappen", "openRappen", "paidOn", "state", "dueOn", "cancelReason", "held"].sort(),
    );
    expect((await list({ year, q: "Nächstesjahr" })).total).toBe(0);
    // A search's % and _ are letters, not wildcards.
    expect((await list({ year, q: "%" })).total).toBe(0);
  });

  it("answers a search from the trigram index, not by reading every invoice", async () => {
    // With sequential scans priced out, one shows only where no index can answer: the pattern
    // compared in ICU's collation, which the index (the column's) cannot serve (ADR 021).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select ${invoices.id} from ${invoices} where ${invoiceSearch("%muster%", "%muster%", "%21000%")}`);
      return (result as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("invoices_search_text_idx");
    expect(plan).not.toMatch(/Seq Scan on invoices\b/);
  });

  it("pages, with the total of all pages", async () => {
    const first = await list({ year, pageSize: 2, page: 1 });
    const third = await list({ year, pageSize: 2, page: 3 });
    expect(first.invoices).toHaveLength(2);
    expect(third.invoices.map((invoice) => invoice.billedName)).toEqual(["Paula Bezahlt"]);
    expect([first.total, third.total]).toEqual([5, 5]);
    expect((await list({ year, q: "e", pageSize: 2, page: 9 })).total).toBe(5);
  });

  it("answers a page of a year with two statements, the session's and the page's, once the year's totals are known", async () => {
    await list({ year, pageSize: 2 });
    t.statements.length = 0;
    await list({ year, pageSize: 2, page: 2 });
    // The page carries the version of the invoices, by which the totals and years kept from the first request still hold.
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/from "invoice_changes"/);
  });

  it("shows the newest year that has invoices when no year is asked for", async () => {
    const page = await list({});
    expect(page.year).toBe(Math.max(...page.years));
  });

  it("names the same state as core's invoiceState for every combination of payments, reminder and cancellation", async () => {
    const combinationsYear = 2043;
    const paidAmounts = [0, 400, 1000, 1300];
    const cases = paidAmounts.flatMap((paid) => [false, true].flatMap((reminded) => [false, true].map((cancelled) => ({ paid, reminded, cancelled }))));
    const people = cases.map((_, index) => ({ firstName: "Case", lastName: `Number${index}` }));
    const rows = await invoicesFor(combinationsYear, people);
    for (const [index, { paid, reminded, cancelled }] of cases.entries()) {
      const id = rows[index]!.id;
      if (paid) await t.db.transaction((tx) => bookPayment(tx, { invoiceId: id, amountRappen: paid, paidOn: `${combinationsYear}-01-20` }));
      await t.db
        .update(invoices)
        .set({ secondReminderAt: reminded ? new Date() : null, cancelledAt: cancelled ? new Date() : null })
        .where(eq(invoices.id, id));
    }
    const listed = await list({ year: combinationsYear, pageSize: 100 });
    const stored = await t.db.select().from(invoices).where(eq(invoices.year, combinationsYear));
    expect(listed.invoices).toHaveLength(cases.length);
    for (const row of stored) expect(listed.invoices.find((invoice) => invoice.id === row.id)!.state).toBe(invoiceState(row));
    const counted = Object.values(listed.totals).reduce((sum, each) => sum + each.count, 0);
    expect(counted).toBe(cases.length);
  });

  it("keeps its totals and years in step with every committed change, one made by another process too", async () => {
    const changingYear = 2044;
    const [first] = await invoicesFor(changingYear, [{ firstName: "Vera", lastName: "Verändert" }]);
    expect((await list({ year: changingYear })).totals.open.count).toBe(1);
    // Another process (its own connection) pays it: seen once committed, not before.
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("update invoices set paid_rappen = amount_rappen, paid_on = $2 where id = $1", [first!.id, `${changingYear}-02-01`]);
      expect((await list({ year: changingYear })).totals.open.count).toBe(1);
      await other.query("commit");
      const paid = await list({ year: changingYear });
      expect([paid.totals.open.count, paid.totals.paid.count]).toEqual([0, 1]);
      // A year that gets its first invoice from elsewhere is listed at once.
      await other.query(
        `insert into invoices (sequence, user_id, year, billed_name, student_type, amount_rappen, iban, reference_type, reference, issued_on, due_on)
         select nextval('invoice_number_seq'), null, year + 1, billed_name, student_type, amount_rappen, iban, reference_type, reference || '9', issued_on, due_on from invoices where id = $1`,
        [first!.id],
      );
      expect((await list({ year: changingYear })).years).toContain(changingYear + 1);
    } finally {
      await other.end();
    }
  });

  it("refuses a bad filter with a 400 naming it", async () => {
    for (const query of ["year=1999", "state=lost", "page=0", "pageSize=101", "q=%00"]) {
      const response = await t.request(`/api/admin/fees/invoices?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});

describe("invoices held until the member accepts the invite (issue 39)", () => {
  it("marks an open invoice of an address not confirmed yet, and counts the year's whatever the filters, until the member confirms", async () => {
    const year = 2053;
    const [waiting, paid, cancelled, mailed] = await invoicesFor(year, [
      { firstName: "Ida", lastName: "Eingeladen" },
      { firstName: "Paul", lastName: "Bezahlt" },
      { firstName: "Cleo", lastName: "Storniert" },
      { firstName: "Max", lastName: "Bestätigt" },
    ]);
    const unconfirmed = [waiting, paid, cancelled].map((invoice) => invoice!.userId!);
    await t.db.update(user).set({ emailVerified: false }).where(inArray(user.id, unconfirmed));
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: paid!.id, amountRappen: 1000, paidOn: `${year}-01-15` }));
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Never joined" }).where(eq(invoices.id, cancelled!.id));

    const page = await list({ year });
    const heldOf = (name: string) => page.invoices.find((invoice) => invoice.billedName === name)?.held;
    expect([heldOf("Ida Eingeladen"), heldOf("Paul Bezahlt"), heldOf("Cleo Storniert"), heldOf("Max Bestätigt")]).toEqual([true, false, false, false]);
    expect(page.held).toBe(1);
    // The count is the year's: a filter that shows another invoice, or a page past the last, still says it.
    expect((await list({ year, q: mailed!.email })).held).toBe(1);
    expect((await list({ year, page: 9 })).held).toBe(1);

    // Accepting the invite confirms the address (accounts.confirmAddress), which changes no invoice: the count follows at once.
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, waiting!.userId!));
    expect((await list({ year })).held).toBe(0);
  });
});

describe("POST /api/admin/fees/invoices/:id/payments (mark as paid)", () => {
  const year = 2044;

  it("books a partial payment and then the rest, records who did it in the audit log, and the paid date", async () => {
    const [invoice] = await invoicesFor(year, [{ firstName: "Mara", lastName: "Manuell", studentType: "resident" }]);
    const part = await post(`/api/admin/fees/invoices/${invoice!.id}/payments`, { paidOn: "2025-02-01", amount: "5.50", note: "Cash at the assembly" });
    expect(part.status).toBe(201);
    expect(await part.json()).toMatchObject({ state: "partially_paid", paidRappen: 550, openRappen: 1450, paidOn: null });
    const rest = await post(`/api/admin/fees/invoices/${invoice!.id}/payments`, { paidOn: "2025-02-03", amount: "14.50" });
    expect(await rest.json()).toMatchObject({ state: "paid", paidRappen: 2000, openRappen: 0, paidOn: "2025-02-03" });
    const stored = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice!.id)).orderBy(payments.paidOn);
    expect(stored.map((payment) => [payment.amountRappen, payment.note, payment.recordedBy, payment.bankTransactionId])).toEqual([
      [550, "Cash at the assembly", admin.userId, null],
      [1450, null, admin.userId, null],
    ]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment_recorded"), eq(auditLog.subjectUserId, invoice!.userId!)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.userId, details: { amount: "CHF 14.50" } });
  });

  it("refuses a paid or cancelled invoice (409), a date in the future and a bad amount (400), changing nothing", async () => {
    const [paid, cancelled, open] = await invoicesFor(year, [
      { firstName: "Pia", lastName: "Paid" },
      { firstName: "Cem", lastName: "Cancelled" },
      { firstName: "Ola", lastName: "Open" },
    ]);
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: paid!.id, amountRappen: 1000, paidOn: "2044-01-20" }));
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Duplicate" }).where(eq(invoices.id, cancelled!.id));
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refusals: Array<[string, unknown, number]> = [
      [paid!.id, { paidOn: today, amount: "10" }, 409],
      [cancelled!.id, { paidOn: today, amount: "10" }, 409],
      [open!.id, { paidOn: tomorrow, amount: "10" }, 400],
      [open!.id, { paidOn: today, amount: "0" }, 400],
      [open!.id, { paidOn: "2044-02-30", amount: "10" }, 400],
      [open!.id, { paidOn: today, amount: "10", note: "a\u0000b" }, 400],
      ["00000000-0000-4000-8000-000000000000", { paidOn: today, amount: "10" }, 404],
      ["not-an-id", { paidOn: today, amount: "10" }, 404],
    ];
    for (const [id, body, status] of refusals) {
      const response = await post(`/api/admin/fees/invoices/${id}/payments`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });

  it("books a payment on any real date from 2000 to today and refuses every other YYYY-MM-DD with a 400 (year 0000 gave a 500)", async () => {
    const [invoice] = await invoicesFor(year, [{ firstName: "Dora", lastName: "Datum", studentType: "resident" }]);
    const digits = (length: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, "0"));
    const isCalendarDay = (date: string) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.tuple(digits(4, 9999), digits(2, 13), digits(2, 32)), fc.tuple(fc.constantFrom("0000", "0001", "1999", "2000", "9999"), digits(2, 12), digits(2, 31))),
        async ([y, month, day]) => {
          const paidOn = `${y}-${month}-${day}`;
          const response = await post(`/api/admin/fees/invoices/${invoice!.id}/payments`, { paidOn, amount: "0.01" });
          const valid = isCalendarDay(paidOn) && paidOn >= "2000-01-01" && paidOn <= today;
          expect(response.status, paidOn).toBe(valid ? 201 : 400);
        },
      ),
      { numRuns: 150 },
    );
    expect((await t.db.select().from(payments).where(eq(payments.invoiceId, invoice!.id))).every((payment) => payment.paidOn >= "2000-01-01")).toBe(true);
  });
});

describe("POST /api/admin/fees/invoices/:id/cancel", () => {
  const year = 2045;

  it("cancels an open or partially paid invoice with its reason, in the audit log", async () => {
    const [open] = await invoicesFor(year, [{ firstName: "Kai", lastName: "Kündigt" }]);
    const response = await post(`/api/admin/fees/invoices/${open!.id}/cancel`, { reason: "Left the association in January" });
    expect(response.status).toBe(200);
    const entry = (await response.json()) as InvoiceListEntry;
    expect(entry).toMatchObject({ state: "cancelled", cancelReason: "Left the association in January", openRappen: 0 });
    expect((await t.db.select().from(invoices).where(eq(invoices.id, open!.id)))[0]!.cancelledAt).not.toBeNull();
    const logged = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "invoice_cancelled"), eq(auditLog.subjectUserId, open!.userId!)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ reason: "Left the association in January" });
    expect((await post(`/api/admin/fees/invoices/${open!.id}/cancel`, { reason: "Again" })).status).toBe(409);
  });

  it("refuses a paid invoice with 409 and an empty reason with 400, changing nothing", async () => {
    const [paid, open] = await invoicesFor(year, [
      { firstName: "Pit", lastName: "Paid" },
      { firstName: "Ida", lastName: "Open" },
    ]);
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: paid!.id, amountRappen: 1000, paidOn: "2045-01-20" }));
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    const paidResponse = await post(`/api/admin/fees/invoices/${paid!.id}/cancel`, { reason: "Mistake" });
    expect(paidResponse.status).toBe(409);
    expect(await paidResponse.json()).toMatchObject({ code: "conflict" });
    for (const body of [{ reason: "" }, { reason: "   " }, {}, { reason: "x".repeat(501) }]) {
      expect((await post(`/api/admin/fees/invoices/${open!.id}/cancel`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });
});

describe("POST /api/admin/fees/invoices/:id/resend", () => {
  const year = 2048;
  const pdfText = (content: Buffer) => mupdf.Document.openDocument(content, "application/pdf").loadPage(0).toStructuredText("preserve-whitespace").asText();

  it("mails the invoice again with the bill as it stands now, and says so in the audit log", async () => {
    const [invoice] = await invoicesFor(year, [{ firstName: "Rea", lastName: "Resend", studentType: "resident" }]);
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: invoice!.id, amountRappen: 1500, paidOn: "2025-03-01" }));
    const notified = t.mailNotifications();
    const response = await post(`/api/admin/fees/invoices/${invoice!.id}/resend`, {});
    expect(response.status).toBe(200);
    expect(t.mailNotifications()).toBe(notified + 1);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, invoice!.email)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const [attachment] = await t.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id));
    expect(attachment).toMatchObject({ filename: `invoice-${year}-${String(invoice!.sequence).padStart(6, "0")}.pdf`, contentType: "application/pdf" });
    // The current bill: 5.00 of 20.00 is still open, and that is what its payment part asks for.
    expect(pdfText(attachment!.content)).toMatch(/(^|[^\d])5\.00/);
    expect(mail!.text).toContain("CHF 5.00");
    const logged = await t.db.select().from(auditLog).where(and(eq(auditLog.action, "invoice_resent"), eq(auditLog.subjectUserId, invoice!.userId!)));
    expect(logged).toHaveLength(1);
  });

  it("refuses a paid or cancelled invoice, a removed member's and an unconfirmed address with 409, queueing nothing", async () => {
    const [paid, cancelled, removed, unconfirmed] = await invoicesFor(year, [
      { firstName: "Pam", lastName: "Paid" },
      { firstName: "Cid", lastName: "Cancelled" },
      { firstName: "Rob", lastName: "Removed" },
      { firstName: "Uma", lastName: "Unconfirmed" },
    ]);
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: paid!.id, amountRappen: 1000, paidOn: "2025-03-01" }));
    await t.db.update(invoices).set({ cancelledAt: new Date(), cancelReason: "Duplicate" }).where(eq(invoices.id, cancelled!.id));
    await t.db.update(invoices).set({ userId: null, billedEmail: null }).where(eq(invoices.id, removed!.id));
    await t.db.update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed!.userId!));
    const before = await snapshotRows(t.db, ["rate_limit_counters"]);
    for (const invoice of [paid, cancelled, removed, unconfirmed]) {
      const response = await post(`/api/admin/fees/invoices/${invoice!.id}/resend`, {});
      expect(response.status, invoice!.billedName).toBe(409);
      expect(await response.json()).toMatchObject({ code: "conflict" });
    }
    expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
  });
});

describe("GET /api/admin/fees/invoices/:id/pdf", () => {
  it("downloads any invoice's bill as it stands, a removed member's too", async () => {
    const [invoice] = await invoicesFor(2047, [{ firstName: "Dora", lastName: "Download" }]);
    await t.db.update(invoices).set({ userId: null, billedEmail: null }).where(eq(invoices.id, invoice!.id));
    const response = await t.request(`/api/admin/fees/invoices/${invoice!.id}/pdf`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`invoice-2047-${String(invoice!.sequence).padStart(6, "0")}.pdf`);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nothing"]) {
      expect((await t.request(`/api/admin/fees/invoices/${id}/pdf`, { cookie: admin.cookie })).status).toBe(404);
    }
  });

  it("renders in the worker pool and keeps the rendering: the member's own download is the same bill, not rendered again", async () => {
    const [invoice] = await invoicesFor(2047, [{ firstName: "Rita", lastName: "Rendered" }]);
    const ownerCookie = await t.signIn(invoice!.email, TEST_PASSWORD);
    const pdf = async (path: string, cookie: string) => Buffer.from(await (await t.request(path, { cookie })).arrayBuffer());
    const admins = await pdf(`/api/admin/fees/invoices/${invoice!.id}/pdf`, admin.cookie);
    // pdfkit stamps each rendering with its time and a random id: the same bytes are the same rendering.
    expect((await pdf(`/api/admin/fees/invoices/${invoice!.id}/pdf`, admin.cookie)).equals(admins)).toBe(true);
    expect((await pdf(`/api/me/invoices/${invoice!.id}/pdf`, ownerCookie)).equals(admins)).toBe(true);
  });
});

describe("GET /api/admin/fees/payments.csv", () => {
  it("lists the payments to a year's invoices, oldest first, with their invoice, name as billed, amount and source", async () => {
    const [first, second] = await invoicesFor(2046, [
      { firstName: "Bea", lastName: "Bank" },
      { firstName: "=Hans", lastName: "Hand" },
    ]);
    const [nextYears] = await invoicesFor(2047, [{ firstName: "Ned", lastName: "Next" }]);
    const [file] = await t.db.insert(bankImports).values({ fileName: "camt054-december.xml", sha256: "0".repeat(64), credits: 1, matched: 1, unmatched: 0, duplicates: 0 }).returning();
    const [transaction] = await t.db
      .insert(bankTransactions)
      .values({
        identity: "csv-test-1",
        keys: ["csv-test-1"],
        importId: file!.id,
        amountRappen: 1000,
        currency: "CHF",
        bookedOn: "2045-12-12",
        status: "booked",
        bankReference: "ZKB-20451212-0042",
        debtorName: "Beat Bank",
        debtorIban: "CH9300762011623852957",
      })
      .returning();
    await t.db.transaction(async (tx) => {
      // Received in December for the next year's fee: in that year's export, with its date.
      await bookPayment(tx, { invoiceId: first!.id, amountRappen: 1000, paidOn: "2045-12-12", bankTransactionId: transaction!.id });
      await bookPayment(tx, { invoiceId: second!.id, amountRappen: 550, paidOn: "2045-12-11", note: "Cash", recordedBy: admin.userId });
      await bookPayment(tx, { invoiceId: first!.id, amountRappen: -1000, paidOn: "2046-02-01", bankTransactionId: transaction!.id });
      await bookPayment(tx, { invoiceId: nextYears!.id, amountRappen: 1000, paidOn: "2046-03-05", note: "Next year's" });
    });
    const response = await t.request("/api/admin/fees/payments.csv?year=2046", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain("payments-2046.csv");
    const rows = Papa.parse<string[]>((await response.text()).replace(/^\uFEFF/, ""), { delimiter: ";", skipEmptyLines: true }).data;
    const number = (invoice: { sequence: number }) => `2046-${String(invoice.sequence).padStart(6, "0")}`;
    expect(rows).toEqual([
      ["Date", "Invoice number", "Name as billed", "Amount (CHF)", "Source", "Bank reference", "Payer", "Payer IBAN", "Bank file", "Note"],
      ["2045-12-11", number(second!), "'=Hans Hand", "5.50", "manual", "", "", "", "", "Cash"],
      ["2045-12-12", number(first!), "Bea Bank", "10.00", "bank", "ZKB-20451212-0042", "Beat Bank", "CH9300762011623852957", "camt054-december.xml", ""],
      ["2046-02-01", number(first!), "Bea Bank", "-10.00", "bank", "ZKB-20451212-0042", "Beat Bank", "CH9300762011623852957", "camt054-december.xml", ""],
    ]);
  });

  it("lists the rows of one day in the order they were booked, then by invoice number, the same in every download", async () => {
    const made = await invoicesFor(2049, ["Ada", "Ben", "Cleo", "Dan", "Eva", "Finn"].map((firstName) => ({ firstName, lastName: "Sameday" })));
    // One booking of the same day and moment (a bank file's), given last invoice first.
    await t.db.transaction((tx) => bookPayments(tx, [...made].reverse().map((invoice) => ({ invoiceId: invoice.id, amountRappen: 1000, paidOn: "2049-01-20" }))));
    const download = async () => (await (await t.request("/api/admin/fees/payments.csv?year=2049", { cookie: admin.cookie })).text()).split("\r\n").slice(1, -1);
    const first = await download();
    // Invoice numbers follow the order the database hands the people to issueInvoices, not the order given.
    const byNumber = [...made].sort((a, b) => a.sequence - b.sequence);
    expect(first.map((line) => line.split(";")[2])).toEqual(byNumber.map((invoice) => `"${invoice.billedName}"`));
    expect(await download()).toEqual(first);
  });

  it("opens in columns in Swiss Excel: the byte order mark, semicolons, the headers and sources in the treasurer's language, two decimals", async () => {
    const [invoice] = await invoicesFor(2051, [{ firstName: "Zoë", lastName: "Dvořák; Čolić" }]);
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: invoice!.id, amountRappen: 1050, paidOn: "2051-01-10", note: "Bar", recordedBy: admin.userId }));
    const number = `2051-${String(invoice!.sequence).padStart(6, "0")}`;
    const bytesOf = async (query: string) => Buffer.from(await (await t.request(`/api/admin/fees/payments.csv?year=2051${query}`, { cookie: admin.cookie })).arrayBuffer());
    const german = await bytesOf("&lang=de");
    expect([...german.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(german.subarray(3).toString("utf8")).toBe(
      '"Datum";"Rechnungsnummer";"Name auf der Rechnung";"Betrag (CHF)";"Herkunft";"Referenz der Bank";"Auftraggeber";"IBAN des Auftraggebers";"Bankdatei";"Bemerkung"\r\n' +
        `"2051-01-10";"${number}";"Zoë Dvořák; Čolić";"10.50";"von Hand";"";"";"";"";"Bar"\r\n`,
    );
    expect((await bytesOf("")).toString("utf8")).toBe(
      '\uFEFF"Date";"Invoice number";"Name as billed";"Amount (CHF)";"Source";"Bank reference";"Payer";"Payer IBAN";"Bank file";"Note"\r\n' +
        `"2051-01-10";"${number}";"Zoë Dvořák; Čolić";"10.50";"manual";"";"";"";"";"Bar"\r\n`,
    );
    expect((await t.request("/api/admin/fees/payments.csv?year=2051&lang=es", { cookie: admin.cookie })).status).toBe(400);
  });

  it("requires a valid year", async () => {
    for (const query of ["", "?year=", "?year=twenty", "?year=1800"]) {
      expect((await t.request(`/api/admin/fees/payments.csv${query}`, { cookie: admin.cookie })).status, query).toBe(400);
    }
  });
});

describe("GET /api/admin/fees/settings", () => {
  it("names the creditor and says when the bills name the published test account", async () => {
    const response = await t.request("/api/admin/fees/settings", { cookie: admin.cookie });
    expect(await response.json()).toEqual({ creditorName: t.env.billing.creditor.name, iban: TEST_QR_IBAN, referenceType: "QRR", testAccount: true });
  });
});
