import type { PersonalDataExport } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";
import { saveFile } from "~/lib/save-file";

/**
 * The last download of this visit, for the art. 25 page. Held in memory only: it is never fetched
 * again without the password, so a reload shows the page without the member's own values.
 */
const exportKey = ["me", "data-export"] as const;

export const exportFileName = (data: PersonalDataExport) => `my-data-${data.exportedAt.slice(0, 10)}.json`;

/** Asks for everything we hold about the member, saves it as a JSON file and keeps it for the page. */
export function useDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => unwrap(api.me["data-export"].$post({ json: body })) as Promise<PersonalDataExport>,
    onSuccess: (data) => {
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), exportFileName(data));
      queryClient.setQueryData(exportKey, data);
    },
  });
}

/** The download of this visit, if there was one. */
export function useDownloadedData(): PersonalDataExport | undefined {
  return useQuery<PersonalDataExport>({ queryKey: exportKey, queryFn: () => Promise.reject(new Error("Download your data first")), enabled: false, staleTime: Infinity, gcTime: Infinity }).data;
}
