import { TEST_QR_IBAN } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { issueInvoices } from "../../fees/invoices";
import { uploadFile } from "../../testing/file-uploads";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

/**
 * The promise of the pending dashboard and the spec: full access needs approval and the annual fee (ADR 033). The
 * file share, the ride-along requests and /api/me say the same.
 */
const t = testAppForFile();
const admin = signedInForFile(t, "admin");

/** An approved member signed in, with an invoice of `year` issued to them. */
async function billedMember(year: number, role: "member" | "admin" = "member") {
  const member = await t.createUser({ role, studentType: "student" });
  const [invoice] = await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [member.userId], year, issuedOn: `${year}-01-10` }));
  return { ...member, invoice: invoice!, cookie: await t.signIn(member.email, member.password) };
}

const markPaid = (invoiceId: string, amount: string) =>
  t.request(`/api/admin/fees/invoices/${invoiceId}/payments`, { json: { paidOn: "2026-02-01", amount, note: "" }, cookie: admin.cookie });

describe("the member area opens once the first fee is received (ADR 033)", () => {
  it("keeps an approved member who has not paid out of the file share and the ride-along requests, says why, and lets them in once paid", async () => {
    await uploadFile(t, "Statuten.pdf", "%PDF-1.4\n", admin.cookie);
    const member = await billedMember(2026);

    const refused = await t.request("/api/files", { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "forbidden", error: "Your membership starts once your annual fee has been received." });
    expect((await t.request("/api/files/Statuten.pdf", { cookie: member.cookie })).status).toBe(403);
    expect((await t.request("/api/ride-along-requests", { json: {}, cookie: member.cookie })).status).toBe(403);
    expect(await (await t.request("/api/me", { cookie: member.cookie })).json()).toMatchObject({ isMember: false, awaitsFirstFee: true, isPending: false, status: "approved" });
    // Their own invoice stays theirs to see and pay.
    expect((await t.request("/api/me/invoices", { cookie: member.cookie })).status).toBe(200);

    expect((await markPaid(member.invoice.id, "5.00")).status).toBe(201);
    expect((await t.request("/api/files", { cookie: member.cookie })).status).toBe(403); // partly paid is not paid

    expect((await markPaid(member.invoice.id, "5.00")).status).toBe(201);
    expect((await t.request("/api/files", { cookie: member.cookie })).status).toBe(200);
    expect(await (await t.request("/api/me", { cookie: member.cookie })).json()).toMatchObject({ isMember: true, awaitsFirstFee: false });
  });

  it("lets in a member billed nothing, a member who paid once and owes a later year, and an admin with an open invoice", async () => {
    const notBilled = await t.loginAs("member");
    expect((await t.request("/api/files", { cookie: notBilled.cookie })).status).toBe(200);

    const renewing = await billedMember(2025);
    await markPaid(renewing.invoice.id, "10.00");
    await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: [renewing.userId], year: 2026, issuedOn: "2026-01-10" }));
    expect((await t.request("/api/files", { cookie: renewing.cookie })).status).toBe(200);

    const billedAdmin = await billedMember(2026, "admin");
    expect((await t.request("/api/files", { cookie: billedAdmin.cookie })).status).toBe(200);
  });
});
