import type { ErrorBody, ErrorCode } from "@ssem/core";

/** A server code, or "unknown" when the answer was not our JSON error format (a proxy's error page, say). */
export type ClientErrorCode = ErrorCode | "unknown";

/** Thrown for a non-2xx answer; carries the server's readable message and stable code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether a request was refused because nobody is signed in (never was, or the session ended):
 * the one test the web app makes for it.
 */
export const isUnauthenticated = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** Whether a second-factor code was refused as such (wrong, or used already): the form shows it under the code field. */
export const isCodeRefusal = (error: unknown) => error instanceof ApiRequestError && (error.code === "invalid_code" || error.code === "code_used");

/** Passes a 2xx answer through, or throws ApiRequestError with the server's message. */
export async function ensureOk<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(response: R): Promise<R> {
  if (response.ok) return response;
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  throw new ApiRequestError(response.status, body?.code ?? "unknown", body?.error ?? `Request failed (${response.status})`);
}

/** Resolves a fetch to its JSON body, or throws ApiRequestError with the server's message. */
export async function unwrap<T>(request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  return (await ensureOk(await request)).json();
}
