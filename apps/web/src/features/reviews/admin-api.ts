import { ADMIN_REVIEW_LIST_LIMIT } from "@ssem/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

const adminReviewsKey = ["admin", "reviews"] as const;

/** A page of Manage Reviews, newest first, searched by the server in hospital, place and texts. */
export function useAdminReviews({ q, page }: { q?: string; page: number }) {
  return useQuery({
    queryKey: [...adminReviewsKey, { q, page }],
    queryFn: () => unwrap(api.admin.reviews.$get({ query: { limit: String(ADMIN_REVIEW_LIST_LIMIT), page: String(page), ...(q ? { q } : {}) } })),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.admin.reviews[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
