import { type ImportResult, type ImportRowOutcome, z } from "@ssem/core";
import { Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { ProgressBar } from "~/components/ui/progress-bar";
import { notify } from "~/components/ui/toaster";
import { isUnauthenticated } from "~/lib/api-client";
import { chosenFile, useSchemaForm } from "~/lib/use-schema-form";
import { useImportMembers } from "./api";
import { type ImportProgress, ImportStopped } from "./import-in-batches";
import { isCsvFile, parseMembersCsv, readCsvText } from "./parse-members-csv";

const columnNames = "Last Name, First Name, Field, Student/Resident, Year of completion, Place of Study, Email Address, Phone Number";

/** Starting without a file: the spec's toast "No file selected", "Please select a CSV file". */
const importSchema = z.object({ file: chosenFile("Please select a CSV file"), sendInvoice: z.boolean() });

/** The spec's fallbacks for a failed import: no session, a message, or none. */
function importFailure(error: unknown) {
  const reason = error instanceof ImportStopped ? error.reason : error;
  if (isUnauthenticated(reason)) return "Not authenticated";
  return reason instanceof Error && reason.message ? reason.message : "Unknown error";
}

/** The admin dashboard's Bulk Import tab: a CSV file, its import with progress, and the result lists. */
export function BulkImportTab() {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [stopped, setStopped] = useState(false);
  const importMembers = useImportMembers(setProgress);
  const { register, submit } = useSchemaForm(importSchema, { defaultValues: { file: undefined, sendInvoice: false }, refusalTitle: () => "No file selected" });
  const { onChange: recordChoice, ...fileField } = register("file");

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
  const start = submit(async ({ file, sendInvoice }) => {
    // A file deleted or changed on disk since it was chosen cannot be read.
    const rows = await readCsvText(file).then(parseMembersCsv, () => null);
    if (rows === null) {
      notify.error("Import failed", "The file could not be read. Please select it again.");
      return;
    }
    if (rows.length === 0) {
      notify.error("Import failed", "The file has no rows with an email address");
      return;
    }
    setStopped(false);
    setProgress({ done: 0, total: rows.length, result: { imported: [], skipped: [], failed: [] } });
    try {
      const result = await importMembers.mutateAsync({ rows, sendInvoice });
      notify.success("Import complete", `Successfully imported ${result.imported.length} members`);
    } catch (error) {
      setStopped(true);
      if (error instanceof ImportStopped) setProgress(error.progress);
      notify.error("Import failed", importFailure(error));
    }
  });

  return (
    <div className="space-y-6">
      <Card>
        {/* The tab panel has the heading "Bulk Import" (h2); this card sits below it. */}
        <CardTitle as="h3">Import from a CSV file</CardTitle>
        <CardDescription>
          Import members from a CSV file with a header line and these columns: {columnNames}. Commas or semicolons both work. Each
          new member is approved and gets an e-mail with a link to choose a password; addresses that already have an account are
          skipped.
        </CardDescription>
        <form onSubmit={(event) => void start(event)} noValidate aria-label="Bulk import" className="mt-5">
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
            <Button type="submit" disabled={importMembers.isPending}>
              <Upload aria-hidden="true" className="size-4" />
              {importMembers.isPending ? "Importing…" : "Start Import"}
            </Button>
          </CardFooter>
        </form>
        {progress && <ImportProgressBar progress={progress} />}
      </Card>
      {progress && !importMembers.isPending && <ImportResults result={progress.result} stopped={stopped ? progress : null} />}
    </div>
  );
}

function ImportProgressBar({ progress: { done, total } }: { progress: ImportProgress }) {
  return <ProgressBar label={`Import progress: ${done.toLocaleString("de-CH")} of ${total.toLocaleString("de-CH")} rows`} value={done} max={total} />;
}

function ImportResults({ result, stopped }: { result: ImportResult; stopped: ImportProgress | null }) {
  return (
    <section aria-labelledby="import-result-title" className="space-y-6">
      <Card>
        <CardTitle as="h3" id="import-result-title">
          {stopped ? "Import stopped" : "Import complete"}
        </CardTitle>
        <CardDescription role="status">
          Successfully imported {result.imported.length} members
          {result.skipped.length > 0 && `, ${result.skipped.length} skipped`}
          {result.failed.length > 0 && `, ${result.failed.length} failed`}.
          {stopped &&
            ` The import stopped after ${stopped.done} of ${stopped.total} rows. Importing the same file again skips the members already created.`}
        </CardDescription>
      </Card>
      <OutcomeTable title="Failed" description="These rows were not imported. Correct them in the file and import it again." rows={result.failed} />
      <OutcomeTable title="Skipped" description="These addresses already have an account." rows={result.skipped} />
      {result.imported.length > 0 && (
        <Card>
          <CardTitle as="h4">Imported ({result.imported.length})</CardTitle>
          {/* Focusable so that a long list can be scrolled with the keyboard. */}
          <ul tabIndex={0} aria-label="Imported e-mail addresses" className="mt-3 max-h-80 space-y-1 overflow-y-auto break-all rounded-md focus-visible:outline-2">
            {result.imported.map(({ email }) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function OutcomeTable({ title, description, rows }: { title: string; description: string; rows: ImportRowOutcome[] }) {
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardTitle as="h4">
        {title} ({rows.length})
      </CardTitle>
      <CardDescription>{description}</CardDescription>
      <div tabIndex={0} role="region" aria-label={`${title} rows`} className="mt-3 max-h-96 overflow-auto rounded-md focus-visible:outline-2">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Line
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Email
              </th>
              <th scope="col" className="py-2 font-semibold">
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.line}-${row.email}`} className="border-b border-border align-top last:border-0">
                <td className="py-2 pr-4 tabular-nums">{row.line}</td>
                <td className="break-all py-2 pr-4">{row.email || "(none)"}</td>
                <td className="py-2">{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
