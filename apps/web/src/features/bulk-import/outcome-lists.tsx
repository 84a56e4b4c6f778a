import type { ImportRowOutcome } from "@ssem/core";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";

/** Rows of the file with their line, e-mail and reason (failed or skipped), in a scrollable, focusable region. */
export function OutcomeTable({ title, description, rows }: { title: string; description: string; rows: ImportRowOutcome[] }) {
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

/** The addresses imported (or, in the preview, to be imported). */
export function EmailList({ title, label, emails }: { title: string; label: string; emails: { email: string }[] }) {
  if (emails.length === 0) return null;
  return (
    <Card>
      <CardTitle as="h4">
        {title} ({emails.length})
      </CardTitle>
      {/* Focusable so that a long list can be scrolled with the keyboard. */}
      <ul tabIndex={0} aria-label={label} className="mt-3 max-h-80 space-y-1 overflow-y-auto break-all rounded-md focus-visible:outline-2">
        {emails.map(({ email }) => (
          <li key={email}>{email}</li>
        ))}
      </ul>
    </Card>
  );
}
