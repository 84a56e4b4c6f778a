import { ADMIN_REVIEW_LIST_LIMIT } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

const adminReviewsKey = ["admin", "reviews"] as const;

/** The newest reviews for Manage Reviews (the server sorts and limits). */
export function useAdminReviews() {
  return useQuery({
    queryKey: adminReviewsKey,
    queryFn: async () => (await unwrap(api.admin.reviews.$get({ query: { limit: String(ADMIN_REVIEW_LIST_LIMIT) } }))).reviews,
  });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.admin.reviews[":id"].$delete({ param: { id: String(id) } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}
