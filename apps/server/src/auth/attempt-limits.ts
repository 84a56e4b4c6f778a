import type { Context } from "hono";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { tooManyRequests } from "../http/rate-limited";
import { knownDeviceId } from "./known-device";
import { countEvent, rateLimits, resetCounter, takeTurn, uncountEvent } from "./rate-limit";

/** Which secret is being tried: the password, the second factor or a passkey (each has its own counters). */
export type AttemptScope = "sign-in" | "two-factor" | "passkey";

const WAIT = "Too many sign-in attempts. Please wait {wait} and try again.";

/**
 * Runs one attempt at a secret with guessing kept slow (ADR 005, ADR 027). A browser that signed in
 * to this account before only answers for its own attempts; any other attempt takes a turn under
 * the account's backoff and counts against its IP. Turns are taken before the secret is checked,
 * so concurrent guesses cannot outrun the limits. The turn is given back only when the answer proves
 * the secret right (`proved`, by default a 2xx): any other answer, wrong or refused for another reason
 * (better-auth's own cap of five codes per password step answers 400), keeps it counted, or a refusal
 * would clear the account's backoff. Returns the answer and the known device's id, if there was one.
 */
export async function limitedAttempt<Answer extends { response: Response }>(
  c: Context<AppEnv>,
  scope: AttemptScope,
  { account, email }: { account: string; email: string },
  attempt: () => Promise<Answer>,
  proved: (response: Response) => boolean = (response) => response.ok,
): Promise<{ answer: Answer; deviceId: string | null }> {
  const store = c.var.deps;
  const ip = clientIp(c);
  const deviceId = knownDeviceId(c, store.env, email);

  if (deviceId) {
    const turn = await takeTurn(store, `${scope}:device`, deviceId, rateLimits.signInPerDevice);
    if (!turn.allowed) throw tooManyRequests(turn.retryAfterSeconds, WAIT);
  } else {
    const perIp = await countEvent(store, `${scope}:ip`, ip, rateLimits.signInPerIp);
    if (!perIp.allowed) throw tooManyRequests(perIp.retryAfterSeconds, WAIT);
    const turn = await takeTurn(store, `${scope}:account`, account, rateLimits.signInPerAccount);
    if (!turn.allowed) {
      await uncountEvent(store, `${scope}:ip`, ip);
      throw tooManyRequests(turn.retryAfterSeconds, WAIT);
    }
  }

  const answer = await attempt();
  if (!proved(answer.response)) return { answer, deviceId };
  if (deviceId) await resetCounter(store, `${scope}:device`, deviceId);
  else await Promise.all([uncountEvent(store, `${scope}:ip`, ip), resetCounter(store, `${scope}:account`, account)]);
  return { answer, deviceId };
}
