import { afterEach, describe, expect, it } from "vitest";
import { enqueueMail } from "../../mail/outbox";
import { createTestApp, type TestApp } from "../../testing/test-app";

const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
  SMTP_URL: "smtp://127.0.0.1:2525",
  PUBLIC_URL: "https://members.example.org",
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("GET /api/dev/outbox", () => {
  it("lists queued mail newest first outside production", async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    await enqueueMail(t.db, { to: "first@example.org", subject: "First", text: "one", html: "<p>one</p>" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueMail(t.db, { to: "second@example.org", subject: "Second", text: "two", html: "<p>two</p>" });

    const response = await t.request("/api/dev/outbox");
    expect(response.status).toBe(200);
    const mails = (await response.json()) as Array<Record<string, unknown>>;
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    expect(Object.keys(mails[0]!).sort()).toEqual(["createdAt", "html", "id", "subject", "text", "to"]);
    expect(mails[0]).toMatchObject({ to: "second@example.org", text: "two", html: "<p>two</p>" });
    expect(Number.isNaN(Date.parse(String(mails[0]!.createdAt)))).toBe(false);
  });

  it("is also there under NODE_ENV=test", async () => {
    t = await createTestApp({ NODE_ENV: "test" });
    expect((await t.request("/api/dev/outbox")).status).toBe(200);
  });

  it("does not exist in production: JSON 404 like any unknown endpoint", async () => {
    t = await createTestApp(production);
    await enqueueMail(t.db, { to: "someone@example.org", subject: "Secret", text: "x", html: "x" });
    const response = await t.request("/api/dev/outbox");
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.code).toBe("not_found");
    expect(JSON.stringify(body)).not.toContain("someone@example.org");
  });

  it("sends HSTS in production only", async () => {
    t = await createTestApp(production);
    const response = await t.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});
