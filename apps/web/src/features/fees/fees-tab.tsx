import { formatNumber, type InvoiceListEntry, type InvoiceState, invoiceStateLabel, invoiceStates, FEE_SEARCH_MAX, m } from "@ssem/core";
import { MailX, TriangleAlert } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DownloadButton } from "~/components/ui/download-button";
import { Dialog } from "~/components/ui/dialog";
import { Label, Select } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useListFilters } from "~/lib/use-list-filters";
import { paymentsCsvUrl, useFeeSettings, useInvoices } from "./api";
import { RefundDialog, ReverseBookingDialog } from "./correction-dialogs";
import { EndMembershipDialog } from "./end-membership";
import { CancelInvoiceDialog, MarkPaidDialog, ResendInvoiceDialog } from "./invoice-dialogs";
import { type InvoiceAction, InvoiceTable } from "./invoice-table";
import { InvoiceTotals } from "./invoice-totals";

export const FEES_PAGE_SIZE = 50;

/**
 * The parts of the Fees tab that other work on issue 23 contributes, put in by the route module
 * (admin-dashboard.tsx). Each is a component of this feature folder and stands in its own place
 * below the invoice list, in this order.
 */
export type FeesTabSlots = {
  /** The bank file import (camt.054): books the payments it holds, so the list and totals above change. */
  bankImport?: ReactNode;
  /** Payments of imported bank files that matched no invoice, with suggestions, to assign by hand. */
  unmatchedPayments?: ReactNode;
  /** Next year's invoices for every active member (preview, then progress), and ending unpaid memberships. */
  renewal?: ReactNode;
};

type Filters = { year?: number; state?: InvoiceState; q: string };
type OpenDialog = { action: InvoiceAction; invoice: InvoiceListEntry } | null;

