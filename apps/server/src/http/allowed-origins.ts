import type { Env } from "../env";

/**
 * Origins whose pages may change state through the API: the public site; outside production
 * also whatever origin a developer reaches this server under (127.0.0.1, another port).
 */
export function allowedOrigins(env: Env, requestUrl: string | undefined): string[] {
  const publicOrigin = new URL(env.publicUrl).origin;
  if (env.isProduction || !requestUrl) return [publicOrigin];
  return [publicOrigin, new URL(requestUrl).origin];
}
