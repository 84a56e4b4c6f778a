import { type InvoiceListPage, swissToday } from "@ssem/core";
import { type APIRequestContext, expect } from "@playwright/test";

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
