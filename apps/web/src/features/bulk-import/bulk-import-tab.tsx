import { formatNumber, importColumnHeader, importColumns, type ImportResult, languageName, type Locale, m, memberCsvHeader, toCsv, z } from "@ssem/core";
import { type CsvMemberRow, parseMembersCsv } from "@ssem/core/member-csv";
import { Download, FileSearch } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ProgressBar } from "~/components/ui/progress-bar";
import { notify } from "~/components/ui/toaster";
import { isUnauthenticated } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { chosenFile } from "~/lib/chosen-file";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useImportMembers, usePreviewImport } from "./api";
import { isCsvFile, readCsvText } from "./csv-file";
import { type ImportProgress, ImportStopped } from "./import-in-batches";
import { ImportPreview } from "./import-preview";
import { EmailList, OutcomeTable } from "./outcome-lists";
import { importSummary, withDroppedLines } from "./report";

const columnNames = (locale: Locale) => importColumns.map((column) => importColumnHeader(column, locale)).join(", ");

/**
 * The template: the header line of the import's columns in the admin's language, written as every export is
 * (semicolons, byte order mark), nothing else, so no example row can be imported by mistake.
 */
const templateUrl = (locale: Locale) => `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv([memberCsvHeader(locale).slice(0, importColumns.length)]))}`;

/** Starting without a file: the spec's toast "No file selected", "Please select a CSV file". */
const importSchema = (locale: Locale) => z.object({ file: chosenFile(m.import_select_csv({}, { locale })), sendInvoice: z.boolean() });

/** The spec's fallbacks for a failed import: no session, a message, or none. */
function importFailure(error: unknown, locale: Locale) {
  const reason = error instanceof ImportStopped ? error.reason : error;
  if (isUnauthenticated(reason)) return m.import_not_authenticated({}, { locale });
  return reason instanceof Error && reason.message ? errorMessageIn(reason, locale) : m.import_unknown_error({}, { locale });
}

/** Where the tab is: a file checked, its preview shown, its import running or done. */
type Step =
  | { kind: "choosing" }
  | { kind: "checking"; progress: ImportProgress }
  | { kind: "previewed"; file: ParsedFile; preview: ImportResult }
  | { kind: "importing" | "done" | "stopped"; file: ParsedFile; progress: ImportProgress };
type ParsedFile = { rows: CsvMemberRow[]; dropped: ImportResult["failed"]; sendInvoice: boolean };

const startOf = (total: number): ImportProgress => ({ done: 0, total, result: { imported: [], skipped: [], failed: [] } });