/** The admin dashboard's Fees tab (issue 23): a year's invoices by state, with totals, search, paging and what an admin does with one. */
export function FeesTab({ bankImport, unmatchedPayments, renewal }: FeesTabSlots) {
  const { filters, update, page, setPage, search, setSearch, submitSearch } = useListFilters<Filters>({ q: "" });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const invoices = useInvoices({ ...filters, page, pageSize: FEES_PAGE_SIZE });
  const settings = useFeeSettings();
  const locale = useLocale();
  const options = { locale };
  const searchInput = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const clearFilters = () => {
    setSearch("");
    update({ state: undefined, q: "" });
  };
  const openDialog = (action: InvoiceAction, invoice: InvoiceListEntry) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ action, invoice });
  };
  /** Back to the button that opened the dialog, or to the search when that button went with the action (a paid invoice has none). */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (opener.current?.isConnected ? opener.current : searchInput.current)?.focus();
  };

  const data = invoices.data;
  const year = data?.year;
  const filtered = Boolean(filters.state || filters.q);

  return (
    <div className="flex flex-col gap-6">
      {settings.data?.testAccount && (
        <p role="note" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {m.fees_test_account({}, options)} <span className="font-mono break-all">{settings.data.iban}</span>
            {m.fees_test_account_end({ notice: m.invoice_test_account({}, options) }, options)}
          </span>
        </p>
      )}

      <div className="flex flex-wrap items-end gap-4">
        <div className="flex-[1_1_7rem]">
          <Label htmlFor="fee-year">{m.fees_year({}, options)}</Label>
          <Select id="fee-year" value={year ?? ""} onChange={(event) => update({ year: Number(event.target.value) })} disabled={!data}>
            {data?.years.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex-[1_1_10rem]">
          <Label htmlFor="fee-state">{m.fees_state({}, options)}</Label>
          <Select id="fee-state" value={filters.state ?? ""} onChange={(event) => update({ state: (event.target.value || undefined) as InvoiceState | undefined })}>
            <option value="">{m.fees_all_states({}, options)}</option>
            {invoiceStates.map((state) => (
              <option key={state} value={state}>
                {invoiceStateLabel(state, locale)}
              </option>
            ))}
          </Select>
        </div>
        <SearchForm
          id="fee-search"
          label={m.fees_search_label({}, options)}
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          maxLength={FEE_SEARCH_MAX}
          inputRef={searchInput}
          className="flex-[3_1_18rem]"
        />
        {year !== undefined && (
          <DownloadButton href={paymentsCsvUrl(year, locale)}>{m.fees_payments_csv({ year: String(year) }, options)}</DownloadButton>
        )}
      </div>

      {invoices.isPending && (
        <p role="status" className="text-ink-muted">
          {m.fees_loading({}, options)}
        </p>
      )}
      {invoices.isError && !data && (
        <LoadFailed title={m.fees_load_failed({}, options)} detail={errorMessageIn(invoices.error, locale)} onRetry={() => void invoices.refetch()} />
      )}
      {data && (
        <>
          <InvoiceTotals year={data.year} totals={data.totals} />
          <section aria-labelledby="fee-invoices-heading">
            <h3 id="fee-invoices-heading" className="mb-2 text-xl font-bold text-ink">
              {m.fees_invoices_year({ year: String(data.year) }, options)}
            </h3>
            <p role="status" className="mb-4 text-sm text-ink-muted">
              {(filtered ? m.fees_count_matching : m.fees_count)({ count: data.total, shownCount: formatNumber(data.total, locale) }, options)}
            </p>
            {data.held > 0 && (
              <p className="mb-4 flex items-start gap-2 text-sm text-ink">
                <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {m.fees_held_count({ count: data.held, shownCount: formatNumber(data.held, locale) }, options)}
              </p>
            )}
            {invoices.isError && (
              <LoadFailed className="mb-4" title={m.fees_update_failed({}, options)} detail={errorMessageIn(invoices.error, locale)} onRetry={() => void invoices.refetch()} />
            )}
            {data.invoices.length > 0 ? (
              <InvoiceTable invoices={data.invoices} busy={invoices.isPlaceholderData} onAction={openDialog} />
            ) : filtered ? (
              <div className="rounded-lg border border-dashed border-border p-6 text-center">
                <p className="text-ink-muted">{m.fees_no_match({ year: String(data.year) }, options)}</p>
                <Button variant="outline" className="mt-4" onClick={clearFilters}>
                  {m.fees_show_all({}, options)}
                </Button>
              </div>
            ) : (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-ink-muted">
                {m.fees_none_yet({ year: String(data.year) }, options)}
              </p>
            )}
            <Pager label={m.fees_pages({}, options)}
 page={page} pageSize={FEES_PAGE_SIZE} total={data.total} onPage={setPage} />
          </section>
        </>
      )}

      {/* Contributed parts of the tab (FeesTabSlots), each in its own place. */}
      {bankImport && <div data-slot="bank-import">{bankImport}</div>}
      {unmatchedPayments && <div data-slot="unmatched-payments">{unmatchedPayments}</div>}
      {renewal && <div data-slot="renewal">{renewal}</div>}

      <Dialog open={dialog !== null && dialog.action !== "end"} onOpenChange={(open) => !open && setDialog(null)}>
        {dialog && dialog.action !== "end" && (
          <ActionDialog key={`${dialog.action}-${dialog.invoice.id}`} {...dialog} action={dialog.action} onDone={() => setDialog(null)} onCloseAutoFocus={returnFocus} />
        )}
      </Dialog>
      <EndMembershipDialog userId={dialog?.action === "end" ? dialog.invoice.userId : null} onClose={() => setDialog(null)} onCloseAutoFocus={returnFocus} />
    </div>
  );
}

function ActionDialog({ action, ...props }: { action: Exclude<InvoiceAction, "end">; invoice: InvoiceListEntry; onDone: () => void; onCloseAutoFocus: (event: Event) => void }) {
  if (action === "pay") return <MarkPaidDialog {...props} />;
  if (action === "cancel") return <CancelInvoiceDialog {...props} />;
  if (action === "reverse") return <ReverseBookingDialog {...props} />;
  if (action === "refund") return <RefundDialog {...props} />;
  return <ResendInvoiceDialog {...props} />;
}
