import {
  accountDeletionDay,
  dateFormatter,
  fieldLabel,
  formatChf,
  formatEventDate,
  invoiceStateLabel,
  type Locale,
  m,
  type MemberRecord,
  memberStatusLabel,
  type Resignation,
  roleLabel,
  studentTypeLabel,
} from "@ssem/core";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { useLocale } from "~/lib/locale";
import { registrationStateText } from "~/lib/registration-state";
import { membershipEventText } from "./membership-event-text";
import { shortDate as day } from "./person-name";

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

function inviteText({ invite }: MemberRecord, locale: Locale): string {
  if (invite.state === "not_invited") return m.person_not_invited({}, { locale });
  const sent = invite.sentAt ? day(invite.sentAt, locale) : "";
  return invite.state === "used" ? m.person_invite_used({ day: sent }, { locale }) : m.person_invite_unused({ day: sent }, { locale });
}

function mailingListText({ mailingList }: MemberRecord, locale: Locale): string {
  if (!mailingList) return m.person_not_subscribed({}, { locale });
  const since = { day: day(mailingList.since, locale) };
  return mailingList.state === "confirmed" ? m.person_subscribed_since(since, { locale }) : m.person_waiting_confirmation(since, { locale });
}

/** What a resignation deletes and when (issue 27): the admin sees it before housekeeping does it. */
function resignationText({ resignedAt, leavesOn, keepsNewsletter }: Resignation, locale: Locale): string {
  const days = { resignedOn: day(resignedAt, locale), leavesOn: day(leavesOn, locale), deletedOn: day(accountDeletionDay(leavesOn), locale) };
  return keepsNewsletter ? m.person_resignation_keeps_newsletter(days, { locale }) : m.person_resignation_ends_newsletter(days, { locale });
}

/** Status, roles, address, password, invite and subscription: the account as the admin needs to judge it. */
export function AccountFacts({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const options = { locale };
  return (
    <Facts
      rows={[
        {
          label: m.admin_filter_status({}, options),
          value: (
            <Badge tone={person.status === "approved" ? "success" : person.status === "pending" ? "pending" : "neutral"}>{memberStatusLabel(person.status, locale)}</Badge>
          ),
        },
        { label: m.person_roles({}, options), value: person.roles.length > 0 ? person.roles.map((role) => roleLabel(role, locale)).join(", ") : roleLabel("none", locale) },
        {
          label: m.person_email_address({}, options),
          value: person.emailConfirmed ? <Badge tone="success">{m.person_confirmed({}, options)}</Badge> : <Badge tone="pending">{m.person_not_confirmed({}, options)}</Badge>,
        },
        { label: m.auth_password({}, options), value: person.hasPassword ? m.person_chosen({}, options) : m.person_not_chosen({}, options) },
        { label: m.twofa_title({}, options), value: person.twoFactorEnabled ? m.twofa_on({}, options) : m.twofa_off({}, options) },
        { label: m.person_invite({}, options), value: inviteText(person, locale) },
        { label: m.person_mailing_list({}, options), value: mailingListText(person, locale) },
        { label: m.person_joined({}, options), value: day(person.createdAt, locale) },
        { label: m.person_decided({}, options), value: person.decidedAt ? day(person.decidedAt, locale) : m.person_not_yet({}, options), muted: !person.decidedAt },
        ...(person.resignation ? [{ label: m.person_resigned({}, options), value: resignationText(person.resignation, locale) }] : []),
      ]}
    />
  );
}

/** What they wrote on the membership form (imported members: what the board's file said). */
export function ApplicationFacts({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const options = { locale };
  const application = person.application;
  if (!application) return <p className="mt-4 italic text-ink-muted">{m.person_no_application({}, options)}</p>;
  return (
    <Facts
      rows={[
        { label: m.admin_detail_field({}, options), value: fieldLabel(application.field, locale) },
        { label: m.admin_detail_student_type({}, options), value: studentTypeLabel(application.studentType, locale) },
        ...(application.yearOfCompletion === null ? [] : [{ label: m.admin_detail_year_of_completion({}, options), value: String(application.yearOfCompletion) }]),
        { label: m.admin_detail_place_of_study({}, options), value: application.placeOfStudy || m.person_not_set({}, options), muted: !application.placeOfStudy },
        {
          label: m.admin_detail_message({}, options),
          value: application.message ? <span className="whitespace-pre-line">{application.message}</span> : m.person_none({}, options),
          muted: !application.message,
        },
      ]}
    />
  );
}

/** The membership fee invoices, newest year first (issue 23). */
export function InvoiceTable({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const options = { locale };
  if (person.invoices.length === 0) return <p className="mt-4 italic text-ink-muted">{m.person_no_invoices({}, options)}</p>;
  return (
    // A region of its own that scrolls sideways on a phone, so the page itself never does.
    <div role="region" aria-label={m.person_invoices({}, options)} tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.person_col_invoice({}, options)}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.person_col_year({}, options)}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.person_col_state({}, options)}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {m.dash_fee_amount({}, options)}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {m.person_col_paid_on({}, options)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {person.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="py-2 pr-4 tabular-nums">{invoice.number}</td>
              <td className="py-2 pr-4 tabular-nums">{invoice.year}</td>
              <td className="py-2 pr-4">{invoiceStateLabel(invoice.state, locale)}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatChf(invoice.amountRappen, locale)}</td>
              <td className="py-2 tabular-nums">{invoice.paidOn ? day(invoice.paidOn, locale) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Their registrations for events, most recent event first, with attendance once the board marked it (issue 41). */
export function RegistrationTable({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const options = { locale };
  if (person.registrations.length === 0) return <p className="mt-4 italic text-ink-muted">{m.person_no_registrations({}, options)}</p>;
  return (
    // Scrolls sideways on a phone like the invoice table, so the page itself never does.
    <div role="region" aria-label={m.events_admin_reg_list({}, options)} tabIndex={0} className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.person_col_event({}, options)}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.events_admin_date({}, options)}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.person_col_state({}, options)}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {m.person_col_attendance({}, options)}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {person.registrations.map((registration) => (
            <tr key={registration.id}>
              <td className="min-w-40 py-2 pr-4 break-words">{registration.title}</td>
              <td className="py-2 pr-4 tabular-nums">
                <time dateTime={registration.date}>{formatEventDate(registration.date)}</time>
              </td>
              <td className="py-2 pr-4">{registrationStateText(registration.state, locale)}</td>
              <td className="py-2">
                {registration.attended === null ? "" : registration.attended ? m.dash_events_attended({}, options) : m.dash_events_absent({}, options)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Applied, confirmed, decided, role changes: in the order they happened. */
export function MembershipHistory({ person }: { person: MemberRecord }) {
  const locale = useLocale();
  const moment = dateFormatter("dateTime", locale);
  return (
    <ol className="mt-4 space-y-3 border-l-2 border-border pl-4">
      {person.history.map((event, index) => (
        <li key={`${event.kind}-${index}`} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
          {event.at ? (
            <time dateTime={event.at} className="shrink-0 text-sm text-ink-muted tabular-nums sm:w-40">
              {moment(event.at)}
            </time>
          ) : (
            <span className="shrink-0 text-sm text-ink-muted sm:w-40">{m.person_date_not_recorded({}, { locale })}</span>
          )}
          <span className="min-w-0 break-words">{membershipEventText(event, locale)}</span>

        </li>
      ))}
    </ol>
  );
}
