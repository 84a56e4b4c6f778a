import type { ProfileUpdate } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "~/lib/session";
import { api, unwrap } from "~/lib/api-client";
import { viewerQuery } from "~/lib/member-queries";

const profileKey = ["me", "profile"] as const;
const applicationKey = ["me", "application"] as const;
const invoicesKey = ["me", "invoices"] as const;

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
