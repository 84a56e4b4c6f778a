import { dateFormatter, formatChf, invoiceStateLabels, type ResignationOverview, type ResignationTiming } from "@ssem/core";
import { DoorOpen } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { refreshSession } from "~/lib/session";
import { errorMessage, useResign, useResignation, useWithdrawResignation } from "./api";
import { DashboardCard } from "./dashboard-card";

const day = dateFormatter("date");

/** Leaving the association (issue 27): resign at the end of the membership year or now, or take a resignation back. */
export function ResignationCard({ className }: { className?: string }) {
  const overview = useResignation();
  const withdraw = useWithdrawResignation();
  const [open, setOpen] = useState(false);
  const data = overview.data;

  const takeBack = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => notify.success("Resignation withdrawn", "Your membership continues."),
      onError: (error) => notify.error("Error withdrawing your resignation", errorMessage(error)),
    });

  return (
    <DashboardCard title="Leave the Association" icon={<DoorOpen aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {overview.isPending && (
        <p role="status" className="text-ink-muted">
          Loading…
        </p>
      )}
      {overview.isError && <LoadFailed title="This could not be loaded." detail={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />}
      {data?.resignation && (
        <>
          <CardDescription>
            You have resigned. Your membership ends on {day(data.resignation.leavesOn)}, and your account is deleted the day after.{" "}
            {data.resignation.keepsNewsletter ? "You keep receiving the newsletter." : "The newsletter stops with your account."}
          </CardDescription>
          <CardFooter>
            <Button variant="outline" onClick={takeBack} disabled={withdraw.isPending}>
              Withdraw resignation
            </Button>
          </CardFooter>
        </>
      )}
      {data && !data.resignation && data.refusal && <CardDescription>{data.refusal}</CardDescription>}
      {data && !data.resignation && !data.refusal && (
        <>
          <CardDescription>
            You can leave at the end of the membership year or at once. Your invoices and payments are kept for ten years, as Swiss
            accounting law requires; everything else is deleted with your account.
          </CardDescription>
          <CardFooter>
            <Button variant="outline" onClick={() => setOpen(true)}>
              Resign…
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
  const lastYear = Number(overview.endOfYear.slice(0, 4));
  const owed = when === "now" ? [] : overview.openInvoices.filter((invoice) => invoice.year <= lastYear);
  const closed = overview.openInvoices.filter((invoice) => !owed.includes(invoice));
  if (overview.openInvoices.length === 0) return null;
  const list = (invoices: ResignationOverview["openInvoices"]) => (
    <ul className="mt-1 space-y-1">
      {invoices.map((invoice) => (
        <li key={invoice.number}>
          Invoice {invoice.number} ({invoice.year}): {formatChf(invoice.outstandingRappen)}, {invoiceStateLabels[invoice.state].toLowerCase()}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <h3 id={headingId} className="font-semibold">
        Open invoices
      </h3>
      {owed.length > 0 && (
        <>
          {list(owed)}
          <p className="mt-1">Please pay before {day(overview.endOfYear)}: an invoice still open when your account is deleted is closed unpaid.</p>
        </>
      )}
      {closed.length > 0 && (
        <>
          {list(closed)}
          <p className="mt-1">
            {when === "now" ? "These are closed unpaid when your account is deleted." : "These are for a year after your last day: they are cancelled when you resign."}
          </p>
        </>
      )}
      <p className="mt-1">Invoices are kept, with your name, for the accounts (ten years).</p>
    </section>
  );
}

/** Asks first, names what happens to the account, the open invoices and the newsletter, and focuses Cancel. */
function ResignDialog({ open, onClose, overview }: { open: boolean; onClose: () => void; overview: ResignationOverview }) {
  const resign = useResign();
  const navigate = useNavigate();
  const cancel = useRef<HTMLButtonElement>(null);
  const [when, setWhen] = useState<ResignationTiming>("end_of_year");
  const [keepNewsletter, setKeepNewsletter] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError("Please enter your password");
    resign.mutate(
      { when, keepNewsletter, password },
      {
        onSuccess: async (done) => {
          if (done.deleted) {
            notify.success("Your account has been deleted", "Thank you for having been part of the association.");
            // Leaving the member area drops its cached data; the header then shows Member Login.
            await navigate("/", { replace: true });
            await refreshSession();
            return;
          }
          notify.success("Resignation received", `Your membership ends on ${day(done.leavesOn)}. A confirmation e-mail is on its way.`);
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiRequestError && failure.code === "wrong_password" ? failure.message : errorMessage(failure)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent
          title="Resign from the association?"
          description="Choose when you leave. A confirmation e-mail follows."
          // Cancel, not the first choice, has the focus first: Enter must not end a membership.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
        >
          <form onSubmit={submit} noValidate aria-label="Resign">
            <fieldset>
              <legend className="font-semibold text-ink">When do you want to leave?</legend>
              <div className="mt-2 space-y-3">
                <label className="flex gap-3">
                  <input type="radio" name="when" className="mt-1 size-5 accent-accent" checked={when === "end_of_year"} onChange={() => setWhen("end_of_year")} />
                  <span>
                    At the end of the membership year, {day(overview.endOfYear)}
                    <span className="block text-sm text-ink-muted">You stay a member until then, and can withdraw your resignation.</span>
                  </span>
                </label>
                <label className="flex gap-3">
                  <input type="radio" name="when" className="mt-1 size-5 accent-accent" checked={when === "now"} onChange={() => setWhen("now")} />
                  <span>
                    Now
                    <span className="block text-sm text-ink-muted">Your account is deleted at once. This cannot be undone.</span>
                  </span>
                </label>
              </div>
            </fieldset>
            <OpenInvoices overview={overview} when={when} />
            {overview.subscribed && (
              <label className="mt-5 flex items-center gap-3 font-semibold text-ink">
                <input type="checkbox" className="size-5 accent-accent" checked={keepNewsletter} onChange={(event) => setKeepNewsletter(event.target.checked)} />
                Keep receiving the newsletter as an alumna or alumnus
              </label>
            )}
            <FormField label="Password" hint="Type your password to confirm." error={error} className="mt-5">
              <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} disabled={resign.isPending} />
            </FormField>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <DialogClose asChild>
                <Button ref={cancel} variant="outline" disabled={resign.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={resign.isPending}>
                {when === "now" ? "Resign and delete my account" : "Resign"}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
