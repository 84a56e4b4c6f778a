import type { Locale, MailingListOverview, NewsletterInput, NewsletterPreview } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

const overviewKey = ["admin", "mailing-list"] as const;

/** While a newsletter still has messages waiting, its progress is read again this often. */
const PROGRESS_POLL_MS = 2000;

/** The confirmed subscribers as CSV, its headers in the admin's language. */
export const mailingListExportUrl = (locale: Locale) => `/api/admin/mailing-list/export?lang=${locale}`;

export function useMailingList() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: (): Promise<MailingListOverview> => unwrap(api.admin["mailing-list"].$get()),
    refetchInterval: (query) => (query.state.data?.newsletters.some((newsletter) => newsletter.waiting > 0) ? PROGRESS_POLL_MS : false),
  });
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newsletter: NewsletterInput) => unwrap(api.admin.newsletters.$post({ json: newsletter })),
    // The progress list and the audit log.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** The newsletter as the server renders it from its template (POST …/preview: nothing is written). */
export function usePreviewNewsletter() {
  return useMutation({
    mutationFn: (newsletter: NewsletterInput): Promise<NewsletterPreview> => unwrap(api.admin.newsletters.preview.$post({ json: newsletter })),
  });
}

/** "Send a test to me": the same mail, to the signed-in admin only. */
export function useSendTestNewsletter() {
  return useMutation({
    mutationFn: (newsletter: NewsletterInput) => unwrap(api.admin.newsletters.test.$post({ json: newsletter })),
  });
}
