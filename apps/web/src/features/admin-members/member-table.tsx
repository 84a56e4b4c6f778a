import { fieldLabel, invoiceStateLabel, type Locale, m, type MemberListEntry, memberStatusLabel, type MemberSortKey, roleLabel, type ShownRole } from "@ssem/core";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Fragment, memo } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { LocalizedLink } from "~/components/ui/localized-link";
import { useLocale } from "~/lib/locale";
import { useMediaQuery } from "~/lib/use-media-query";
import { personName, shortDate } from "./person-name";
import type { TableParams } from "./table-params";

export const columnLabels = (locale: Locale): Record<MemberSortKey, string> => ({
  name: m.admin_col_name({}, { locale }),
  email: m.admin_col_email({}, { locale }),
  status: m.admin_filter_status({}, { locale }),
  role: m.admin_filter_role({}, { locale }),
  field: m.admin_detail_field({}, { locale }),
  placeOfStudy: m.admin_detail_place_of_study({}, { locale }),
  since: m.admin_col_since({}, { locale }),
  fee: m.admin_col_fee({}, { locale }),
});

const statusTones = { pending: "pending", approved: "success", rejected: "neutral" } as const;

/** The role the table shows: the highest one held, "none" without a role row. */
const shownRole = (member: MemberListEntry): ShownRole =>
  member.roles.includes("admin") ? "admin" : member.roles.includes("member") ? "member" : member.roles.includes("pending") ? "pending" : "none";

/** The person's own page (built beside this table, issue 24). */
const personPath = (member: MemberListEntry) => `/admin-dashboard/members/${encodeURIComponent(member.id)}`;

type Props = {
  members: MemberListEntry[];
  busy: boolean;
  params: TableParams;
  onSort: (sort: MemberSortKey) => void;
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  viewerEmail: string | undefined;
  onRemove: (member: MemberListEntry) => void;
};

/**
 * The All Members table (issue 24). On a wide screen every column, each header a sort button with
 * aria-sort; under 48 rem one compact block per person (name, status, e-mail), whose name opens the
 * person's page: nothing scrolls the page sideways. The explicit roles keep the table's meaning for
 * screen readers when the rows are laid out as blocks. A phone renders only the cells it shows: 50
 * rows of ten cells each took a throttled phone past the 300 ms a sort may take (bench:web).
 */
