import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/** The scheduled backups' last results (GET /api/admin/backups/status). */
export function useBackupStatus() {
  return useQuery({ queryKey: ["admin", "backups", "status"], queryFn: () => unwrap(api.admin.backups.status.$get()) });
}
