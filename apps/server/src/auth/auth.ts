import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { association } from "@ssem/core";
import { passkey } from "@better-auth/passkey";
import { twoFactor } from "better-auth/plugins";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import { allowedOrigins } from "../http/allowed-origins";
import { hashPassword, verifyPassword } from "./password";
import { recoveryCodes } from "./recovery-codes";

const DAY_SECONDS = 24 * 60 * 60;

/** better-auth's refusal when the authenticator did not verify its owner (ADR 030). */
function requireUserVerified(userVerified: boolean | undefined) {
  if (!userVerified) throw new APIError("UNAUTHORIZED", { code: "USER_NOT_VERIFIED", message: "The passkey did not check that it is you (PIN or fingerprint)." });
  return undefined;
}

/** The error behind the answer of the better-auth request running in this async context. */
const failures = new AsyncLocalStorage<{ error?: unknown }>();

export function createAuth({ env, db }: { env: Env; db: Database }) {
  return betterAuth({
    appName: "member-area",
    // better-auth logs a failure of its own (a failed query, with its SQL) and answers a bare 500:
    // during a request the error is kept for handleAuthRequest instead, which has handleError answer it.
    logger: {
      level: "error",
      log: (_level, message, ...args: unknown[]) => {
        const failure = failures.getStore();
        const error = args.find((arg) => arg instanceof Error);
        if (failure && error) failure.error = error;
        // Outside a request (its configuration), as before: its messages name no users; never in tests.
        else if (env.nodeEnv !== "test") console.error(`better-auth: ${message}`);
      },
    },
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: env.sessionSecret,
    trustedOrigins: (request) => allowedOrigins(env, request?.url),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        passkey: schema.passkey,
      },
    }),
    plugins: [
      twoFactor({
        // The name authenticator apps show beside the account's address: the association's short name.
        issuer: association.shortName,
        // A hard lock after ten wrong codes would let anyone who has the password shut the owner
        // out; our growing delays per account and per device keep guessing slow instead (ADR 027).
        accountLockout: { enabled: false },
        backupCodeOptions: { customBackupCodesGenerate: recoveryCodes },
      }),
      passkey({
        // WebAuthn binds a passkey to the site's host name and checks the page's origin: both from
        // PUBLIC_URL, read at start, so one build serves any address (localhost included).
        rpID: new URL(env.publicUrl).hostname,
        rpName: association.shortName,
        origin: new URL(env.publicUrl).origin,
        // A passkey counts as both factors (ADR 030) only when the authenticator checked its owner
        // (PIN or biometrics): a security key that was merely touched is refused.
        registration: { afterVerification: async ({ verification }) => requireUserVerified(verification.registrationInfo?.userVerified) },
        authentication: { afterVerification: async ({ verification }) => requireUserVerified(verification.authenticationInfo.userVerified) },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      // Accounts are created only by the membership application (and admin imports).
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: (password) => hashPassword(password, env.passwordCost), verify: verifyPassword },
    },
    session: {
      // Adding a passkey asks for the password again (ADR 030), so better-auth's own "signed in within
      // the last day" check (the only endpoint of ours it guards) would only refuse members who proved it.
      freshAge: 0,
      // A session lives a week and slides: every day of use extends it by another week.
      expiresIn: 7 * DAY_SECONDS,
      updateAge: DAY_SECONDS,
    },
    // Sign-in is limited per IP and per account by our own database counters (see rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: env.isProduction },
      // Our own limits find the client IP (http/client-ip.ts); better-auth needs none and stores none.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // Personal data the product does not need is not stored (see the privacy policy).
          before: async (session) => ({ data: { ...session, ipAddress: null, userAgent: null } }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's handler, with the error behind its answer: it catches its own failures (a failed
 * query while the database is away, say), logs them and answers a bare 500; the caller throws the
 * error again so that handleError answers it like any other failure (a 503 during an outage).
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<{ response: Response; error?: unknown }> {
  const failure: { error?: unknown } = {};
  const response = await failures.run(failure, () => auth.handler(request));
  return { response, error: failure.error };
}
