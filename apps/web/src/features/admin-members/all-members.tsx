import {
  fieldLabel,
  fields,
  formatNumber,
  type Locale,
  m,
  MEMBER_SEARCH_MAX,
  type MemberListEntry,
  memberRoleFilters,
  type MemberSortKey,
  memberSortKeys,
  roleLabel,
  sortDirections,
} from "@ssem/core";
import { Download } from "lucide-react";
import { type FormEvent, useCallback, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { LoadFailed } from "~/components/ui/load-failed";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { labelsOf, SelectField } from "~/components/ui/select-field";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { exportUrl, useMembers, usePrefetchMembers, useRemoveMember } from "./api";
import { BulkActions } from "./bulk-actions";
import { columnLabels, MemberTable } from "./member-table";
import { personName } from "./person-name";
import { MEMBERS_PAGE_SIZE, type TableParams, tableQuery, useTableParams } from "./table-params";
import { useFocusAfterLeave } from "./use-focus-after-leave";

/** The All Members tab: the member table with its filters, sort, selection, bulk actions and removal (issue 24). */
export function AllMembers({ viewerEmail }: { viewerEmail: string | undefined }) {
  const { params, update: navigate } = useTableParams();
  const prefetch = usePrefetchMembers();
  const locale = useLocale();
  const update = (change: Partial<TableParams>) => prefetch(tableQuery(navigate(change)));
  const query = tableQuery(params);
  const members = useMembers(query);
  const [search, setSearch] = useState(params.q);
  // The selection belongs to the rows on screen: another page, filter or sort starts a new one.
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: "", ids: new Set() });
  const selectionKey = JSON.stringify(query);
  const selectedIds = selection.key === selectionKey ? selection.ids : new Set<string>();
  const rows = members.data?.members ?? [];
  const selected = rows.filter((member) => selectedIds.has(member.id));
  // Stable callbacks, so that a memoised row renders again only when its own member or checkbox changes.
  const select = useCallback(
    (ids: string[], on: boolean) =>
      setSelection((current) => {
        const next = new Set(current.key === selectionKey ? current.ids : []);
        for (const id of ids) if (on) next.add(id);
        else next.delete(id);
        return { key: selectionKey, ids: next };
      }),
    [selectionKey],
  );
  const selectRow = useCallback((id: string, on: boolean) => select([id], on), [select]);
  const [removing, setRemoving] = useState<MemberListEntry>();
  const focus = useFocusAfterLeave();
  const { remember } = focus;
  const removeRow = useCallback(
    (member: MemberListEntry) => {
      remember(member.id);
      setRemoving(member);
    },
    [remember],
  );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  // A first click sorts going up (newest first for the date); a second click on the same column turns it round.
  const sortBy = (sort: MemberSortKey) => update({ sort, dir: params.sort === sort ? (params.dir === "asc" ? "desc" : "asc") : sort === "since" ? "desc" : "asc" });

  return (
    <>
      <Filters params={params} update={update} search={search} setSearch={setSearch} submitSearch={submitSearch} />
      <div className="mt-6 flex flex-col gap-4">
        {members.isPending && (
          <p role="status" className="text-ink-muted">
            {m.admin_members_loading({}, { locale })}
          </p>
        )}
        {members.isError && <LoadFailed title={m.admin_members_load_error({}, { locale })} detail={errorMessageIn(members.error, locale)} onRetry={() => void members.refetch()} />}
        {members.data && (
          <section ref={focus.listRef} aria-labelledby="members-heading" className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="members-heading" ref={focus.headingRef} tabIndex={-1} className="text-sm font-normal text-ink-muted">
                {members.data.total === 0
                  ? m.admin_members_none({}, { locale })
                  : m.admin_members_count({ count: members.data.total, shownCount: formatNumber(members.data.total, locale) }, { locale })}
              </h3>
              <div className="flex flex-wrap items-center gap-3">
                {rows.length > 0 && (
                  <label className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="size-5 accent-accent"
                      checked={selected.length === rows.length}
                      onChange={(event) => select(rows.map((member) => member.id), event.target.checked)}
                    />
                    {m.admin_select_all({}, { locale })}
                  </label>
                )}
                <a href={exportUrl(query, locale)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
                  <Download aria-hidden="true" className="size-4" />
                  {m.admin_export_csv({}, { locale })}
                </a>
              </div>
            </div>
            <BulkActions selected={selected} onDone={() => setSelection({ key: selectionKey, ids: new Set() })} />
            {rows.length > 0 && (
              <MemberTable
                members={rows}
                busy={members.isPlaceholderData}
                params={params}
                onSort={sortBy}
                selected={selectedIds}
                onSelect={selectRow}
                viewerEmail={viewerEmail}
                onRemove={removeRow}
              />
            )}
            <Pager label={m.admin_members_pages({}, { locale })} page={params.page} pageSize={MEMBERS_PAGE_SIZE} total={members.data.total} onPage={(page) => update({ page })} />
          </section>
        )}
      </div>
      {removing && <RemoveMember member={removing} onClose={() => setRemoving(undefined)} onCloseAutoFocus={focus.onCloseAutoFocus} />}
    </>
  );
}

