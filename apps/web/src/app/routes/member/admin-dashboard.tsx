import type { MetaFunction } from "react-router";
import { documentTitle } from "~/app/page-meta";
import { AdminDashboard } from "~/features/admin-members/admin-dashboard";
import { BulkImportTab } from "~/features/bulk-import/bulk-import-tab";

export const meta: MetaFunction = () => [{ title: documentTitle("Admin dashboard") }, { name: "robots", content: "noindex" }];

/** Under the member layout, which let in only admins (others go to /auth) and provides the query client and toaster. */
export default function AdminDashboardRoute() {
  return <AdminDashboard bulkImport={<BulkImportTab />} />;
}
