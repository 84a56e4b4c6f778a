import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

const PERIOD_MS = 30_000;

/**
 * An authenticator app for the base32 key an enrolment shows (spaces between groups allowed), in the API tests and
 * e2e. The server accepts each code once (RFC 6238 §5.2, ADR 027), in the 30-second step before, at and after now;
 * `nextCode` gives one of those it has not given yet, waiting for the next step when they are used.
 */
function authenticator(shownKey: string) {
  const otp = createOTP(base32.decode(shownKey.replace(/\s/g, "")));
  const given = new Set<number>();
  return {
    async nextCode(): Promise<string> {
      for (;;) {
        const now = Math.floor(Date.now() / PERIOD_MS);
        // Now's step, the next, or the one before while now's has long enough to run that the server still
        // counts it as the one before: any of them is accepted even when a step ends on the way.
        const beforeIsSafe = Date.now() % PERIOD_MS < PERIOD_MS - 5_000;
        const step = [now, now + 1, ...(beforeIsSafe ? [now - 1] : [])].find((candidate) => !given.has(candidate));
        if (step !== undefined) {
          given.add(step);
          return otp.hotp(step);
        }
        await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - (Date.now() % PERIOD_MS) + 50));
      }
    },
    /** The code of now's step whatever was given: a code used already, for the tests of its refusal. */
    currentCode: () => otp.totp(),
  };
}

/** `nextCode` of one authenticator per key, for tests that enrol several accounts. */
export function nextCodeByKey() {
  const apps = new Map<string, ReturnType<typeof authenticator>>();
  const appFor = (shownKey: string) => apps.get(shownKey) ?? apps.set(shownKey, authenticator(shownKey)).get(shownKey)!;
  return Object.assign((shownKey: string) => appFor(shownKey).nextCode(), { currentCode: (shownKey: string) => appFor(shownKey).currentCode() });
}
