import { dateFormatter, formatChf, invoiceStateLabel, m, type ResignationOverview, type ResignationTiming } from "@ssem/core";
import { DoorOpen } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { useLocale, useLocalizedNavigate } from "~/lib/locale";
import { refreshSession } from "~/lib/session";
import { errorMessageIn, useResign, useResignation, useWithdrawResignation } from "./api";
import { DashboardCard } from "./dashboard-card";


/** Leaving the association (issue 27): resign at the end of the membership year or now, or take a resignation back. */
export function ResignationCard({ className }: { className?: string }) {
  const overview = useResignation();
  const withdraw = useWithdrawResignation();
  const locale = useLocale();
  const day = dateFormatter("date", locale);
  const [open, setOpen] = useState(false);
  const data = overview.data;

  const takeBack = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => notify.success(m.dash_resign_withdrawn({}, { locale }), m.dash_resign_withdrawn_text({}, { locale })),
      onError: (error) => notify.error(m.dash_resign_withdraw_error({}, { locale }), errorMessageIn(error, locale)),
    });

  return (
    <DashboardCard title={m.dash_resign_title({}, { locale })} icon={<DoorOpen aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {overview.isPending && (
        <p role="status" className="text-ink-muted">
          {m.dash_loading_short({}, { locale })}
        </p>
      )}
      {overview.isError && <LoadFailed title={m.dash_resign_load_failed({}, { locale })} detail={errorMessageIn(overview.error, locale)} onRetry={() => void overview.refetch()} />}
      {data?.resignation && (
        <>
          <CardDescription>
            {m.dash_resign_resigned({ day: day(data.resignation.leavesOn) }, { locale })}{" "}
            {data.resignation.keepsNewsletter ? m.dash_resign_keeps_newsletter({}, { locale }) : m.dash_resign_newsletter_stops({}, { locale })}
          </CardDescription>
          <CardFooter>
            <Button variant="outline" onClick={takeBack} disabled={withdraw.isPending}>
              {m.dash_resign_withdraw({}, { locale })}
            </Button>
          </CardFooter>
        </>
      )}
      {data && !data.resignation && data.refusal && <CardDescription>{data.refusal}</CardDescription>}
      {data && !data.resignation && !data.refusal && (
        <>
          <CardDescription>{m.dash_resign_text({}, { locale })}</CardDescription>
          <CardFooter>
            <Button variant="outline" onClick={() => setOpen(true)}>
              {m.dash_resign_open({}, { locale })}
            </Button>
          </CardFooter>
          <ResignDialog open={open} onClose={() => setOpen(false)} overview={data} />
        </>
      )}
    </DashboardCard>
  );
}

/**
 * What becomes of the open invoices: leaving at the year's end, this year's fee is still owed (and
 * closed unpaid if still open when the account goes), a later year's is cancelled; leaving now,
 * every open one is closed unpaid. All are kept for the accounts.
 */