type FilterProps = {
  params: TableParams;
  update: (change: Partial<TableParams>) => void;
  search: string;
  setSearch: (value: string) => void;
  submitSearch: (event: FormEvent) => void;
};

/** The filters' choices in the reader's language. */
function filterLabels(locale: Locale) {
  const all = m.admin_filter_all({}, { locale });
  return {
    status: {
      decided: m.admin_filter_decided({}, { locale }),
      approved: m.admin_filter_approved({}, { locale }),
      rejected: m.admin_filter_rejected({}, { locale }),
      pending: m.admin_filter_pending({}, { locale }),
      all,
    } satisfies Record<TableParams["status"], string>,
    role: { "": all, ...labelsOf(memberRoleFilters, (role) => roleLabel(role, locale)) },
    field: { "": all, ...labelsOf(fields, (field) => fieldLabel(field, locale)) },
    direction: { asc: m.admin_sort_ascending({}, { locale }), desc: m.admin_sort_descending({}, { locale }) } satisfies Record<TableParams["dir"], string>,
  };
}

function Filters({ params, update, search, setSearch, submitSearch }: FilterProps) {
  const locale = useLocale();
  const labels = filterLabels(locale);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[3fr_2fr_1.5fr_1.5fr]">
      <SearchForm
        id="member-search"
        label={m.admin_search_label({}, { locale })}
        value={search}
        onChange={setSearch}
        onSubmit={submitSearch}
        maxLength={MEMBER_SEARCH_MAX}
        className="col-span-2 lg:col-span-1"
      />
      {/* The full width on a phone: "Approved and rejected" does not fit half of it. */}
      <SelectField
        label={m.admin_filter_status({}, { locale })}
        className="col-span-2 sm:col-span-1"
        options={["decided", "approved", "rejected", "pending", "all"] as const}
        labels={labels.status}
        value={params.status}
        onChange={(event) => update({ status: event.target.value as TableParams["status"] })}
      />
      <SelectField
        label={m.admin_filter_role({}, { locale })}
        options={["", ...memberRoleFilters] as const}
        labels={labels.role}
        value={params.role}
        onChange={(event) => update({ role: event.target.value })}
      />
      <SelectField
        label={m.admin_detail_field({}, { locale })}
        options={["", ...fields] as const}
        labels={labels.field}
        value={params.field}
        onChange={(event) => update({ field: event.target.value })}
      />
      {/* A phone shows no column headers: the sort is chosen here instead. Each select takes a row
          of its own up to 40 rem: half a row cut "Member since" and "Place of study" at 360 px. */}
      <SelectField
        label={m.admin_sort_by({}, { locale })}
        className="col-span-2 sm:col-span-1 md:hidden"
        options={memberSortKeys}
        labels={columnLabels(locale)}
        value={params.sort}
        onChange={(event) => update({ sort: event.target.value as MemberSortKey })}
      />
      <SelectField
        label={m.admin_sort_order({}, { locale })}
        className="col-span-2 sm:col-span-1 md:hidden"
        options={sortDirections}
        labels={labels.direction}
        value={params.dir}
        onChange={(event) => update({ dir: event.target.value as TableParams["dir"] })}
      />
    </div>
  );
}

function RemoveMember({ member, onClose, onCloseAutoFocus }: { member: MemberListEntry; onClose: () => void; onCloseAutoFocus: (event: Event) => void }) {
  const remove = useRemoveMember();
  const locale = useLocale();
  const name = personName(member);
  // Awaited: the dialog closes once the list is fetched again, so focus can go to the row that took this one's place.
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: member.id });
      notify.success(m.admin_member_removed({}, { locale }), m.admin_member_removed_text({ name }, { locale }));
    } catch (error) {
      notify.error(m.admin_remove_error({}, { locale }), error instanceof ApiRequestError ? errorMessageIn(error, locale) : m.admin_remove_failed({}, { locale }));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={m.admin_remove_title({ name }, { locale })}
      description={m.admin_remove_description({ name, email: member.email }, { locale })}
      confirmLabel={m.admin_remove_member({}, { locale })}

      onConfirm={() => void confirm()}
      pending={remove.isPending}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
