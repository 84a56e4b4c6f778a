import { accountDeletionDay, dateFormatter, fieldLabels, formatChf, invoiceStateLabels, type MemberRecord, type MembershipEvent, type Resignation, studentTypeLabels } from "@ssem/core";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";

const day = dateFormatter("date");
const moment = dateFormatter("dateTime");

/** A list of labelled values, as every read-only part of the person view shows them. */
export function Facts({ rows }: { rows: { label: string; value: ReactNode; muted?: boolean }[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-sm font-semibold text-ink-muted">{row.label}</dt>
          <dd className={row.muted ? "mt-0.5 break-words italic text-ink-muted" : "mt-0.5 break-words text-ink"}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function inviteText({ invite }: MemberRecord): string {
  if (invite.state === "not_invited") return "Not invited: applied through the membership form";
  const sent = invite.sentAt ? day(invite.sentAt) : "";
  return invite.state === "used" ? `Used: a password has been chosen (sent ${sent})` : `Sent ${sent}, not used yet`;
}

function mailingListText({ mailingList }: MemberRecord): string {
  if (!mailingList) return "Not subscribed";
  return mailingList.state === "confirmed" ? `Subscribed since ${day(mailingList.since)}` : `Waiting for confirmation since ${day(mailingList.since)}`;
}

/** What a resignation deletes and when (issue 27): the admin sees it before housekeeping does it. */
function resignationText({ resignedAt, leavesOn, keepsNewsletter }: Resignation): string {
  return (
    `On ${day(resignedAt)}, leaving on ${day(leavesOn)}. On ${day(accountDeletionDay(leavesOn))} the account is deleted: profile, application, ` +
    `sessions and ride-along requests${keepsNewsletter ? " (the newsletter subscription stays, as chosen)" : ", and the newsletter subscription"}. ` +
    "Invoices and payments are kept for ten years with the name as billed; those still open are closed unpaid."
  );
}

/** Status, roles, address, password, invite and subscription: the account as the admin needs to judge it. */
export function AccountFacts({ person }: { person: MemberRecord }) {
  return (
    <Facts
      rows={[
        { label: "Status", value: <Badge tone={person.status === "approved" ? "success" : person.status === "pending" ? "pending" : "neutral"}>{person.status}</Badge> },
        { label: "Roles", value: person.roles.length > 0 ? person.roles.join(", ") : "none" },
        { label: "E-mail address", value: person.emailConfirmed ? <Badge tone="success">Confirmed</Badge> : <Badge tone="pending">Not confirmed yet</Badge> },
        { label: "Password", value: person.hasPassword ? "Chosen" : "Not chosen yet" },
        { label: "Two-factor authentication", value: person.twoFactorEnabled ? "On" : "Off" },
        { label: "Invite", value: inviteText(person) },
        { label: "Mailing list", value: mailingListText(person) },
        { label: "Joined", value: day(person.createdAt) },
        { label: "Decided", value: person.decidedAt ? day(person.decidedAt) : "Not yet", muted: !person.decidedAt },
        ...(person.resignation ? [{ label: "Resigned", value: resignationText(person.resignation) }] : []),
      ]}
    />
  );
}

/** What they wrote on the membership form (imported members: what the board's file said). */
export function ApplicationFacts({ person }: { person: MemberRecord }) {
  const application = person.application;
  if (!application) return <p className="mt-4 italic text-ink-muted">No application: this account was not made through the membership form or the import.</p>;
  return (
    <Facts
      rows={[
        { label: "Field", value: fieldLabels[application.field] },
        { label: "Student/Resident", value: studentTypeLabels[application.studentType] },
        ...(application.yearOfCompletion === null ? [] : [{ label: "Year of completion", value: String(application.yearOfCompletion) }]),
        { label: "Place of study", value: application.placeOfStudy || "Not set", muted: !application.placeOfStudy },
        { label: "Message", value: application.message ? <span className="whitespace-pre-line">{application.message}</span> : "None", muted: !application.message },
      ]}
    />
  );
}

/** The membership fee invoices, newest year first (issue 23). */
export function InvoiceTable({ person }: { person: MemberRecord }) {
  if (person.invoices.length === 0) return <p className="mt-4 italic text-ink-muted">No invoices yet.</p>;
  return (
    // A region of its own that scrolls sideways on a phone, so the page itself never does.
    <div role="region" aria-label="Invoices" tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">Invoice</th>
            <th scope="col" className="py-2 pr-4 font-semibold">Year</th>
            <th scope="col" className="py-2 pr-4 font-semibold">State</th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">Amount</th>
            <th scope="col" className="py-2 font-semibold">Paid on</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {person.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-4 tabular-nums">{invoice.number}</td>
              <td className="py-2 pr-4 tabular-nums">{invoice.year}</td>
              <td className="py-2 pr-4">{invoiceStateLabels[invoice.state]}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatChf(invoice.amountRappen)}</td>
              <td className="py-2 tabular-nums">{invoice.paidOn ? day(invoice.paidOn) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const eventText: Record<MembershipEvent["kind"], (event: MembershipEvent) => string> = {
  applied: () => "Applied through the membership form",
  imported: () => "Imported by the board and invited",
  confirmed: () => "Confirmed the e-mail address",
  approved: (event) => `Approved by ${event.by}`,
  rejected: (event) => `Rejected by ${event.by}`,
  reapproved: (event) => `Approved again after the rejection by ${event.by}`,
  role_changed: (event) => `Role changed to ${event.role ?? "another role"} by ${event.by}`,
  membership_ended: (event) => `Membership ended for an unpaid fee by ${event.by}`,
  resigned: (event) => (event.leavesOn ? `Resigned, leaving on ${day(event.leavesOn)}` : "Resigned"),
  resignation_withdrawn: () => "Withdrew the resignation",
};

/** Applied, confirmed, decided, role changes: in the order they happened. */
export function MembershipHistory({ person }: { person: MemberRecord }) {
  return (
    <ol className="mt-4 space-y-3 border-l-2 border-border pl-4">
      {person.history.map((event, index) => (
        <li key={`${event.kind}-${index}`} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
          {event.at ? (
            <time dateTime={event.at} className="shrink-0 text-sm text-ink-muted tabular-nums sm:w-40">
              {moment(event.at)}
            </time>
          ) : (
            <span className="shrink-0 text-sm text-ink-muted sm:w-40">Date not recorded</span>
          )}
          <span className="min-w-0 break-words">{eventText[event.kind](event)}</span>
        </li>
      ))}
    </ol>
  );
}
