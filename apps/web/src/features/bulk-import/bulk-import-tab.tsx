import { formatNumber, importColumnHeaders, importColumns, type ImportResult, memberCsvHeader, z } from "@ssem/core";
import { type CsvMemberRow, parseMembersCsv } from "@ssem/core/member-csv";
import { Download, FileSearch } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ProgressBar } from "~/components/ui/progress-bar";
import { notify } from "~/components/ui/toaster";
import { isUnauthenticated } from "~/lib/api-client";
import { chosenFile, useSchemaForm } from "~/lib/use-schema-form";
import { useImportMembers, usePreviewImport } from "./api";
import { isCsvFile, readCsvText } from "./csv-file";
import { type ImportProgress, ImportStopped } from "./import-in-batches";
import { ImportPreview } from "./import-preview";
import { EmailList, OutcomeTable } from "./outcome-lists";
import { importSummary, withDroppedLines } from "./report";

const columnNames = importColumns.map((column) => importColumnHeaders[column]).join(", ");

/** The template: the header line of the import's columns, nothing else, so no example row can be imported by mistake. */
const templateUrl = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${memberCsvHeader.slice(0, importColumns.length).join(",")}\r\n`)}`;

/** Starting without a file: the spec's toast "No file selected", "Please select a CSV file". */
const importSchema = z.object({ file: chosenFile("Please select a CSV file"), sendInvoice: z.boolean() });

