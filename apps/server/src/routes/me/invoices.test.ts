import { invoiceNumber, type MemberInvoices, TEST_QR_IBAN } from "@ssem/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookPayment, type Invoice, issueInvoices } from "../../fees/invoices";
import { testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

/** A signed-in member with an invoice for each of `years` (the first one paid on 2024-02-01 when `paidFirst`). */
async function memberWithInvoices(years: number[], { paidFirst = false } = {}) {
  const member = await t.createUser({ studentType: "student", firstName: "Erika", lastName: "Muster" });
  const cookie = await t.signIn(member.email, member.password);
  const made: Invoice[] = [];
  for (const year of years) {
    const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [member.userId], year, issuedOn: `${year}-01-10` }));
    made.push(invoice!);
  }
  if (paidFirst) await t.db.transaction((tx) => bookPayment(tx, { invoiceId: made[0]!.id, amountRappen: made[0]!.amountRappen, paidOn: "2024-02-01" }));
  return { ...member, cookie, invoices: made };
}

const list = async (cookie: string) => {
  const response = await t.request("/api/me/invoices", { cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as MemberInvoices;
};

describe("GET /api/me/invoices", () => {
  it("lists the member's own invoices newest first, with the QR code for an open one and the membership's start", async () => {
    const member = await memberWithInvoices([2024, 2025], { paidFirst: true });
    await memberWithInvoices([2025]);
    const body = await list(member.cookie);
    expect(body.memberSince).toBe("2024-02-01");
    expect(body.invoices.map((invoice) => invoice.number)).toEqual([
      invoiceNumber(2025, member.invoices[1]!.sequence),
      invoiceNumber(2024, member.invoices[0]!.sequence),
    ]);
    const [open, paid] = body.invoices;
    expect(open).toMatchObject({
      id: member.invoices[1]!.id,
      year: 2025,
      amountRappen: 1000,
      paidRappen: 0,
      outstandingRappen: 1000,
      state: "open",
      issuedOn: "2025-01-10",
      dueOn: "2025-02-09",
      paidOn: null,
      testAccount: true,
      pdfUrl: `/api/me/invoices/${member.invoices[1]!.id}/pdf`,
      payment: { referenceType: "QRR", reference: member.invoices[1]!.reference, iban: "CH44 3199 9123 0008 8901 2" },
    });
    expect(open!.payment!.qrSvg).toMatch(/^<svg/);
    expect(paid).toMatchObject({ state: "paid", paidOn: "2024-02-01", outstandingRappen: 0, payment: null });
  });

  it("is empty for someone without an invoice (an applicant not yet approved)", async () => {
    const { cookie } = await t.loginAs("pending");
    expect(await list(cookie)).toEqual({ invoices: [], memberSince: null });
  });
});

describe("GET /api/me/invoices/:id/pdf", () => {
  it("downloads the member's own bill, never stored by a cache", async () => {
    const member = await memberWithInvoices([2026]);
    const response = await t.request(`/api/me/invoices/${member.invoices[0]!.id}/pdf`, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${invoiceNumber(2026, member.invoices[0]!.sequence)}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers another member's invoice, and an id nobody has, with the same 404", async () => {
    const owner = await memberWithInvoices([2026]);
    const other = await memberWithInvoices([2026]);
    const admin = await t.loginAs("admin");
    const notFound = { code: "not_found", error: "There is no such invoice." };
    for (const cookie of [other.cookie, admin.cookie]) {
      const response = await t.request(`/api/me/invoices/${owner.invoices[0]!.id}/pdf`, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "%00"]) {
      const response = await t.request(`/api/me/invoices/${id}/pdf`, { cookie: other.cookie });
      expect(response.status).toBe(404);
    }
    expect((await t.request(`/api/me/invoices/${owner.invoices[0]!.id}/pdf`)).status).toBe(401);
    expect((await list(other.cookie)).invoices.map((invoice) => invoice.id)).toEqual([other.invoices[0]!.id]);
  });

  it("answers any string as the id with a 404, never a 5xx", async () => {
    const member = await memberWithInvoices([2026]);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 60 }), async (id) => {
        const response = await t.request(`/api/me/invoices/${encodeURIComponent(id)}/pdf`, { cookie: member.cookie });
        await response.body?.cancel();
        expect([404]).toContain(response.status);
      }),
      { numRuns: 60 },
    );
  });
});
