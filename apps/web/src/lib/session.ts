import { useSyncExternalStore } from "react";
// Not api-client: the typed client would ship on every public page, which only needs this fetch.
import { unwrap } from "./api-errors";
import { rememberSignedIn } from "./session-hint";

export type SessionUser = { id: string; email: string; name: string };

type SessionState = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; user: SessionUser };

let state: SessionState = { status: "loading" };
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  rememberSignedIn(next.status === "signedIn");
  for (const listener of listeners) listener();
}

/** Asks the server who is signed in and resolves with the answer. Kept free of auth libraries so public pages stay light. */
export function refreshSession(): Promise<SessionState> {
  request = fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } })
    .then(async (response) => {
      const body = response.ok ? ((await response.json()) as { user?: SessionUser } | null) : null;
      setState(body?.user ? { status: "signedIn", user: body.user } : { status: "signedOut" });
    })
    .catch(() => setState({ status: "signedOut" }));
  return request.then(() => state);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!request) void refreshSession();
  return () => listeners.delete(listener);
}

const serverSnapshot: SessionState = { status: "loading" };

/** The signed-in user as the server sees it; "loading" during prerendering and until the first answer. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, () => state, () => serverSnapshot);
}

/**
 * Whether someone is signed in: false while the session check runs. A boolean rather than the
 * state, so the usual answer (signed out) renders nothing again (ADR 006).
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, () => state.status === "signedIn", () => false);
}

/** Ends the session on the server, then lets every listener (the header) know. */
export async function signOut(): Promise<void> {
  await unwrap(
    fetch("/api/auth/sign-out", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: "{}",
    }),
  );
  await refreshSession();
}