/** The spec's fallbacks for a failed import: no session, a message, or none. */
function importFailure(error: unknown) {
  const reason = error instanceof ImportStopped ? error.reason : error;
  if (isUnauthenticated(reason)) return "Not authenticated";
  return reason instanceof Error && reason.message ? reason.message : "Unknown error";
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
  const [step, setStep] = useState<Step>({ kind: "choosing" });
  const previewImport = usePreviewImport((progress) => setStep({ kind: "checking", progress }));
  const importMembers = useImportMembers((progress) => setStep((current) => ("file" in current ? { kind: "importing", file: current.file, progress } : current)));
  const { register, submit, watch } = useSchemaForm(importSchema, { defaultValues: { file: undefined, sendInvoice: false }, refusalTitle: () => "No file selected" });
  const { onChange: recordChoice, ...fileField } = register("file");

  // A preview shows one file with one choice of invoice: choosing again starts over.
  useEffect(() => {
    const subscription = watch(() => setStep((current) => (current.kind === "previewed" ? { kind: "choosing" } : current)));
    return () => subscription.unsubscribe();
  }, [watch]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      notify.error("Invalid file", "Please select a CSV file");
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
      notify.error("Import failed", "The file could not be read. Please select it again.");
      return;
    }
    if (parsed.rows.length === 0) {
      notify.error("Import failed", "The file has no rows with an email address");
      return;
    }
    setStep({ kind: "checking", progress: startOf(parsed.rows.length) });
    try {
      const preview = await previewImport.mutateAsync({ rows: parsed.rows, sendInvoice });
      setStep({ kind: "previewed", file: { ...parsed, sendInvoice }, preview: withDroppedLines(preview, parsed.dropped) });
    } catch (error) {
      setStep({ kind: "choosing" });
      notify.error("Import failed", importFailure(error));
    }
  });

  const runImport = async (file: ParsedFile) => {
    setStep({ kind: "importing", file, progress: startOf(file.rows.length) });
    try {
      const result = withDroppedLines(await importMembers.mutateAsync(file), file.dropped);
      setStep({ kind: "done", file, progress: { done: file.rows.length, total: file.rows.length, result } });
      const summary = importSummary(result);
      if (result.failed.length + result.skipped.length === 0) notify.success("Import complete", summary);
      else notify.error("Import complete", `${summary}. See the lists below.`);
    } catch (error) {
      const progress = error instanceof ImportStopped ? error.progress : startOf(file.rows.length);
      setStep({ kind: "stopped", file, progress: { ...progress, result: withDroppedLines(progress.result, file.dropped) } });
      notify.error("Import failed", importFailure(error));
    }
  };

  const busy = step.kind === "checking" || step.kind === "importing";
  return (
    <div className="space-y-6">
      <Card>
        {/* The tab panel has the heading "Bulk Import" (h2); this card sits below it. */}
        <CardTitle as="h3">Import from a CSV file</CardTitle>
        <CardDescription>
          Import members from a CSV file with a header line and these columns: {columnNames}. Columns are found by their header, in any order; the
          member export can be imported as it is. Commas or semicolons both work. You see what will happen before anything is imported: each new
          member is approved and gets an e-mail with a link to choose a password; addresses that already have an account are skipped.
        </CardDescription>
        <p className="mt-3">
          <a href={templateUrl} download="members-template.csv" className="link inline-flex items-center gap-2">
            <Download aria-hidden="true" className="size-4" />
            Download the template (CSV)
          </a>
        </p>
        <form onSubmit={(event) => void check(event)} noValidate aria-label="Bulk import" className="mt-5">
          <FormField label="CSV file">
            <Input {...fileField} type="file" accept=".csv,text/csv" onChange={chooseFile} className="h-auto py-2" />
          </FormField>
          <div className="mt-4">
            <label className="flex items-center gap-3 font-semibold text-ink">
              <input type="checkbox" className="size-5 accent-accent" aria-describedby={invoiceHint} {...register("sendInvoice")} />
              Send this year&rsquo;s invoice
            </label>
            <p id={invoiceHint} className="mt-1 text-sm text-ink-muted">
              Each new member is also billed for this membership year (from 1 October: next year&rsquo;s); the invoice is e-mailed once they have
              chosen their password through the invite. Leave it unticked for members who have paid already: they get no invoice until the next renewal.
            </p>
          </div>
          <CardFooter>
            <Button type="submit" disabled={busy}>
              <FileSearch aria-hidden="true" className="size-4" />
              {step.kind === "checking" ? "Checking…" : "Preview Import"}
            </Button>
          </CardFooter>
        </form>
        {step.kind === "checking" && <StepProgress label="Checking the file" progress={step.progress} />}
        {(step.kind === "importing" || step.kind === "done" || step.kind === "stopped") && <StepProgress label="Import progress" progress={step.progress} />}
      </Card>
      {step.kind === "previewed" && (
        <ImportPreview preview={step.preview} sendInvoice={step.file.sendInvoice} pending={importMembers.isPending} onConfirm={() => void runImport(step.file)} />
      )}
      {(step.kind === "done" || step.kind === "stopped") && <ImportResults result={step.progress.result} stopped={step.kind === "stopped" ? step.progress : null} />}
    </div>
  );
}

function StepProgress({ label, progress: { done, total } }: { label: string; progress: ImportProgress }) {
  return <ProgressBar label={`${label}: ${formatNumber(done)} of ${formatNumber(total)} rows`} value={done} max={total} />;
}

function ImportResults({ result, stopped }: { result: ImportResult; stopped: ImportProgress | null }) {
  return (
    <section aria-labelledby="import-result-title" className="space-y-6">
      <Card>
        <CardTitle as="h3" id="import-result-title">
          {stopped ? "Import stopped" : "Import complete"}
        </CardTitle>
        <CardDescription role="status">
          {importSummary(result)}.
          {stopped &&
            ` The import stopped after ${stopped.done} of ${stopped.total} rows. Importing the same file again skips the members already created.`}
        </CardDescription>
      </Card>
      <OutcomeTable title="Failed" description="These rows were not imported. Correct them in the file and import it again." rows={result.failed} />
      <OutcomeTable title="Skipped" description="These addresses already have an account." rows={result.skipped} />
      <EmailList title="Imported" label="Imported e-mail addresses" emails={result.imported} />
    </section>
  );
}
