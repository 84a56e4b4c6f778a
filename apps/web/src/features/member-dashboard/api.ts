import { dataExportFileName, type OwnProfileUpdate, type PersonalDataExport, type ResignationRequest } from "@ssem/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { signOut } from "~/lib/session";
import { api, unwrap } from "~/lib/api-client";
import { viewerQuery } from "~/lib/member-queries";
import { saveFile } from "~/lib/save-file";
import { useLocalizedNavigate } from "~/lib/locale";

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
    mutationFn: (update: OwnProfileUpdate) => unwrap(api.me.profile.$patch({ json: update })),
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
  const navigate = useLocalizedNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => void navigate("/auth"),
  });
}

export { isUnauthenticated } from "~/lib/api-errors";
export { errorMessageIn } from "~/lib/error-message";

/**
 * The last download of this visit, for the art. 25 page. Held in memory only: it is never fetched
 * again without the password, so a reload shows the page without the member's own values.
 */
const dataExportKey = ["me", "data-export"] as const;

/** Asks for everything we hold about the member, saves it as a JSON file and keeps it for the page. */
export function useDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string }) => unwrap(api.me["data-export"].$post({ json: body })),
    onSuccess: (data) => {
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), dataExportFileName(data.exportedAt));
      queryClient.setQueryData(dataExportKey, data);
    },
  });
}

/** The download of this visit, if there was one. */
export function useDownloadedData(): PersonalDataExport | undefined {
  return useQuery<PersonalDataExport>({ queryKey: dataExportKey, queryFn: () => Promise.reject(new Error("Download your data first")), enabled: false, staleTime: Infinity, gcTime: Infinity }).data;
}

/** Starts the enrolment: the password again, then the secret (QR code and text) and the recovery codes. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: (password: string) => unwrap(api.auth["two-factor"].enable.$post({ json: { password } })) });
}

/** Confirms the enrolment with the first code; the server then turns the second factor on (and renews the session). */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: (code: string) => unwrap(api.auth["two-factor"]["verify-totp"].$post({ json: { code } })) });
}

/** Turns the second factor off with the password and a code (or a recovery code). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => unwrap(api.auth["two-factor"].disable.$post({ json: body })),
  });
}

/** New recovery codes with the password and a code; the old ones stop working. */
export function useRenewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => unwrap(api.auth["two-factor"]["generate-backup-codes"].$post({ json: body })),
  });
}

/** After the second factor changed: the viewer (which says whether it is on) is read again. */
export function useRefreshViewer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: viewerQuery.queryKey });
}

const passkeysKey = ["me", "passkeys"] as const;

/** The member's passkeys, newest first: names and times. */
export function useMyPasskeys() {
  return useQuery({ queryKey: passkeysKey, queryFn: async () => (await unwrap(api.me.passkeys.$get())).passkeys });
}

/**
 * Adds a passkey: the password again, then the browser's WebAuthn prompt (its library loaded only
 * now), then the new passkey under the name given. The list is read again after.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, name }: { password: string; name: string }) => {
      const optionsJSON = await unwrap(api.auth.passkey["generate-register-options"].$post({ json: { password } }));
      const { startRegistration } = await import("@simplewebauthn/browser");
      const created = await startRegistration({ optionsJSON });
      // Spread into a plain object, which the body's type (a record of extension results) accepts.
      const response = { ...created, clientExtensionResults: { ...created.clientExtensionResults } };
      return (await unwrap(api.auth.passkey["verify-registration"].$post({ json: { name, response } }))).passkey;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => unwrap(api.me.passkeys[":id"].$delete({ param: { id }, json: { password } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}
