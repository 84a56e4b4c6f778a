import type { cancelInvoiceSchema, feeCorrectionSchema, FeeSettings, InvoiceBooking, InvoiceListEntry, InvoiceListPage, InvoiceState, Locale, manualPaymentSchema, z } from "@ssem/core";
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/**
 * Every query of the Fees tab starts with this key: whatever changes invoices or payments (an
 * action here, a bank file's import, a renewal) invalidates it, and the list and totals load again.
 */
export const feesKey = ["admin", "fees"] as const;
/** The Audit Log tab's queries: every action here adds an entry there. */
const auditLogKey = ["admin", "audit-log"] as const;

export type InvoiceFilters = { year?: number; state?: InvoiceState; q?: string; page: number; pageSize: number };

/** Empty filters are left out, so the request and the cache key stay the same for the same list. */
function toQuery(filters: InvoiceFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== "").map(([key, value]) => [key, String(value)]));
}

export function useInvoices(filters: InvoiceFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = toQuery(filters);
  return useQuery({
    enabled,
    queryKey: [...feesKey, "invoices", query],
    queryFn: (): Promise<InvoiceListPage> => unwrap(api.admin.fees.invoices.$get({ query })),
    // Paging, filtering and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFeeSettings() {
  return useQuery({ queryKey: [...feesKey, "settings"], queryFn: (): Promise<FeeSettings> => unwrap(api.admin.fees.settings.$get()), staleTime: Infinity });
}

/** The treasurer's CSV of the payments to `year`'s invoices, its headers in the treasurer's language. */
export const paymentsCsvUrl = (year: number, locale: Locale) => `/api/admin/fees/payments.csv?${new URLSearchParams({ year: String(year), lang: locale }).toString()}`;

/** The bill of one invoice as it stands. */
export const invoicePdfUrl = (invoice: Pick<InvoiceListEntry, "id">) => `/api/admin/fees/invoices/${encodeURIComponent(invoice.id)}/pdf`;

/** After anything that changes invoices or payments: the Fees tab's lists and totals, and the audit log, load again. */
export const reloadFees = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: feesKey }), queryClient.invalidateQueries({ queryKey: auditLogKey })]);

function useFeeMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => reloadFees(queryClient) });
}

export function useRecordPayment() {
  return useFeeMutation(({ id, payment }: { id: string; payment: z.output<typeof manualPaymentSchema> }): Promise<InvoiceListEntry> =>
    // The schema's output is Rappen; the API takes francs as typed, and converts them with the same schema.
    unwrap(api.admin.fees.invoices[":id"].payments.$post({ param: { id }, json: { ...payment, amount: (payment.amount / 100).toFixed(2) } })),
  );
}

export function useCancelInvoice() {
  return useFeeMutation(({ id, body }: { id: string; body: z.output<typeof cancelInvoiceSchema> }): Promise<InvoiceListEntry> =>
    unwrap(api.admin.fees.invoices[":id"].cancel.$post({ param: { id }, json: body })),
  );
}

export function useResendInvoice() {
  return useFeeMutation((id: string) => unwrap(api.admin.fees.invoices[":id"].resend.$post({ param: { id } })));
}

/** The invoice's bookings, for choosing the one to reverse. */
export function useInvoiceBookings(id: string) {
  return useQuery({
    queryKey: [...feesKey, "bookings", id],
    queryFn: async (): Promise<InvoiceBooking[]> => (await unwrap(api.admin.fees.invoices[":id"].payments.$get({ param: { id } }))).bookings,
  });
}

type Correction = { id: string; body: z.output<typeof feeCorrectionSchema> };

export function useReverseBooking() {
  return useFeeMutation(({ id, paymentId, body }: Correction & { paymentId: string }): Promise<InvoiceListEntry> =>
    unwrap(api.admin.fees.invoices[":id"].payments[":paymentId"].reverse.$post({ param: { id, paymentId }, json: body })),
  );
}

export function useMarkRefund() {
  return useFeeMutation(({ id, body }: Correction): Promise<InvoiceListEntry> => unwrap(api.admin.fees.invoices[":id"].refund.$post({ param: { id }, json: body })));
}
