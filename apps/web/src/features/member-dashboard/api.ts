import type { ProfileUpdate } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { refreshSession } from "~/features/auth/session-store";
import { api, ApiRequestError, unwrap } from "~/lib/api-client";

const meKey = ["me"] as const;
const profileKey = ["me", "profile"] as const;

export function useViewer() {
  return useQuery({ queryKey: meKey, queryFn: () => unwrap(api.me.$get()) });
}

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => unwrap(api.me.profile.$get()) });
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
    mutationFn: async () => {
      // better-auth's endpoint is outside the typed client, which only covers the app's own routes.
      const response = await fetch("/api/auth/sign-out", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      if (!response.ok) throw new ApiRequestError(response.status, "sign_out_failed", "Please try again.");
      // The header switches back to "Member Login" only once the session store knows.
      await refreshSession();
    },
    onSuccess: () => void navigate("/auth"),
  });
}

export const isUnauthenticated = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : "Please try again.");
