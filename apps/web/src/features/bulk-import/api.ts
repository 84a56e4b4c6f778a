import type { ImportResult, Locale } from "@ssem/core";
import type { CsvMemberRow } from "@ssem/core/member-csv";
import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";
import { importInBatches, type ImportProgress } from "./import-in-batches";

/** `defaultLanguage`: the language of rows that name none, the admin's own as the screen shows it. */
type ImportRequest = { rows: CsvMemberRow[]; sendInvoice: boolean; defaultLanguage: Locale };

/**
 * What importing the file's rows would do (POST /api/admin/members/import/preview, a dry run: the
 * server writes nothing and mails no one), checked in the import's batches, reporting progress.
 */
export function usePreviewImport(onProgress: (progress: ImportProgress) => void) {
  return useMutation({
    mutationFn: ({ rows, sendInvoice, defaultLanguage }: ImportRequest): Promise<ImportResult> =>
      importInBatches(rows, (members) => unwrap(api.admin.members.import.preview.$post({ json: { members, sendInvoice, defaultLanguage } })), onProgress),
  });
}

/**
 * Imports the file's rows batch by batch (POST /api/admin/members/import), reporting progress; with
 * `sendInvoice` each new member also gets this year's invoice.
 */
export function useImportMembers(onProgress: (progress: ImportProgress) => void) {
  return useMutation({
    mutationFn: ({ rows, sendInvoice, defaultLanguage }: ImportRequest) =>
      importInBatches(rows, (members) => unwrap(api.admin.members.import.$post({ json: { members, sendInvoice, defaultLanguage } })), onProgress),
  });
}
