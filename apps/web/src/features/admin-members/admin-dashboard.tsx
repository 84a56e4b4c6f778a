import { formatNumber, type Locale, m } from "@ssem/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BackLink } from "~/components/ui/back-link";
import { Container } from "~/components/ui/page";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useLocale } from "~/lib/locale";
import { viewerQuery } from "~/lib/member-queries";
import { useTabParam } from "~/lib/use-tab-param";
import { AllMembers } from "./all-members";
import { useMembers } from "./api";
import { PENDING_PAGE_SIZE, PendingMembers } from "./pending-members";
import { defaultTableParams, tableQuery } from "./table-params";

const ownTabs = ["pending", "members"] as const;

/**
 * A tab that another feature contributes (Bulk Import, Audit Log aside, later Manage Reviews,
 * Events …). Features never import each other, so the route module puts them together.
 */
export type AdminSection = { value: string; label: string; content: ReactNode };

/** The admin dashboard (spec, member area §2): the member lists, then the sections of other features, in order. */
export function AdminDashboard({ sections }: { sections: readonly AdminSection[] }) {
  const tab = useTabParam([...ownTabs, ...sections.map((section) => section.value)], "pending");
  const viewer = useQuery(viewerQuery);
  const locale = useLocale();
  // The counts: the first page of each list carries the total. The query is the list's own (same
  // key), so opening a tab asks for nothing more: one request per list (issue 24).
  const pendingCount = useMembers({ status: "pending", page: 1, pageSize: PENDING_PAGE_SIZE }).data?.total;
  const membersCount = useMembers(tableQuery(defaultTableParams)).data?.total;

  return (
    <>
      <header className="border-b border-border bg-surface">
        <Container className="py-8 sm:py-10">
          <BackLink to="/member-dashboard">{m.admin_back({}, { locale })}</BackLink>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{m.admin_title({}, { locale })}</h1>
        </Container>
      </header>
      <Container className="py-8 sm:py-10">
        <Tabs {...tab}>
          {/* Two by two on a phone: the labels in one wrapping row broke into three lines each. */}
          <TabsList aria-label={m.admin_sections({}, { locale })} className="grid! grid-cols-2 sm:flex! sm:flex-wrap">
            <TabsTrigger value="pending">
              {m.admin_tab_pending({}, { locale })}
              {count(pendingCount, locale)}
            </TabsTrigger>
            <TabsTrigger value="members">
              {m.admin_tab_members({}, { locale })}
              {count(membersCount, locale)}
            </TabsTrigger>
            {sections.map((section) => (
              <TabsTrigger key={section.value} value={section.value}>
                {section.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="pending" title={m.admin_tab_pending({}, { locale })}>
            {tab.value === "pending" && <PendingMembers />}
          </TabsContent>
          <TabsContent value="members" title={m.admin_tab_members({}, { locale })}>
            {tab.value === "members" && <AllMembers viewerEmail={viewer.data?.email} />}
          </TabsContent>
          {sections.map((section) => (
            <TabsContent key={section.value} value={section.value} title={section.label}>
              {tab.value === section.value && section.content}
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </>
  );
}

const count = (total: number | undefined, locale: Locale) => (total === undefined ? "" : ` (${formatNumber(total, locale)})`);

