import { billingYear, formatChf, formatNumber, type Locale, m, type RenewalProgress, swissToday } from "@ssem/core";
import { RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { ProgressBar } from "~/components/ui/progress-bar";
import { SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useRenewalPreview, useRenewalProgress, useStartRenewal } from "./renewal-api";

/** "1 invoice", "12 invoices": the count of invoices a run issues, as the Fees tab counts its list. */
const countOf = (invoices: number, locale: Locale) => m.fees_count({ count: invoices, shownCount: formatNumber(invoices, locale) }, { locale });

/**
 * The Fees tab's renewal (ADR 019): next year's invoices for every active member, after a preview
 * (count, total, year) that the admin confirms; then the run's progress and its result. A second
 * run of a year says that it made nothing new.
 */
export function FeeRenewal() {
  const today = swissToday();
  const thisYear = Number(today.slice(0, 4));
  const years = [String(thisYear + 1), String(thisYear)] as const;
  // The year approvals are billed for now: from 1 October the next one (ADR 019), before that this one.
  const billedNow = billingYear(today);
  const [year, setYear] = useState(billedNow);
  const late = year < billedNow;
  const [previewOpen, setPreviewOpen] = useState(false);
  const [started, setStarted] = useState<number | null>(null);
  const start = useStartRenewal();
  const progress = useRenewalProgress(year, started === year);
  const locale = useLocale();
  const options = { locale };
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
      onError: (error) => notify.error(m.fees_renew_failed({}, options), errorMessageIn(error, locale)),
    });

  return (
    <Card>
      <CardTitle as="h3">{m.fees_renew_title({}, options)}</CardTitle>
      <CardDescription>{m.fees_renew_text({}, options)}</CardDescription>
      <div className="mt-5 max-w-xs">
        <SelectField
          label={m.fees_renew_year({}, options)}
          options={years}
          labels={{ [years[0]]: years[0], [years[1]]: years[1] }}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          disabled={start.isPending || running}
        />
      </div>
      {late && (
        <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {m.fees_renew_late_year({ year: String(year), next: String(billedNow) }, options)}
        </p>
      )}
      <CardFooter>
        <Button ref={opener} onClick={() => setPreviewOpen(true)} disabled={running}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {m.fees_renew_open({}, options)}
        </Button>
      </CardFooter>
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {started === year && progress.data && <RenewalStatus progress={progress.data} />}
      </div>
      <RenewalPreviewDialog
        year={year}
        lateFor={late ? billedNow : null}
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
  lateFor,
  open,
  onClose,
  onConfirm,
  pending,
  onCloseAutoFocus,
}: {
  year: number;
  /** The year approvals are billed for now, when `year` is before it: the dialog warns. */
  lateFor: number | null;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const preview = useRenewalPreview(year, open);
  const data = preview.data;
  const locale = useLocale();
  const options = { locale };
  const shownYear = String(year);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && (
        <DialogContent
          title={m.fees_renew_confirm_title({ year: shownYear }, options)}
          onCloseAutoFocus={onCloseAutoFocus}
          description={
            !data
              ? preview.isError
                ? m.fees_preview_failed({ detail: errorMessageIn(preview.error, locale) }, options)
                : m.fees_renew_counting({}, options)
              : data.members === 0
                ? m.fees_renew_none({ year: shownYear }, options)
                : m.fees_renew_preview({ invoices: countOf(data.members, locale), year: shownYear, total: formatChf(data.totalRappen, locale) }, options)
          }
        >
          {lateFor !== null && <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{m.fees_renew_late_year({ year: shownYear, next: String(lateFor) }, options)}</p>}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="outline">{m.dash_cancel({}, options)}</Button>
            </DialogClose>
            <Button onClick={onConfirm} disabled={!data || pending}>
              {pending
                ? m.fees_renew_starting({}, options)
                : data && data.members > 0
                  ? m.fees_renew_issue({ invoices: countOf(data.members, locale) }, options)
                  : m.fees_renew_anyway({}, options)}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function RenewalStatus({ progress: { year, planned, created, finished } }: { progress: RenewalProgress }) {
  const locale = useLocale();
  const options = { locale };
  const shownYear = String(year);
  if (finished) {
    return (
      <p role="status" className="mt-5 rounded-md bg-slate-100 p-3 text-ink">
        {created === 0
          ? m.fees_renew_finished_none({ year: shownYear }, options)
          : m.fees_renew_finished({ year: shownYear, invoices: countOf(created, locale) }, options)}
      </p>
    );
  }
  return (
    <ProgressBar
      label={m.fees_renew_progress({ year: shownYear, created, shownCreated: formatNumber(created, locale), planned, shownPlanned: formatNumber(planned, locale) }, options)}
      value={created}
      max={planned}
    />
  );
}
