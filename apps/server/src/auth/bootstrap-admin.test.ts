import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user, userRoles } from "../db/schema";
import { testAppForFile } from "../testing/test-app";
import { openDatabase } from "../db/client";
import { bootstrapAdmin, createFirstAdmin, hasAdmin } from "./bootstrap-admin";

const t = testAppForFile();

async function signIn(email: string, password: string) {
  return t.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

async function rolesOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const roles = await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, row!.id));
  const [profile] = await t.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.id, row!.id));
  return { roles: roles.map((r) => r.role), status: profile?.status };
}

describe("bootstrapAdmin", () => {
  it("creates the admin once and leaves it unchanged on every later start", async () => {
    expect(await hasAdmin(t.db)).toBe(false);
    expect(await bootstrapAdmin(t.db, { email: "Chair@Example.org", password: "first-password" }, t.env.passwordCost)).toBe("created");
    expect(await bootstrapAdmin(t.db, { email: "chair@example.org", password: "first-password" }, t.env.passwordCost)).toBe("unchanged");
    expect(await bootstrapAdmin(t.db, { email: "chair@example.org", password: "first-password" }, t.env.passwordCost)).toBe("unchanged");

    expect(await hasAdmin(t.db)).toBe(true);
    expect(await t.db.select().from(user).where(eq(user.email, "chair@example.org"))).toHaveLength(1);
    expect(await rolesOf("chair@example.org")).toEqual({ roles: ["admin"], status: "approved" });
  });

  it("lets the created admin sign in with the configured password", async () => {
    const response = await signIn("chair@example.org", "first-password");
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect((await signIn("chair@example.org", "wrong-password")).status).toBe(401);
  });

  it("keeps an existing account's password when it is promoted", async () => {
    await bootstrapAdmin(t.db, { email: "member@example.org", password: "own-password" }, t.env.passwordCost);
    await t.db.delete(userRoles).where(eq(userRoles.role, "admin"));
    const [member] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "member@example.org"));
    await t.db.insert(userRoles).values({ userId: member!.id, role: "member" });

    expect(await bootstrapAdmin(t.db, { email: "member@example.org", password: "another-password" }, t.env.passwordCost)).toBe("promoted");
    expect(await rolesOf("member@example.org")).toEqual({ roles: ["admin"], status: "approved" });
    expect((await signIn("member@example.org", "own-password")).status).toBe(200);
  });
});

/** A second pool on the same database: what another server process, starting at the same moment, holds. */
function secondProcessFor() {
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: t.databaseUrl });
  });
  afterAll(() => handle?.close());
  return () => handle!.db;
}

async function adminCount() {
  return (await t.db.select().from(userRoles).where(eq(userRoles.role, "admin"))).length;
}

describe("processes starting together", () => {
  const other = secondProcessFor();

  it("both bootstrap ADMIN_EMAIL without an error: one creates the account, the other finds it", async () => {
    const admin = { email: "race@example.org", password: "race-password" };
    const results = await Promise.all(Array.from({ length: 4 }, (_, index) => bootstrapAdmin(index % 2 ? other() : t.db, admin, t.env.passwordCost)));
    expect(results.sort()).toEqual(["created", "unchanged", "unchanged", "unchanged"]);
    expect(await t.db.select().from(user).where(eq(user.email, "race@example.org"))).toHaveLength(1);
    expect(await rolesOf("race@example.org")).toEqual({ roles: ["admin"], status: "approved" });
  });

  it("make exactly one first admin on an empty database, and only that one's password works", async () => {
    await t.db.delete(user);
    const candidates = Array.from({ length: 4 }, (_, index) => ({ email: "admin@example.org", password: `first-start-password-${index}` }));
    const made = await Promise.all(candidates.map((candidate, index) => createFirstAdmin(index % 2 ? other() : t.db, candidate, t.env.passwordCost)));

    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
    const printed = candidates[made.indexOf(true)]!;
    expect((await signIn(printed.email, printed.password)).status).toBe(200);
    for (const candidate of candidates.filter((candidate) => candidate !== printed)) expect((await signIn(candidate.email, candidate.password)).status).toBe(401);
  });

  it("make no first admin once there is an admin", async () => {
    expect(await createFirstAdmin(t.db, { email: "another-first@example.org", password: "another-password" }, t.env.passwordCost)).toBe(false);
    expect(await t.db.select().from(user).where(eq(user.email, "another-first@example.org"))).toEqual([]);
  });
});
