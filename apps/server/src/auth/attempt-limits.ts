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
 * Runs one attempt at a secret with guessing kept slow (ADR 005, ADR 027, ADR 031). Every attempt
 * counts against its IP and against the account's ceiling, which no cookie lifts; a browser that
 * signed in to this account since its password and second factor were set then waits only for its
 * own attempts, any other attempt takes a turn under the account's backoff. Counts and turns are
 * taken before the secret is checked, so concurrent guesses cannot outrun the limits. They are
 * given back only when the answer proves the secret right (`proved`, by default a 2xx): any other
 * answer, wrong or refused for another reason (better-auth's own cap of five codes per password
 * step answers 400), keeps them counted, or a refusal would clear the account's backoff. Returns
 * the answer and the known device's id, if there was one.
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
  const deviceId = await knownDeviceId(c, store, email);
  const counted: Array<[string, string]> = [];
  const giveBack = () => Promise.all(counted.map(([key, value]) => uncountEvent(store, key, value)));
  const refuse = async (retryAfterSeconds: number) => {
    await giveBack();
    return tooManyRequests(retryAfterSeconds, WAIT);
  };

  for (const [key, value, rule] of [
    [`${scope}:ip`, ip, rateLimits.signInPerIp],
    [`${scope}:account-ceiling`, account, rateLimits.signInCeilingPerAccount],
  ] as const) {
    const count = await countEvent(store, key, value, rule);
    counted.push([key, value]);
    if (!count.allowed) throw await refuse(count.retryAfterSeconds);
  }
  const [turnKey, turnValue, turnRule] = deviceId ? [`${scope}:device`, deviceId, rateLimits.signInPerDevice] : [`${scope}:account`, account, rateLimits.signInPerAccount];
  const turn = await takeTurn(store, turnKey, turnValue, turnRule);
  if (!turn.allowed) throw await refuse(turn.retryAfterSeconds);

  const answer = await attempt();
  if (proved(answer.response)) await Promise.all([giveBack(), resetCounter(store, turnKey, turnValue)]);
  return { answer, deviceId };
}
