import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { MemberStatus, Role, StudentType } from "@ssem/core";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createAccount } from "../accounts/accounts";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { hashPassword } from "../auth/password";
import { mailOutbox, membershipApplications } from "../db/schema";
import { parseEnv, type Env } from "../env";
import { postgresLiveEvents } from "../live/live-events";
import { openFileLimit } from "../http/open-file-limit";
import { createLogger } from "../logger";
import { type ReviewStreamLimits, reviewStreamLimits } from "../reviews/routes/review-stream";
import { fileShareFolder } from "../files/storage/file-storage";
import { openFileStorage } from "../files/storage/open-storage";
import { TEST_PASSWORD_COST } from "./password-cost";
import { createTestDatabase } from "./test-database";
import { openDatabase } from "../db/client";
import { databaseFaults } from "../db/faults";
import type { Site } from "../web/site";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "Correct-horse-1";

/**
 * `from` is the address the request's TCP connection comes from, as @hono/node-server reports it
 * (default: this machine's loopback address).
 */
type RequestOptions = Omit<RequestInit, "body"> & { json?: unknown; cookie?: string; body?: BodyInit; from?: string };

/**
 * The real app on a fresh database, with an environment built from `overrides` only. With
 * `sharing`, a second app on that app's database instead, with connections and live events of its
 * own: what a second server process would be.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  {
    sharing,
    site,
    streamLimits = reviewStreamLimits(openFileLimit()),
  }: { sharing?: { databaseUrl: string }; site?: Site; streamLimits?: ReviewStreamLimits } = {},
) {
  // Tests hash passwords at the test cost, except where they stand for production, which refuses it (and whose cost one test checks).
  const cost = overrides.NODE_ENV === "production" ? {} : TEST_PASSWORD_COST;
  const env: Env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: TEST_ORIGIN, ...cost, ...overrides });
  /** Every SQL statement the app sent, so tests can count database round trips. */
  const statements: string[] = [];
  const onQuery = (statement: string) => void statements.push(statement);
  const database = sharing ? await openDatabase({ databaseUrl: sharing.databaseUrl, onQuery }) : await createTestDatabase({ onQuery });
  const { db } = database;
  const logger = createLogger({ silent: true });
  const auth = createAuth({ env, db });
  let mailNotifications = 0;
  const events = await postgresLiveEvents(database.url);
  // A data folder of its own, so tests can check that nothing outside the file share's folder is touched.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "ssem-test-data-"));
  const storageFolder = fileShareFolder(dataDir);
  // The disk's folder below it, or the bucket STORAGE=s3 and its settings in `overrides` name.
  const storage = await openFileStorage(env.storage, dataDir);
  const app = createApp(
    { env, db, databaseFaults: databaseFaults(), auth, logger, events, storage, reviewStreamLimits: streamLimits, notifyMailQueued: () => void (mailNotifications += 1) },
    { site },
  );
  let users = 0;

  function request(path: string, { json, cookie, headers, from = "127.0.0.1", ...init }: RequestOptions = {}) {
    const allHeaders = new Headers(headers);
    if (json !== undefined) allHeaders.set("content-type", "application/json");
    if (cookie) allHeaders.set("cookie", cookie);
    const method = init.method ?? (json !== undefined ? "POST" : "GET");
    const socket = { remoteAddress: from, remotePort: 50_000, remoteFamily: from.includes(":") ? "IPv6" : "IPv4" };
    return app.request(
      // Sent to the server's own name, as browsers do: a production server answers no other (loopback included).
      `${new URL(env.publicUrl).origin}${path}`,
      { ...init, method, headers: allHeaders, body: json !== undefined ? JSON.stringify(json) : init.body },
      { incoming: { socket } },
    );
  }

  /** Creates a confirmed account with the given role and status directly in the database. */
  async function createUser(
    options: { role?: Role | null; status?: MemberStatus; email?: string; password?: string; firstName?: string; lastName?: string; studentType?: StudentType } = {},
  ) {
    users += 1;
    const email = options.email ?? `user${users}-${randomUUID().slice(0, 8)}@example.org`;
    const password = options.password ?? TEST_PASSWORD;
    const role = options.role === undefined ? "member" : options.role;
    const status = options.status ?? (role === "pending" ? "pending" : "approved");
    const passwordHash = await hashPassword(password, env.passwordCost);
    const userId = await db.transaction(async (tx) => {
      const id = await createAccount(tx, { email, firstName: options.firstName ?? "Test", lastName: options.lastName ?? "Person", status, role, emailVerified: true, passwordHash });
      // With a student type, the person applied through the form: what their fee's tier comes from.
      if (options.studentType) await tx.insert(membershipApplications).values({ userId: id, field: "medicine", studentType: options.studentType, placeOfStudy: "Test University" });
      return id;
    });
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
    databaseUrl: database.url,
    events,
    statements,
    auth,
    request,
    createUser,
    signIn,
    loginAs,
    outbox,
    dataDir,
    storageFolder,
    storage,
    close: async () => {
      await events.close();
      await database.close();
      // Retried: a file the app was still writing when the test ended made the removal fail once in CI (ENOTEMPTY).
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
    mailNotifications: () => mailNotifications,
  };
}

export type SignedIn = Awaited<ReturnType<TestApp["loginAs"]>>;

/**
 * The app for one test file, in one line: `const t = testAppForFile()` creates it before the file's
 * tests and closes it after them. What it returns stands for the app from then on.
 */
export function testAppForFile(overrides: Record<string, string> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(() => app?.close());
  return lateBound(() => app, "testAppForFile");
}

/** A user of `role` signed in before the file's tests, in one line: `const admin = signedInForFile(t, "admin")`. */
export function signedInForFile(t: TestApp, role: Role, status?: MemberStatus): SignedIn {
  let viewer: SignedIn | undefined;
  beforeAll(async () => {
    viewer = await t.loginAs(role, status);
  });
  return lateBound(() => viewer, "signedInForFile");
}

/** An object that reads its properties from `current()`, which exists once the file's beforeAll has run. */
function lateBound<T extends object>(current: () => T | undefined, name: string): T {
  const target = () => {
    const value = current();
    if (!value) throw new Error(`${name}: used before its beforeAll ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
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
