import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account } from "../db/schema";
import { parseEnv } from "../env";
import { testBillingEnv } from "../testing/billing-env";
import { createTestApp, sessionCookie, type TestApp } from "../testing/test-app";

const PUBLIC_URL = "http://localhost:3000";
const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), SMTP_URL: "smtp://127.0.0.1:1", PUBLIC_URL, ...testBillingEnv };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The cost written in the stored hash of `userId`'s password, as argon2 encodes it. */
async function storedCost(app: TestApp, userId: string) {
  const [credential] = await app.db.select({ hash: account.password }).from(account).where(eq(account.userId, userId));
  return /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(credential?.hash ?? "")?.[1];
}

/** A member changes their password through the API, so the hash is the route's, made at the app's cost. */
async function changePassword(app: TestApp, email: string, currentPassword: string) {
  const headers = { origin: PUBLIC_URL };
  const signedIn = await app.request("/api/auth/sign-in/email", { json: { email, password: currentPassword }, headers });
  expect(signedIn.status).toBe(200);
  const changed = await app.request("/api/me/password", { cookie: sessionCookie(signedIn), json: { currentPassword, newPassword: "Another-horse-2" }, headers });
  expect(changed.status).toBe(200);
}

describe("password hashing cost", () => {
  it("is OWASP's argon2id baseline in production, which refuses the test cost", async () => {
    expect(parseEnv(production).passwordCost).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(() => parseEnv({ ...production, PASSWORD_HASH_COST: "test" })).toThrow(/PASSWORD_HASH_COST=test is for test runs only/);

    t = await createTestApp(production);
    const member = await t.createUser();
    await changePassword(t, member.email, member.password);
    expect(await storedCost(t, member.userId)).toBe("m=19456,t=2,p=1");
  });

  it("is the standard one wherever PASSWORD_HASH_COST is not set", () => {
    expect(parseEnv({}).passwordCost).toEqual(parseEnv(production).passwordCost);
    expect(parseEnv({ NODE_ENV: "test" }).passwordCost).toEqual(parseEnv(production).passwordCost);
  });

  it("is the least argon2id accepts in the tests, whose thousands of accounts it keeps quick", async () => {
    t = await createTestApp();
    const member = await t.createUser();
    expect(await storedCost(t, member.userId)).toBe("m=8,t=1,p=1");
    await changePassword(t, member.email, member.password);
    expect(await storedCost(t, member.userId)).toBe("m=8,t=1,p=1");
  });
});
