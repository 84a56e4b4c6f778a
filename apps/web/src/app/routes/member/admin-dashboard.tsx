import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
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

export const meta: MetaFunction = () => [{ title: documentTitle("Admin dashboard") }, { name: "robots", content: "noindex" }];

/** Under the member layout, which let in only admins (others go to /auth) and provides the query client and toaster. */
/** The dashboard's tabs after Pending Members and All Members, in this order; each feature adds its own here. */
const sections: AdminSection[] = [
  { value: "import", label: "Bulk Import", content: <BulkImportTab /> },
  { value: "reviews", label: "Manage Reviews", content: <ManageReviews /> },
  { value: "audit", label: "Audit Log", content: <AuditLog /> },
  { value: "events", label: "Events", content: <AdminEvents /> },
  { value: "ride-alongs", label: "Ride-alongs", content: <AdminRideAlongs /> },
  { value: "mailing-list", label: "Mailing List", content: <AdminMailingList /> },
  { value: "fees", label: "Fees", content: <FeesTab bankImport={<BankFileImport />} unmatchedPayments={<UnmatchedPayments />} renewal={<FeeRenewal />} /> },
  { value: "backups", label: "Backups", content: <BackupsTab /> },
];

export default function AdminDashboardRoute() {
  return <AdminDashboard sections={sections} />;
}
