import type { SharedFile } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ensureOk, unwrap } from "~/lib/api-client";
import { saveFile } from "~/lib/save-file";

const filesKey = ["files"] as const;

// Names may hold spaces, umlauts and any punctuation: the path segment is always encoded.
const fileUrl = (name: string) => `/api/files/${encodeURIComponent(name)}`;

/** The Statutes folder, newest first (the server sorts). */
export function useFiles() {
  return useQuery({ queryKey: filesKey, queryFn: async () => (await unwrap(api.files.$get())).files });
}

/** Uploads one file as multipart (the server streams it to disk); the list reloads afterwards. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<SharedFile> => {
      const form = new FormData();
      form.append("file", file);
      const response = await ensureOk(await fetch("/api/files", { method: "POST", body: form, credentials: "same-origin" }));
      return (await response.json()) as SharedFile;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      await ensureOk(await fetch(fileUrl(name), { method: "DELETE", credentials: "same-origin" }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}

/**
 * Fetches the file first, so a refusal or a network failure can be told to the member, then hands
 * it to the browser as a download under its own name.
 */
export async function downloadFile(name: string): Promise<void> {
  const response = await ensureOk(await fetch(fileUrl(name), { credentials: "same-origin" }));
  saveFile(await response.blob(), name);
}