function OpenInvoices({ overview, when }: { overview: ResignationOverview; when: ResignationTiming }) {
  const headingId = useId();
  const locale = useLocale();
  const lastYear = Number(overview.endOfYear.slice(0, 4));
  const owed = when === "now" ? [] : overview.openInvoices.filter((invoice) => invoice.year <= lastYear);
  const closed = overview.openInvoices.filter((invoice) => !owed.includes(invoice));
  if (overview.openInvoices.length === 0) return null;
  const list = (invoices: ResignationOverview["openInvoices"]) => (
    <ul className="mt-1 space-y-1">
      {invoices.map((invoice) => (
        <li key={invoice.number}>
          {m.dash_resign_invoice_row(
            {
              number: invoice.number,
              year: String(invoice.year),
              amount: formatChf(invoice.outstandingRappen, locale),
              state: invoiceStateLabel(invoice.state, locale).toLocaleLowerCase(locale),
            },
            { locale },
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <h3 id={headingId} className="font-semibold">
        {m.dash_resign_open_invoices({}, { locale })}
      </h3>
      {owed.length > 0 && (
        <>
          {list(owed)}
          <p className="mt-1">{m.dash_resign_pay_before({ day: dateFormatter("date", locale)(overview.endOfYear) }, { locale })}</p>
        </>
      )}
      {closed.length > 0 && (
        <>
          {list(closed)}
          <p className="mt-1">
            {when === "now" ? m.dash_resign_closed_now({}, { locale }) : m.dash_resign_cancelled_later({}, { locale })}
          </p>
        </>
      )}
      <p className="mt-1">{m.dash_resign_invoices_kept({}, { locale })}</p>
    </section>
  );
}

/** Asks first, names what happens to the account, the open invoices and the newsletter, and focuses Cancel. */
function ResignDialog({ open, onClose, overview }: { open: boolean; onClose: () => void; overview: ResignationOverview }) {
  const resign = useResign();
  const navigate = useLocalizedNavigate();
  const locale = useLocale();
  const day = dateFormatter("date", locale);
  const cancel = useRef<HTMLButtonElement>(null);
  const [when, setWhen] = useState<ResignationTiming>("end_of_year");
  const [keepNewsletter, setKeepNewsletter] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(m.dash_resign_enter_password({}, { locale }));
    resign.mutate(
      { when, keepNewsletter, password },
      {
        onSuccess: async (done) => {
          if (done.deleted) {
            notify.success(m.dash_resign_deleted({}, { locale }), m.dash_resign_deleted_text({}, { locale }));
            // Leaving the member area drops its cached data; the header then shows Member Login.
            await navigate("/", { replace: true });
            await refreshSession();
            return;
          }
          notify.success(m.dash_resign_received({}, { locale }), m.dash_resign_received_text({ day: day(done.leavesOn) }, { locale }));
          onClose();
        },
        onError: (failure) => setError(errorMessageIn(failure, locale)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent
          title={m.dash_resign_dialog_title({}, { locale })}
          description={m.dash_resign_dialog_description({}, { locale })}
          // Cancel, not the first choice, has the focus first: Enter must not end a membership.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <form onSubmit={submit} noValidate aria-label={m.dash_resign_form({}, { locale })}>
            <fieldset>
              <legend className="font-semibold text-ink">{m.dash_resign_when({}, { locale })}</legend>
              <div className="mt-2 space-y-3">
                <label className="flex gap-3">
                  <input type="radio" name="when" className="mt-1 size-5 accent-accent" checked={when === "end_of_year"} onChange={() => setWhen("end_of_year")} />
                  <span>
                    {m.dash_resign_end_of_year({ day: day(overview.endOfYear) }, { locale })}
                    <span className="block text-sm text-ink-muted">{m.dash_resign_end_of_year_hint({}, { locale })}</span>
                  </span>
                </label>
                <label className="flex gap-3">
                  <input type="radio" name="when" className="mt-1 size-5 accent-accent" checked={when === "now"} onChange={() => setWhen("now")} />
                  <span>
                    {m.dash_resign_now({}, { locale })}
                    <span className="block text-sm text-ink-muted">{m.dash_resign_now_hint({}, { locale })}</span>
                  </span>
                </label>
              </div>
            </fieldset>
            <OpenInvoices overview={overview} when={when} />
            {overview.subscribed && (
              <label className="mt-5 flex items-center gap-3 font-semibold text-ink">
                <input type="checkbox" className="size-5 accent-accent" checked={keepNewsletter} onChange={(event) => setKeepNewsletter(event.target.checked)} />
                {m.dash_resign_keep_newsletter({}, { locale })}
              </label>
            )}
            <FormField label={m.auth_password({}, { locale })} hint={m.dash_resign_password_hint({}, { locale })} error={error} className="mt-5">
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={resign.isPending} />
            </FormField>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button ref={cancel} variant="outline" disabled={resign.isPending}>
                  {m.dash_cancel({}, { locale })}
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={resign.isPending}>
                {when === "now" ? m.dash_resign_delete_account({}, { locale }) : m.dash_resign_form({}, { locale })}

              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
