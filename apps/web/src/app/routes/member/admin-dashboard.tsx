import { type Locale, m } from "@ssem/core";
import type { MetaFunction } from "react-router";
import { useLocale } from "~/lib/locale";
import { clientPageMeta } from "~/app/page-meta";
import { AdminDashboard, type AdminSection } from "~/features/admin-members/admin-dashboard";
import { AuditLog } from "~/features/admin-members/audit-log";
import { BulkImportTab } from "~/features/bulk-import/bulk-import-tab";
import { AdminMailingList } from "~/features/mailing-list/admin-mailing-list";
import { AdminRideAlongs } from "~/features/ride-along/admin-ride-alongs";
import { ManageReviews } from "~/features/reviews/manage-reviews";
import { AdminEvents } from "~/features/events/admin-events";
import { FeesTab } from "~/features/fees/fees-tab";
import { BankFileImport } from "~/features/fees/bank-file-import";
import { UnmatchedPayments } from "~/features/fees/unmatched-payments";
import { FeeRenewal } from "~/features/fees/renewal";
import { BackupsTab } from "~/features/backups/backups-tab";

export const meta: MetaFunction = ({ location }) => clientPageMeta(location.pathname, (options) => m.member_title_admin_dashboard({}, options));

/** Under the member layout, which let in only admins (others go to /auth) and provides the query client and toaster. */
/** The dashboard's tabs after Pending Members and All Members, in this order; each feature adds its own here. */
const sections = (locale: Locale): AdminSection[] => [
  { value: "import", label: m.admin_tab_import({}, { locale }), content: <BulkImportTab /> },
  { value: "reviews", label: m.admin_tab_reviews({}, { locale }), content: <ManageReviews /> },
  { value: "audit", label: m.admin_tab_audit({}, { locale }), content: <AuditLog /> },
  { value: "events", label: m.admin_tab_events({}, { locale }), content: <AdminEvents /> },
  { value: "ride-alongs", label: m.admin_tab_ride_alongs({}, { locale }), content: <AdminRideAlongs /> },
  { value: "mailing-list", label: m.admin_tab_mailing_list({}, { locale }), content: <AdminMailingList /> },
  {
    value: "fees",
    label: m.admin_tab_fees({}, { locale }),
    content: <FeesTab bankImport={<BankFileImport />} unmatchedPayments={<UnmatchedPayments />} renewal={<FeeRenewal />} />,
  },
  { value: "backups", label: m.admin_tab_backups({}, { locale }), content: <BackupsTab /> },
];

export default function AdminDashboardRoute() {
  return <AdminDashboard sections={sections(useLocale())} />;

}
