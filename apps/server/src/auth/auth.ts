import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import { allowedOrigins } from "../http/allowed-origins";
import { hashPassword, verifyPassword } from "./password";

const DAY_SECONDS = 24 * 60 * 60;

export function createAuth({ env, db }: { env: Env; db: Database }) {
  return betterAuth({
    appName: "member-area",
    // Only errors, and never in tests; its messages name no users.
    logger: { level: "error", disabled: env.nodeEnv === "test" },
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
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created only by the membership application (and admin imports).
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
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
