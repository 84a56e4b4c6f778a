import { randomUUID } from "node:crypto";
import type { MemberStatus, Role } from "@ssem/core";
import { desc } from "drizzle-orm";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { hashPassword } from "../auth/password";
import { account, mailOutbox, profiles, user, userRoles } from "../db/schema";
import { parseEnv, type Env } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "Correct-horse-1";

type RequestOptions = Omit<RequestInit, "body"> & { json?: unknown; cookie?: string; body?: BodyInit };

/** The real app on a fresh database, with an environment built from `overrides` only. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const env: Env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, ...overrides });
  const database = await createTestDatabase();
  const { db } = database;
  const logger = createLogger({ silent: true });
  const auth = createAuth({ env, db });
  let mailNotifications = 0;
  const app = createApp({ env, db, auth, logger, notifyMailQueued: () => void (mailNotifications += 1) });
  let users = 0;

  function request(path: string, { json, cookie, headers, ...init }: RequestOptions = {}) {
    const allHeaders = new Headers(headers);
    if (json !== undefined) allHeaders.set("content-type", "application/json");
    if (cookie) allHeaders.set("cookie", cookie);
    const method = init.method ?? (json !== undefined ? "POST" : "GET");
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, method, headers: allHeaders, body: json !== undefined ? JSON.stringify(json) : init.body });
  }

  /** Creates a confirmed account with the given role and status directly in the database. */
  async function createUser(options: { role?: Role | null; status?: MemberStatus; email?: string; password?: string } = {}) {
    users += 1;
    const email = options.email ?? `user${users}-${randomUUID().slice(0, 8)}@example.org`;
    const password = options.password ?? TEST_PASSWORD;
    const userId = randomUUID();
    const role = options.role === undefined ? "member" : options.role;
    await db.insert(user).values({ id: userId, email, name: "Test Person", emailVerified: true });
    await db.insert(account).values({ id: randomUUID(), userId, accountId: userId, providerId: "credential", password: await hashPassword(password) });
    const status = options.status ?? (role === "pending" ? "pending" : "approved");
    await db.insert(profiles).values({ id: userId, email, firstName: "Test", lastName: "Person", status });
    if (role) await db.insert(userRoles).values({ userId, role });
    return { userId, email, password };
  }

  /** Signs in through the real endpoint and returns the session cookie. */
  async function signIn(email: string, password: string): Promise<string> {
    const response = await request("/api/auth/sign-in/email", { json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
    return sessionCookie(response);
  }

  /** One line to be signed in as a role: creates such a user and returns its cookie. */
  async function loginAs(role: Role, status?: MemberStatus) {
    const created = await createUser({ role, status });
    return { ...created, cookie: await signIn(created.email, created.password) };
  }

  async function outbox() {
    return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  }

  return {
    app,
    env,
    db,
    auth,
    request,
    createUser,
    signIn,
    loginAs,
    outbox,
    close: () => database.close(),
    mailNotifications: () => mailNotifications,
  };
}

/** The cookie pair(s) a response sets, ready to send back in a Cookie header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The token of a link such as /auth#type=signup&token_hash=… in a mail's text. */
export function linkToken(text: string, parameter: "token_hash" | "access_token"): string {
  const match = new RegExp(`${parameter}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${parameter} in mail`);
  return match[1]!;
}
