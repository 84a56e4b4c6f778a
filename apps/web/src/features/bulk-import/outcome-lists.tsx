import { formatNumber, importReason, type ImportRowOutcome, m } from "@ssem/core";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { useLocale } from "~/lib/locale";

/** A list's heading with its length: "Failed (3)". */
function CountedTitle({ title, count }: { title: string; count: number }) {
  const locale = useLocale();
  return <CardTitle as="h4">{m.import_list_title({ title, count: formatNumber(count, locale) }, { locale })}</CardTitle>;
}

/** Rows of the file with their line, e-mail and reason (failed or skipped) in the reader's language, in a scrollable, focusable region. */
export function OutcomeTable({ title, description, rows }: { title: string; description: string; rows: ImportRowOutcome[] }) {
  const locale = useLocale();
  const options = { locale };
  if (rows.length === 0) return null;
  return (
    <Card>
      <CountedTitle title={title} count={rows.length} />
      <CardDescription>{description}</CardDescription>
      <div tabIndex={0} role="region" aria-label={m.import_rows_label({ title }, options)} className="mt-3 max-h-96 overflow-auto rounded-md focus-visible:outline-2">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {m.import_column_line({}, options)}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {m.import_column_email({}, options)}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {m.import_column_reason({}, options)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.line}-${row.email}`} className="border-b border-border align-top last:border-0">
                <td className="py-2 pr-4 tabular-nums">{row.line}</td>
                <td className="break-all py-2 pr-4">{row.email || m.import_no_email({}, options)}</td>
                <td className="py-2">{importReason(row.problems, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The addresses imported (or, in the preview, to be imported). */
export function EmailList({ title, label, emails }: { title: string; label: string; emails: { email: string }[] }) {
  if (emails.length === 0) return null;
  return (
    <Card>
      <CountedTitle title={title} count={emails.length} />
      {/* Focusable so that a long list can be scrolled with the keyboard. */}
      <ul tabIndex={0} aria-label={label} className="mt-3 max-h-80 space-y-1 overflow-y-auto break-all rounded-md focus-visible:outline-2">
        {emails.map(({ email }) => (
          <li key={email}>{email}</li>
        ))}
      </ul>
    </Card>
  );
}
