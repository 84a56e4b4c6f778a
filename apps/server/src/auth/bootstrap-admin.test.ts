import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, user, userRoles } from "../db/schema";
import { testAppForFile } from "../testing/test-app";
import { bootstrapAdmin, hasAdmin } from "./bootstrap-admin";

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
    expect(await bootstrapAdmin(t.db, { email: "Chair@Example.org", password: "first-password" })).toBe("created");
    expect(await bootstrapAdmin(t.db, { email: "chair@example.org", password: "first-password" })).toBe("unchanged");
    expect(await bootstrapAdmin(t.db, { email: "chair@example.org", password: "first-password" })).toBe("unchanged");

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
    await bootstrapAdmin(t.db, { email: "member@example.org", password: "own-password" });
    await t.db.delete(userRoles).where(eq(userRoles.role, "admin"));
    const [member] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "member@example.org"));
    await t.db.insert(userRoles).values({ userId: member!.id, role: "member" });

    expect(await bootstrapAdmin(t.db, { email: "member@example.org", password: "another-password" })).toBe("promoted");
    expect(await rolesOf("member@example.org")).toEqual({ roles: ["admin"], status: "approved" });
    expect((await signIn("member@example.org", "own-password")).status).toBe(200);
  });
});
