import { type BankImportSummary, formatNumber, MAX_BANK_FILE_BYTES, z } from "@ssem/core";
import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessage } from "~/lib/api-client";
import { chosenFile, useSchemaForm } from "~/lib/use-schema-form";
import { type ImportPhase, useImportBankFile } from "./bank-api";

const maxMiB = MAX_BANK_FILE_BYTES / (1024 * 1024);
// The server refuses a larger file too, but a browser told so midway through the upload often
// reports only a broken connection: this says it before anything is sent.
const importSchema = z.object({
  file: chosenFile("No file selected").refine((file) => file.size <= MAX_BANK_FILE_BYTES, `The file is larger than the limit of ${maxMiB} MiB.`),
});

/**
 * The Fees tab's import of the bank's file (camt.054, or a camt.053 statement): the file goes up
 * with visible progress, the server books it whole or not at all, and the card then says what the
 * file held and did, or why it was refused and that nothing was booked.
 */
export function BankFileImport() {
  const [phase, setPhase] = useState<ImportPhase | null>(null);
  const [outcome, setOutcome] = useState<{ fileName: string; summary: BankImportSummary } | { fileName: string; error: string } | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const importFile = useImportBankFile(setPhase);
  const { register, submit, formState } = useSchemaForm(importSchema, { defaultValues: { file: undefined } });

  const start = submit(async ({ file }) => {
    setOutcome(null);
    try {
      const summary = await importFile.mutateAsync(file);
      setOutcome({ fileName: file.name, summary });
      notify.success("Bank file imported", `${summary.booked} of ${summary.credits} payments booked.`);
    } catch (error) {
      setOutcome({ fileName: file.name, error: errorMessage(error) });
    } finally {
      setPhase(null);
      // The result replaces the progress: a screen reader user is taken to it.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  });

  return (
    <Card>
      <CardTitle as="h3">Import the bank&apos;s file</CardTitle>
      <CardDescription>
        The camt.054 notification (or camt.053 statement) from e-banking, as XML, up to {maxMiB} MiB. Payments are matched to invoices
        by their reference; the ones that match none wait below. Importing the same file again books nothing twice.
      </CardDescription>
      <form onSubmit={(event) => void start(event)} noValidate aria-label="Import the bank's file" className="mt-5">
        <FormField label="Bank file (XML)" error={formState.errors.file?.message}>
          <Input {...register("file")} type="file" accept=".xml,application/xml,text/xml" className="h-auto py-2" />
        </FormField>
        <CardFooter>
          <Button type="submit" disabled={importFile.isPending}>
            <FileUp aria-hidden="true" className="size-4" />
            {importFile.isPending ? "Importing…" : "Import"}
          </Button>
        </CardFooter>
      </form>
      {phase && <ImportProgress phase={phase} />}
      <div ref={outcomeRef} tabIndex={-1} className="rounded-md focus-visible:outline-2">
        {outcome && "summary" in outcome && <ImportSummary fileName={outcome.fileName} summary={outcome.summary} />}
        {outcome && "error" in outcome && (
          <div role="alert" className="mt-5 rounded-md border border-destructive/40 bg-red-50 p-4">
            <p className="font-semibold text-destructive">{outcome.fileName} was not imported</p>
            <p className="mt-1 break-words text-ink">{outcome.error}</p>
            <p className="mt-1 text-sm text-ink-muted">Nothing was booked. Check that this is the bank&apos;s camt.054 or camt.053 file.</p>
          </div>
        )}
      </div>
    </Card>
  );
}

function ImportProgress({ phase }: { phase: ImportPhase }) {
  const labelId = useId();
  const uploading = phase.phase === "uploading";
  const percent = uploading && phase.total > 0 ? Math.round((phase.loaded / phase.total) * 100) : 100;
  return (
    <div className="mt-5">
      <p id={labelId} role="status" className="text-sm font-semibold text-ink">
        {uploading ? `Uploading… ${percent} %` : "Booking payments…"}
      </p>
      {/* While booking there is no count to show: the bar stays full and says so, rather than pretending. */}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploading ? percent : undefined}
        className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={uploading ? "h-full bg-accent transition-[width]" : "h-full animate-pulse bg-accent motion-reduce:animate-none"} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The import's counts, in the order an admin checks them. */
function ImportSummary({ fileName, summary }: { fileName: string; summary: BankImportSummary }) {
  const rows: [string, number, string?][] = [
    ["Payments received", summary.credits],
    ["Booked to their invoice", summary.booked],
    ["of which partial payments (rest still open)", summary.partial],
    ["of which overpaid", summary.overpaid, summary.overpaid > 0 ? "check these invoices: more came in than was billed" : undefined],
    ["Unmatched: waiting for you below", summary.unmatched],
    ["Already imported before (unchanged)", summary.duplicates],
    ["Reversed by the bank (payment undone)", summary.reversals],
    ["Reversals without a payment to undo", summary.unmatchedReversals],
    ["Debits (not fees, ignored)", summary.debits],
    ["Not booked by the bank yet (pending or rejected)", summary.notBooked],
  ];
  return (
    <section aria-labelledby="bank-import-summary" className="mt-5">
      <h4 id="bank-import-summary" className="font-semibold text-ink">
        {fileName} imported ({summary.version})
      </h4>
      <dl className="mt-3 grid max-w-xl grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value, note]) => (
          <div key={label} className="contents">
            <dt className={label.startsWith("of which") ? "pl-4 text-ink-muted" : "text-ink"}>
              {label}
              {note && <span className="block text-xs text-amber-900">{note}</span>}
            </dt>
            <dd className="text-right font-semibold tabular-nums">{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