export function MemberTable({ members, busy, params, onSort, selected, onSelect, viewerEmail, onRemove }: Props) {
  const wide = useMediaQuery("(min-width: 48rem)");
  const locale = useLocale();
  const labels = columnLabels(locale);
  return (
    <table role="table" aria-label={m.admin_table_label({}, { locale })} aria-busy={busy} className="w-full text-left text-sm max-md:block">
      <thead className="border-b border-border max-md:sr-only max-md:block">
        <tr role="row">
          <th role="columnheader" scope="col" className="w-8 px-2 py-2">
            <span className="sr-only">{m.admin_table_selected({}, { locale })}</span>
          </th>
          {wide ? (
            <>
              {(Object.keys(labels) as MemberSortKey[]).map((key) => (
                <SortHeader key={key} column={key} label={labels[key]} params={params} onSort={onSort} />
              ))}
              <th role="columnheader" scope="col" className="px-2 py-2 font-semibold">
                <span className="sr-only">{m.admin_table_actions({}, { locale })}</span>
              </th>
            </>
          ) : (
            <th role="columnheader" scope="col">
              {m.admin_table_member({}, { locale })}
            </th>
          )}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:grid-cols-1 max-md:gap-2">
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            locale={locale}
            wide={wide}
            selected={selected.has(member.id)}
            isViewer={member.email === viewerEmail}
            onSelect={onSelect}
            onRemove={onRemove}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = {
  member: MemberListEntry;
  locale: Locale;
  wide: boolean;
  selected: boolean;
  isViewer: boolean;
  onSelect: Props["onSelect"];
  onRemove: Props["onRemove"];
};

/**
 * One person. Memoised: a sort or a filter first shows the previous rows as busy, and typing a
 * search or ticking a box changes the table's props, none of which needs 50 rows rendered again.
 */
const MemberRow = memo(function MemberRow({ member, locale, wide, selected, isViewer, onSelect, onRemove }: RowProps) {
  const name = personName(member);
  return (
    <tr role="row" className="border-b border-border last:border-0 max-md:relative max-md:block max-md:rounded-lg max-md:border max-md:bg-surface max-md:py-2 max-md:pr-3 max-md:pl-11 max-md:last:border">
      <td role="cell" className="px-2 py-2 align-top max-md:absolute max-md:top-2 max-md:left-1">
        <input
          type="checkbox"
          className="size-5 accent-accent max-md:m-1.5"
          checked={selected}
          onChange={(event) => onSelect(member.id, event.target.checked)}
          aria-label={m.admin_select_person({ name }, { locale })}
        />
      </td>
      <td role="cell" className="px-2 py-2 align-top max-md:block max-md:p-0">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <LocalizedLink
            to={personPath(member)}
            data-row-focus=""
            data-row-id={member.id}
            className="min-w-0 font-semibold text-ink underline-offset-2 [overflow-wrap:anywhere] hover:underline max-md:py-1"
          >
            {name}
          </LocalizedLink>
          <Badge tone={statusTones[member.status]} className="md:hidden">
            {memberStatusLabel(member.status, locale)}
          </Badge>
        </span>
        {/* One text node: a phone's block wraps a long address anywhere, and a sort mounts 50 of these. */}
        <span className="block text-ink-muted [overflow-wrap:anywhere] md:hidden">{member.email}</span>
      </td>
      {wide && <WideCells member={member} name={name} locale={locale} isViewer={isViewer} onRemove={onRemove} />}
    </tr>
  );
});

/**
 * An address that wraps after its "@" and before a dot, where a reader expects it; break-all cut
 * it anywhere ("bench-member-12|34@exam|ple.org" at 1280 px). The text stays one address for
 * copying and for screen readers: <wbr> adds no character.
 */
function EmailAddress({ email }: { email: string }) {
  return email.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** The columns a wide screen shows beside the name. */
function WideCells({
  member,
  name,
  locale,
  isViewer,
  onRemove,
}: {
  member: MemberListEntry;
  name: string;
  locale: Locale;
  isViewer: boolean;
  onRemove: (member: MemberListEntry) => void;
}) {
  const cell = "px-2 py-2 align-top";
  return (
    <>
      {/* break-words, not anywhere: a table column may not shrink below an address's longest part;
          14 rem hold a usual address (about 25 characters) on one line, where the table squeezed it onto two. */}
      <td role="cell" className={`${cell} min-w-56 break-words`}>
        <EmailAddress email={member.email} />
      </td>
      <td role="cell" className={cell}>
        <Badge tone={statusTones[member.status]}>{memberStatusLabel(member.status, locale)}</Badge>
      </td>
      <td role="cell" className={cell}>
        {roleLabel(shownRole(member), locale)}
      </td>
      <td role="cell" className={cell}>
        {member.application ? fieldLabel(member.application.field, locale) : "—"}
      </td>
      <td role="cell" className={`${cell} break-words`}>
        {member.placeOfStudy ?? "—"}
      </td>
      <td role="cell" className={`${cell} whitespace-nowrap tabular-nums`}>
        {shortDate(member.createdAt, locale)}
      </td>
      <td role="cell" className={`${cell} whitespace-nowrap`}>
        {member.feeState ? invoiceStateLabel(member.feeState, locale) : m.admin_no_fee({}, { locale })}
      </td>
      <td role="cell" className={cell}>
        {!isViewer && (
          <Button variant="outline" size="sm" className="whitespace-nowrap text-destructive!" onClick={() => onRemove(member)}>
            {m.admin_remove({}, { locale })}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
      </td>
    </>
  );
}

function SortHeader({ column, label, params, onSort }: { column: MemberSortKey; label: string; params: TableParams; onSort: (sort: MemberSortKey) => void }) {
  const active = params.sort === column;
  const Icon = !active ? ArrowUpDown : params.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th role="columnheader" scope="col" aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : "none"} className="px-1 py-1 font-semibold">
      <button type="button" onClick={() => onSort(column)} className="inline-flex items-center gap-1 rounded-md px-1 py-1 text-left hover:bg-slate-100">
        {label}

        <Icon aria-hidden="true" className={active ? "size-4 shrink-0" : "size-4 shrink-0 text-ink-muted"} />
      </button>
    </th>
  );
}
