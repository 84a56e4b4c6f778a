import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BackLink } from "~/components/ui/back-link";
import { Container } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { viewerQuery } from "~/lib/member-queries";
import { useTabParam } from "~/lib/use-tab-param";
import { AllMembers, MEMBERS_PAGE_SIZE } from "./all-members";
import { useMembers } from "./api";
import { AuditLog } from "./audit-log";
import { PENDING_PAGE_SIZE, PendingMembers } from "./pending-members";

const tabs = ["pending", "members", "import", "audit"] as const;

/** The admin dashboard (spec, member area §2). The Bulk Import tab's content comes from its own feature, through the route. */
export function AdminDashboard({ bulkImport }: { bulkImport: ReactNode }) {
  const tab = useTabParam(tabs, "pending");
  const viewer = useQuery(viewerQuery);
  // The counts: the first page of each list (cached, and shared with the tab that shows it) carries the total.
  const pendingCount = useMembers({ status: "pending", page: 1, pageSize: PENDING_PAGE_SIZE }).data?.total;
  const membersCount = useMembers({ status: "decided", q: "", role: "", page: 1, pageSize: MEMBERS_PAGE_SIZE }).data?.total;

  return (
    <>
      <header className="border-b border-border bg-surface">
        <Container className="py-8 sm:py-10">
          <BackLink to="/member-dashboard">Back to Member Dashboard</BackLink>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Admin Dashboard</h1>
        </Container>
      </header>
      <Container className="py-8 sm:py-10">
        <Tabs {...tab}>
          {/* Two by two on a phone: four labels in one wrapping row broke into three lines each. */}
          <TabsList aria-label="Admin sections" className="grid grid-cols-2 sm:flex">
            <TabsTrigger value="pending">Pending Members{count(pendingCount)}</TabsTrigger>
            <TabsTrigger value="members">All Members{count(membersCount)}</TabsTrigger>
            <TabsTrigger value="import">Bulk Import</TabsTrigger>
            <TabsTrigger value="audit">Audit Log</TabsTrigger>
          </TabsList>
          <TabsContent value="pending" title="Pending Members">
            {tab.value === "pending" && <PendingMembers />}
          </TabsContent>
          <TabsContent value="members" title="All Members">
            {tab.value === "members" && <AllMembers viewerEmail={viewer.data?.email} />}
          </TabsContent>
          <TabsContent value="import" title="Bulk Import">
            {tab.value === "import" && bulkImport}
          </TabsContent>
          <TabsContent value="audit" title="Audit Log">
            {tab.value === "audit" && <AuditLog />}
          </TabsContent>
        </Tabs>
      </Container>
    </>
  );
}

const count = (total: number | undefined) => (total === undefined ? "" : ` (${total})`);
