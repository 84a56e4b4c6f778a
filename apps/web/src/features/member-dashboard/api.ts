import type { ProfileUpdate, ResignationRequest } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "~/lib/session";
import { api, unwrap } from "~/lib/api-client";
import { viewerQuery } from "~/lib/member-queries";

const profileKey = ["me", "profile"] as const;
const applicationKey = ["me", "application"] as const;
const invoicesKey = ["me", "invoices"] as const;
const sessionsKey = ["me", "sessions"] as const;
const resignationKey = ["me", "resignation"] as const;

export function useViewer() {
  return useQuery(viewerQuery);
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => unwrap(api.me.profile.$get()) });
}

/** What the member entered on the membership form; null for members who never applied through it. */
export function useApplication() {
  return useQuery({ queryKey: applicationKey, queryFn: async () => (await unwrap(api.me.application.$get())).application });
}

/** The member's invoices, newest first, and the membership's start (the day the first fee was received). */
export function useMyInvoices() {
  return useQuery({ queryKey: invoicesKey, queryFn: () => unwrap(api.me.invoices.$get()) });
}

type MySession = { id: string; current: boolean };

/** Where the member is signed in: this device first, then the others, most recently used first. */
export function useMySessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: async () => (await unwrap(api.me.sessions.$get())).sessions });
}

/** Signs out one other device (`id`), or every other device (no id); the list is read again after. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => unwrap(id ? api.me.sessions[":id"].$delete({ param: { id } }) : api.me.sessions["end-others"].$post()),
    // The ended rows leave at once; the list is then read again.
    onSuccess: (_, id) =>
      queryClient.setQueryData(sessionsKey, (sessions: MySession[] | undefined) => sessions?.filter((session) => (id ? session.id !== id : session.current))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** Where the member stands on leaving: a resignation, or what is open if they leave. */
export function useResignation() {
  return useQuery({ queryKey: resignationKey, queryFn: () => unwrap(api.me.resignation.$get()) });
}

export function useResign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResignationRequest) => unwrap(api.me.resignation.$post({ json: body })),
    // Leaving now deletes the account: the card leaves the member area, whose cache goes with it.
    onSuccess: (done) => (done.deleted ? undefined : queryClient.invalidateQueries({ queryKey: resignationKey })),
  });
}

export function useWithdrawResignation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.me.resignation.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resignationKey }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => unwrap(api.me.profile.$patch({ json: update })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(profileKey, saved);
      // The spec has the profile reloaded after a save.
      await queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => unwrap(api.me.password.$post({ json: body })),
  });
}

export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => void navigate("/auth"),
  });
}

export { errorMessage, isUnauthenticated } from "~/lib/api-errors";
