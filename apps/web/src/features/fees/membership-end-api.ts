import type { EndMembershipPreview } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";
import { feesKey } from "./api";

/** Who ending a membership touches and which unpaid invoices it cancels (GET /api/admin/fees/memberships/:id). */
export function useMembershipEndPreview(userId: string | null) {
  return useQuery({
    queryKey: [...feesKey, "membership-end", userId],
    queryFn: (): Promise<EndMembershipPreview> => unwrap(api.admin.fees.memberships[":id"].$get({ param: { id: userId! } })),
    enabled: userId !== null,
  });
}

/** Ends the membership; every admin list (members, invoices, audit log) is fetched again. */
export function useEndMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) => unwrap(api.admin.fees.memberships[":id"].end.$post({ param: { id: userId }, json: { reason } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
