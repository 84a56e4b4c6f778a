import type { MemberRecord, ProfileUpdate } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "~/lib/api-client";

/**
 * Under the member lists' key: every admin mutation already invalidates it (api.ts), so a decision
 * made here or in a list shows in both.
 */
const personKey = (id: string) => ["admin", "members", "person", id] as const;
const adminKey = ["admin"] as const;

export function usePerson(id: string) {
  return useQuery({
    queryKey: personKey(id),
    queryFn: (): Promise<MemberRecord> => unwrap(api.admin.members[":id"].$get({ param: { id } })),
  });
}

/** The person view's own actions; each refreshes every admin list and the log, which may all show this person. */
function usePersonMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}

export function useCorrectProfile(id: string) {
  return usePersonMutation((update: ProfileUpdate) => unwrap(api.admin.members[":id"].profile.$patch({ param: { id }, json: update })));
}

export function useReapprove(id: string) {
  return usePersonMutation(() => unwrap(api.admin.members[":id"].reapprove.$post({ param: { id } })));
}

export function useResendLink(id: string) {
  return usePersonMutation((link: "invite" | "confirmation") =>
    unwrap(link === "invite" ? api.admin.members[":id"]["resend-invite"].$post({ param: { id } }) : api.admin.members[":id"]["resend-confirmation"].$post({ param: { id } })),
  );
}

/** Turns off the person's second factor (ADR 027): they are mailed, the log records it. */
export function useResetTwoFactor(id: string) {
  return usePersonMutation(() => unwrap(api.admin.members[":id"]["reset-two-factor"].$post({ param: { id } })));
}
