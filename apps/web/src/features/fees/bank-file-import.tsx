import { type BankImportSummary, formatNumber, type Locale, m, MAX_BANK_FILE_BYTES, z } from "@ssem/core";
import { FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { chosenFile } from "~/lib/chosen-file";
import { useSchemaForm } from "~/lib/use-schema-form";
import { BankFileRefused, type ImportPhase, useImportBankFile } from "./bank-api";
import { bankFileRefusalText } from "./bank-file-refusal";
import { importedBefore, ImportSummary, reversalsIn } from "./bank-import-summary";

const maxMiB = MAX_BANK_FILE_BYTES / (1024 * 1024);
// The server refuses a larger file too, but a browser told so midway through the upload often
// reports only a broken connection: this says it before anything is sent.
const importSchema = (locale: Locale) =>
  z.object({
    file: chosenFile(m.fees_bank_no_file({}, { locale })).refine(
      (file) => file.size <= MAX_BANK_FILE_BYTES,
      m.fees_bank_too_large({ max: formatNumber(maxMiB, locale) }, { locale }),
    ),
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
  const locale = useLocale();
  const options = { locale };
  const { register, submit, formState } = useSchemaForm(importSchema(locale), { defaultValues: { file: undefined } });

  const start = submit(async ({ file }) => {
    setOutcome(null);
    try {
      const summary = await importFile.mutateAsync(file);
      setOutcome({ fileName: file.name, summary });
      announce(file.name, summary);
    } catch (error) {
      // The server's cause in the admin's language where it names one; a refusal by size or type, or a broken connection, as any other.
      setOutcome({ fileName: file.name, error: error instanceof BankFileRefused ? bankFileRefusalText(error.problem, locale) : errorMessageIn(error, locale) });
    } finally {
      setPhase(null);
      // The result replaces the progress: a screen reader user is taken to it.
      requestAnimationFrame(() => outcomeRef.current?.focus());
    }
  });

  /** A toast that says what changed: a file imported before changed nothing, which is no success to celebrate. */
  const announce = (fileName: string, summary: BankImportSummary) => {
    if (importedBefore(summary)) return notify.info(m.fees_bank_already_imported({}, options), m.fees_bank_already_imported_text({ fileName }, options));
    const count = (value: number) => formatNumber(value, locale);
    const payments = { booked: count(summary.booked), credits: count(summary.credits) };
    notify.success(
      m.fees_bank_imported({}, options),
      reversalsIn(summary) > 0
        ? m.fees_bank_imported_reversals_text({ ...payments, undone: count(summary.reversals), reversals: count(reversalsIn(summary)) }, options)
        : m.fees_bank_imported_text(payments, options),
    );
  };

  return (
    <Card>
      <CardTitle as="h3">{m.fees_bank_title({}, options)}</CardTitle>
      <CardDescription>{m.fees_bank_text({ max: formatNumber(maxMiB, locale) }, options)}</CardDescription>
      <form onSubmit={(event) => void start(event)} noValidate aria-label={m.fees_bank_title({}, options)} className="mt-5">
        <FormField label={m.fees_bank_file({}, options)} error={formState.errors.file?.message}>
          <Input {...register("file")} type="file" accept=".xml,application/xml,text/xml" className="h-auto! py-2" />
        </FormField>
        <CardFooter>
          <Button type="submit" disabled={importFile.isPending}>
            <FileUp aria-hidden="true" className="size-4" />
            {importFile.isPending ? m.fees_bank_importing({}, options) : m.fees_bank_import({}, options)}
          </Button>
        </CardFooter>
      </form>
      {phase && <ImportProgress phase={phase} />}
      <div ref={outcomeRef} tabIndex={-1} className="rounded-md focus-visible:outline-2">
        {outcome && "summary" in outcome && <ImportSummary fileName={outcome.fileName} summary={outcome.summary} />}
        {outcome && "error" in outcome && (
          <div role="alert" className="mt-5 rounded-md border border-destructive/40 bg-red-50 p-4">
            <p className="font-semibold text-destructive">{m.fees_bank_not_imported({ fileName: outcome.fileName }, options)}</p>
            <p className="mt-1 break-words text-ink">{outcome.error}</p>
            <p className="mt-1 text-sm text-ink-muted">{m.fees_bank_nothing_booked({}, options)}</p>
          </div>
        )}
      </div>
    </Card>
  );
}

function ImportProgress({ phase }: { phase: ImportPhase }) {
  const labelId = useId();
  const locale = useLocale();
  const uploading = phase.phase === "uploading";
  const percent = uploading && phase.total > 0 ? Math.round((phase.loaded / phase.total) * 100) : 100;
  return (
    <div className="mt-5">
      <p id={labelId} role="status" className="text-sm font-semibold text-ink">
        {uploading ? m.fees_bank_uploading({ percent: formatNumber(percent, locale) }, { locale }) : m.fees_bank_booking({}, { locale })}
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
