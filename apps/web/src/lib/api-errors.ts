export type ApiErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

/** Thrown for a non-2xx answer; carries the server's readable message and stable code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Resolves a fetch to its JSON body, or throws ApiRequestError with the server's message. */
export async function unwrap<T>(request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  const response = await request;
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  throw new ApiRequestError(response.status, body?.code ?? "unknown", body?.error ?? `Request failed (${response.status})`);
}
