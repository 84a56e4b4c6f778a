import { type InvoiceListPage, swissToday } from "@ssem/core";
import { type APIRequestContext, expect } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { createConfirmedApplicant } from "./session";

/**
 * Records an approved member's open invoice as paid in full, as the treasurer would: their membership starts and
 * the member area opens (ADR 033). `request` is signed in as an admin.
 */
export async function payOpenInvoice(request: APIRequestContext, origin: string, email: string) {
  const search = (year?: number) => request.get(`/api/admin/fees/invoices?q=${encodeURIComponent(email)}${year ? `&year=${year}` : ""}`).then((answer) => answer.json() as Promise<InvoiceListPage>);
  const { years } = await search();
  for (const year of years) {
    const invoice = (await search(year)).invoices.find((entry) => entry.billedEmail === email && entry.openRappen > 0);
    if (!invoice) continue;
    const paid = await request.post(`/api/admin/fees/invoices/${invoice.id}/payments`, {
      headers: { origin },
      data: { paidOn: swissToday(), amount: (invoice.openRappen / 100).toFixed(2), note: "" },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    return;
  }
  throw new Error(`no open invoice of ${email}`);
}

/** Approves an applicant through the admin API, as an admin would, and records their fee as received (ADR 033). */
export async function approveAndPay(request: APIRequestContext, baseURL: string, email: string) {
  const headers = { origin: new URL(baseURL).origin };
  expect((await request.post("/api/auth/sign-in/email", { headers, data: e2eAdmin })).ok()).toBe(true);
  const list = await request.get(`/api/admin/members?status=pending&q=${encodeURIComponent(email)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const { members } = (await list.json()) as { members: { id: string; email: string }[] };
  const id = members.find((member) => member.email === email)?.id;
  expect(id).toBeTruthy();
  const approved = await request.post(`/api/admin/members/${id}/approve`, { headers });
  expect(approved.ok(), await approved.text()).toBe(true);
  await payOpenInvoice(request, headers.origin, email);
  await request.post("/api/auth/sign-out", { headers, data: {} });
}

/** A member made through the public API as an applicant would, approved by the e2e admin, fee received. */
export async function createPaidMember(request: APIRequestContext, baseURL: string, email: string, password: string) {
  await createConfirmedApplicant(request, baseURL, email, password);
  await approveAndPay(request, baseURL, email);
}
