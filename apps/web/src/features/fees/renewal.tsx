import { formatChf, formatNumber, type RenewalProgress, swissToday } from "@ssem/core";
import { RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { ProgressBar } from "~/components/ui/progress-bar";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { useRenewalPreview, useRenewalProgress, useStartRenewal } from "./renewal-api";

const countOf = (members: number) => (members === 1 ? "1 invoice" : `${formatNumber(members)} invoices`);

/**
 * The Fees tab's renewal (ADR 019): next year's invoices for every active member, after a preview
 * (count, total, year) that the admin confirms; then the run's progress and its result. A second
 * run of a year says that it made nothing new.
 */
export function FeeRenewal() {
  const thisYear = Number(swissToday().slice(0, 4));
  const years = [String(thisYear + 1), String(thisYear)] as const;
  const [year, setYear] = useState(thisYear + 1);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const start = useStartRenewal();
  const progress = useRenewalProgress(year, started === year);
  const opener = useRef<HTMLButtonElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const running = started !== null && !progress.data?.finished;
  // Focus goes back to the button, or, once a run has started (the button waits for it), to its progress.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    (started === null ? opener.current : outcome.current)?.focus();
  };

  const confirm = () =>
    start.mutate(year, {
      onSuccess: () => {
        setStarted(year);
        setPreviewOpen(false);
      },
      onError: (error) => notify.error("Renewal failed", errorMessage(error)),
    });

  return (
    <Card>
      <CardTitle as="h3">Renewal</CardTitle>
      <CardDescription>
        Issue the invoices of a membership year to every active member at once. Each gets the invoice by e-mail with its PDF; members who already have an
        invoice for that year get none, so running it again is safe.
      </CardDescription>
      <div className="mt-5 max-w-xs">
        <SelectField
          label="Membership year"
          options={years}
          labels={{ [years[0]]: years[0], [years[1]]: years[1] }}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          disabled={start.isPending || running}
        />
      </div>
      <CardFooter>
        <Button ref={opener} onClick={() => setPreviewOpen(true)} disabled={running}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Renew memberships…
        </Button>
      </CardFooter>
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {started === year && progress.data && <RenewalStatus progress={progress.data} />}
      </div>
      <RenewalPreviewDialog
        year={year}
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        onConfirm={confirm}
        pending={start.isPending}
        onCloseAutoFocus={returnFocus}
      />
    </Card>
  );
}

function RenewalPreviewDialog({
  year,
  open,
  onClose,
  onConfirm,
  pending,
  onCloseAutoFocus,
}: {
  year: number;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const preview = useRenewalPreview(year, open);
  const data = preview.data;
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent
          title={`Renew memberships for ${year}?`}
          onCloseAutoFocus={onCloseAutoFocus}
          description={
            !data
              ? preview.isError
                ? `The preview could not be loaded: ${errorMessage(preview.error)}`
                : "Counting the active members…"
              : data.members === 0
                ? `Every active member already has an invoice for ${year}. Renewing now issues none.`
                : `This issues ${countOf(data.members)} for the membership year ${year}, ${formatChf(data.totalRappen)} in total, and e-mails each to its member with the PDF. Invoices cannot be taken back, only cancelled one by one.`
          }
        >
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={!data || pending}>
              {pending ? "Starting…" : data && data.members > 0 ? `Issue ${countOf(data.members)}` : "Renew anyway"}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function RenewalStatus({ progress: { year, planned, created, finished } }: { progress: RenewalProgress }) {
  if (finished) {
    return (
      <p role="status" className="mt-5 rounded-md bg-slate-100 p-3 text-ink">
        {created === 0
          ? `Renewal for ${year} finished: no new invoices. Every active member already had one for ${year}.`
          : `Renewal for ${year} finished: ${countOf(created)} issued. They are e-mailed at the pace the mail provider accepts; members who have not confirmed their address yet get theirs once they do.`}
      </p>
    );
  }
  return <ProgressBar label={`Renewal for ${year}: ${formatNumber(created)} of ${formatNumber(planned)} invoices issued`} value={created} max={planned} />;
}
