import { invoiceNumber, type MemberInvoices, TEST_QR_IBAN } from "@ssem/core";
import fc from "fast-check";
import jsQR from "jsqr";
import { eq } from "drizzle-orm";
import { profiles } from "../../db/schema";
import { describe, expect, it } from "vitest";
import { bookPayment, type Invoice, issueInvoices } from "../invoices";
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
      payment: { referenceType: "QRR", iban: "CH44 3199 9123 0008 8901 2" },
    });
    expect(open!.payment!.qrUrl).toBe(`/api/me/invoices/${member.invoices[1]!.id}/qr.svg`);
    expect(open!.payment!.reference.replace(/ /g, "")).toBe(member.invoices[1]!.reference);
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

/**
 * The payload of the QR code a phone would read off the SVG: its path's runs of modules and the Swiss cross's
 * squares drawn at 4 px a module inside a white quiet zone, decoded by jsQR (mupdf's build reads no SVG).
 */
function scan(svg: string) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const [scale, quiet] = [4, 4];
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const paint = (x: number, y: number, width: number, height: number, shade: number) => {
    for (let row = Math.round((y + quiet) * scale); row < Math.round((y + height + quiet) * scale); row += 1) {
      for (let column = Math.round((x + quiet) * scale); column < Math.round((x + width + quiet) * scale); column += 1) pixels.fill(shade, (row * side + column) * 4, (row * side + column) * 4 + 3);
    }
  };
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) paint(Number(x), Number(y), Number(width), 1, 0);
  for (const [, x, y, width, height, fill] of svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="(\w+)"\/>/g)) {
    paint(Number(x), Number(y), Number(width), Number(height), fill === "white" ? 255 : 0);
  }
  return jsQR(pixels, side, side)?.data.split(/\r?\n/);
}

describe("GET /api/me/invoices/:id/qr.svg", () => {
  it("draws the open bill's QR code small, in the member's language, and answers 304 while the browser holds this version", async () => {
    const member = await memberWithInvoices([2026]);
    await t.db.update(profiles).set({ locale: "it" }).where(eq(profiles.id, member.userId));
    const path = `/api/me/invoices/${member.invoices[0]!.id}/qr.svg`;
    const response = await t.request(path, { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const svg = await response.text();
    // swissqrbill's own SVG had 250 KB, inline in every list.
    expect(svg.length).toBeLessThan(20_000);
    const payload = scan(svg)!;
    expect(payload.slice(0, 4)).toEqual(["SPC", "0200", "1", TEST_QR_IBAN]);
    expect(payload.slice(27, 30)).toEqual(["QRR", member.invoices[0]!.reference, `Quota associativa 2026, fattura ${invoiceNumber(2026, member.invoices[0]!.sequence)}`]);

    const etag = response.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.request(path, { cookie: member.cookie, headers: { "if-none-match": ifNoneMatch } });
      expect({ ifNoneMatch, status: again.status }).toEqual({ ifNoneMatch, status: 304 });
    }
    // A payment changes the bill: a new version, with the amount still open.
    await t.db.transaction((tx) => bookPayment(tx, { invoiceId: member.invoices[0]!.id, amountRappen: 400, paidOn: "2026-02-01" }));
    const changed = await t.request(path, { cookie: member.cookie, headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(scan(await changed.text())!.slice(18, 20)).toEqual(["6.00", "CHF"]);
  });

  it("has none for a paid bill, nor for another member's", async () => {
    const member = await memberWithInvoices([2025], { paidFirst: true });
    const other = await memberWithInvoices([2026]);
    expect((await t.request(`/api/me/invoices/${member.invoices[0]!.id}/qr.svg`, { cookie: member.cookie })).status).toBe(404);
    expect((await t.request(`/api/me/invoices/${other.invoices[0]!.id}/qr.svg`, { cookie: member.cookie })).status).toBe(404);
  });
});

describe("limits per member", () => {
  /** Requests `path` `times` times and returns the last answer. */
  async function repeat(times: number, path: string, cookie: string) {
    let response: Response | undefined;
    for (let count = 0; count < times; count += 1) {
      response = await t.request(path, { cookie });
      if (count < times - 1) {
        expect(response.status).toBe(200);
        await response.body?.cancel();
      }
    }
    return response!;
  }

  async function expectLimited(response: Response) {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code: "rate_limited" });
  }

  it("answers a member's 61st bill or QR code in a quarter hour with 429 and Retry-After, and leaves other members alone", async () => {
    const member = await memberWithInvoices([2026]);
    const other = await memberWithInvoices([2026]);
    const id = member.invoices[0]!.id;
    await repeat(30, `/api/me/invoices/${id}/qr.svg`, member.cookie);
    await expectLimited(await repeat(31, `/api/me/invoices/${id}/pdf`, member.cookie));
    expect((await t.request(`/api/me/invoices/${other.invoices[0]!.id}/pdf`, { cookie: other.cookie })).status).toBe(200);
  });

  it("answers a member's 121st list in a quarter hour with 429", async () => {
    const member = await memberWithInvoices([2026]);
    await expectLimited(await repeat(121, "/api/me/invoices", member.cookie));
  });
});
