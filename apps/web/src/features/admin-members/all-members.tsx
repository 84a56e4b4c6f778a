import { MEMBER_SEARCH_MAX, type MemberListEntry } from "@ssem/core";
import { Download } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { Label, Select } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { useListFilters } from "~/lib/use-list-filters";
import { exportUrl, type MemberListFilters, useMembers, useRemoveMember } from "./api";
import { Pager } from "~/components/ui/pager";
import { SearchForm } from "~/components/ui/search-form";
import { personName, shortDate } from "./person-name";
import { RoleChange } from "./role-change";

export const MEMBERS_PAGE_SIZE = 10;

type Filters = Pick<MemberListFilters, "status" | "q" | "role">;

/** Members with status approved or rejected, newest first: search, filters, paging, role changes and removal. */
export function AllMembers({ viewerEmail }: { viewerEmail: string | undefined }) {
  const { filters, update, page, setPage, search, setSearch, submitSearch } = useListFilters<Filters>({ status: "decided", q: "", role: "" });
  const members = useMembers({ ...filters, page, pageSize: MEMBERS_PAGE_SIZE });

  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <SearchForm
          id="member-search"
          label="Search by name or e-mail"
          value={search}
          onChange={setSearch}
          onSubmit={submitSearch}
          maxLength={MEMBER_SEARCH_MAX}
          className="flex-[2_1_16rem]"
        />
        <div className="flex-[1_1_9rem]">
          <Label htmlFor="member-status">Status</Label>
          <Select id="member-status" value={filters.status} onChange={(event) => update({ status: event.target.value as Filters["status"] })}>
            <option value="decided">All</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </Select>
        </div>
        <div className="flex-[1_1_9rem]">
          <Label htmlFor="member-role">Role</Label>
          <Select id="member-role" value={filters.role} onChange={(event) => update({ role: event.target.value })}>
            <option value="">All</option>
            <option value="member">member</option>
            <option value="admin">admin</option>
            <option value="none">none</option>
          </Select>
        </div>
        <Button asChild variant="outline">
          <a href={exportUrl(filters)} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </Button>
      </div>

      <div className="mt-6">
        {members.isPending && <p role="status" className="text-ink-muted">Loading members…</p>}
        {members.isError && (
          <div role="alert">
            <p className="font-medium text-destructive">The members could not be loaded.</p>
            <p className="mt-1 text-ink-muted">{members.error.message}</p>
          </div>
        )}
        {members.data && (
          <>
            <p className="mb-4 text-sm text-ink-muted" role="status">
              {members.data.total === 1 ? "1 member" : `${members.data.total} members`}
            </p>
            <ul className="grid gap-4" aria-busy={members.isPlaceholderData}>
              {members.data.members.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} isViewer={member.email === viewerEmail} />
                </li>
              ))}
            </ul>
            <Pager label="Member list pages" page={page} pageSize={MEMBERS_PAGE_SIZE} total={members.data.total} onPage={setPage} />
          </>
        )}
      </div>
    </>
  );
}

function MemberCard({ member, isViewer }: { member: MemberListEntry; isViewer: boolean }) {
  const name = personName(member);
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <CardTitle>{name}</CardTitle>
        <Badge tone={member.status === "approved" ? "success" : "neutral"}>{member.status}</Badge>
      </div>
      <p className="mt-1 break-words text-ink-muted">{member.email}</p>
      <p className="mt-1 text-sm text-ink-muted">Since {shortDate(member.createdAt)}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <RoleChange id={member.id} name={name} roles={member.roles} disabled={isViewer} />
        {!isViewer && <RemoveMember member={member} />}
      </div>
      {isViewer && <p className="mt-3 text-sm text-ink-muted">This is your own account: another admin can change its role or remove it.</p>}
    </Card>
  );
}

function RemoveMember({ member }: { member: MemberListEntry }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const name = personName(member);
  // Awaited rather than given callbacks: the card (and this component) leaves the list once the member is gone,
  // and TanStack Query does not call a mutate() callback of a component that has unmounted.
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: member.id });
      notify.success("Member removed", `${name} has been completely removed from the system.`);
    } catch (error) {
      notify.error("Error removing member", (error instanceof Error && error.message) || "Failed to delete user");
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="ml-auto text-destructive">
          Remove Member<span className="sr-only"> {name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Remove this member?"
        description={`${name} (${member.email}) will be deleted completely: account, profile, roles, application and unsent e-mails. This cannot be undone.`}
      >
        <ButtonRow>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            Remove Member
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        </ButtonRow>
      </DialogContent>
    </Dialog>
  );
}