/** The admin dashboard's Bulk Import tab: a CSV file, the preview of its import, the import with progress, and the result lists. */
export function BulkImportTab() {
  const locale = useLocale();
  const options = { locale };
  const [step, setStep] = useState<Step>({ kind: "choosing" });
  const previewImport = usePreviewImport((progress) => setStep({ kind: "checking", progress }));
  const importMembers = useImportMembers((progress) => setStep((current) => ("file" in current ? { kind: "importing", file: current.file, progress } : current)));
  const { register, submit, watch } = useSchemaForm(useMemo(() => importSchema(locale), [locale]), {
    defaultValues: { file: undefined, sendInvoice: false },
    refusalTitle: () => m.import_no_file_title({}, options),
  });
  const { onChange: recordChoice, ...fileField } = register("file");

  // A preview shows one file with one choice of invoice: choosing again starts over.
  useEffect(() => {
    const subscription = watch(() => setStep((current) => (current.kind === "previewed" ? { kind: "choosing" } : current)));
    return () => subscription.unsubscribe();
  }, [watch]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      notify.error(m.import_invalid_file({}, options), m.import_select_csv({}, options));
      // Emptied, so that starting now is refused as without a file.
      event.target.value = "";
    }
    void recordChoice(event);
  };

  const invoiceHint = useId();
  const check = submit(async ({ file, sendInvoice }) => {
    // A file deleted or changed on disk since it was chosen cannot be read.
    const parsed = await readCsvText(file).then(parseMembersCsv, () => null);
    if (parsed === null) {
      notify.error(m.import_failed({}, options), m.import_unreadable({}, options));
      return;
    }
    if (parsed.rows.length === 0) {
      notify.error(m.import_failed({}, options), m.import_no_rows({}, options));
      return;
    }
    setStep({ kind: "checking", progress: startOf(parsed.rows.length) });
    try {
      const preview = await previewImport.mutateAsync({ rows: parsed.rows, sendInvoice, defaultLanguage: locale });
      setStep({ kind: "previewed", file: { ...parsed, sendInvoice }, preview: withDroppedLines(preview, parsed.dropped) });
    } catch (error) {
      setStep({ kind: "choosing" });
      notify.error(m.import_failed({}, options), importFailure(error, locale));
    }
  });

  const runImport = async (file: ParsedFile) => {
    setStep({ kind: "importing", file, progress: startOf(file.rows.length) });
    try {
      const result = withDroppedLines(await importMembers.mutateAsync({ ...file, defaultLanguage: locale }), file.dropped);
      setStep({ kind: "done", file, progress: { done: file.rows.length, total: file.rows.length, result } });
      const summary = importSummary(result, locale);
      if (result.failed.length + result.skipped.length === 0) notify.success(m.import_complete({}, options), summary);
      else notify.error(m.import_complete({}, options), m.import_summary_see_below({ summary }, options));
    } catch (error) {
      const progress = error instanceof ImportStopped ? error.progress : startOf(file.rows.length);
      setStep({ kind: "stopped", file, progress: { ...progress, result: withDroppedLines(progress.result, file.dropped) } });
      notify.error(m.import_failed({}, options), importFailure(error, locale));
    }
  };

  const busy = step.kind === "checking" || step.kind === "importing";
  return (
    <div className="space-y-6">
      <Card>
        {/* The tab panel has the heading "Bulk Import" (h2); this card sits below it. */}
        <CardTitle as="h3">{m.import_card_title({}, options)}</CardTitle>
        <CardDescription>{m.import_description({ columns: columnNames(locale) }, options)}</CardDescription>
        <p className="mt-2 text-sm text-ink-muted">{m.import_language_hint({ language: languageName(locale, locale) }, options)}</p>
        <p className="mt-3">
          <a href={templateUrl(locale)} download="members-template.csv" className="link inline-flex items-center gap-2">
            <Download aria-hidden="true" className="size-4" />
            {m.import_template_link({}, options)}
          </a>
        </p>
        <form onSubmit={(event) => void check(event)} noValidate aria-label={m.import_form_label({}, options)} className="mt-5">
          <FormField label={m.import_file_label({}, options)}>
            <Input {...fileField} type="file" accept=".csv,text/csv" onChange={chooseFile} className="h-auto! py-2" />
          </FormField>
          <div className="mt-4">
            <label className="flex items-center gap-3 font-semibold text-ink">
              <input type="checkbox" className="size-5 accent-accent" aria-describedby={invoiceHint} {...register("sendInvoice")} />
              {m.import_send_invoice({}, options)}
            </label>
            <p id={invoiceHint} className="mt-1 text-sm text-ink-muted">
              {m.import_send_invoice_hint({}, options)}
            </p>
          </div>
          <CardFooter>
            <Button type="submit" disabled={busy}>
              <FileSearch aria-hidden="true" className="size-4" />
              {step.kind === "checking" ? m.import_checking({}, options) : m.import_preview_button({}, options)}
            </Button>
          </CardFooter>
        </form>
        {step.kind === "checking" && <StepProgress label={m.import_progress_checking} progress={step.progress} />}
        {(step.kind === "importing" || step.kind === "done" || step.kind === "stopped") && <StepProgress label={m.import_progress_importing} progress={step.progress} />}
      </Card>
      {step.kind === "previewed" && (
        <ImportPreview preview={step.preview} sendInvoice={step.file.sendInvoice} pending={importMembers.isPending} onConfirm={() => void runImport(step.file)} />
      )}
      {(step.kind === "done" || step.kind === "stopped") && <ImportResults result={step.progress.result} stopped={step.kind === "stopped" ? step.progress : null} />}
    </div>
  );
}

/** A progress message's counts: numbers for its plural ("1 of 1 row"), and as they are shown. */
const progressCounts = ({ done, total }: ImportProgress, locale: Locale) => ({ done, shownDone: formatNumber(done, locale), total, shownTotal: formatNumber(total, locale) });
type ProgressMessage = (inputs: ReturnType<typeof progressCounts>, options: { locale: Locale }) => string;

function StepProgress({ label, progress }: { label: ProgressMessage; progress: ImportProgress }) {
  const locale = useLocale();
  return <ProgressBar label={label(progressCounts(progress, locale), { locale })} value={progress.done} max={progress.total} />;
}

function ImportResults({ result, stopped }: { result: ImportResult; stopped: ImportProgress | null }) {
  const locale = useLocale();
  const options = { locale };
  return (
    <section aria-labelledby="import-result-title" className="space-y-6">
      <Card>
        <CardTitle as="h3" id="import-result-title">
          {stopped ? m.import_stopped({}, options) : m.import_complete({}, options)}
        </CardTitle>
        <CardDescription role="status">
          {importSummary(result, locale)}.
          {stopped && ` ${m.import_stopped_detail(progressCounts(stopped, locale), options)}`}
        </CardDescription>
      </Card>
      <OutcomeTable title={m.import_failed_title({}, options)} description={m.import_failed_text({}, options)} rows={result.failed} />
      <OutcomeTable title={m.import_skipped_title({}, options)} description={m.import_skipped_text({}, options)} rows={result.skipped} />
      <EmailList title={m.import_imported_title({}, options)} label={m.import_imported_label({}, options)} emails={result.imported} />
    </section>
  );
}
