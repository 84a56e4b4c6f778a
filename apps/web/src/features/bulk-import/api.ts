import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";
import { importInBatches, type ImportProgress } from "./import-in-batches";
import type { CsvMemberRow } from "./parse-members-csv";

/**
 * Imports the file's rows batch by batch (POST /api/admin/members/import), reporting progress; with
 * `sendInvoice` each new member also gets this year's invoice.
 */
export function useImportMembers(onProgress: (progress: ImportProgress) => void) {
  return useMutation({
    mutationFn: ({ rows, sendInvoice }: { rows: CsvMemberRow[]; sendInvoice: boolean }) =>
      importInBatches(rows, (members) => unwrap(api.admin.members.import.$post({ json: { members, sendInvoice } })), onProgress),
  });
}
