import type { AddressInfo } from "node:net";
import os from "node:os";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { enqueueMail } from "../outbox";
import { testBillingEnv } from "../../testing/billing-env";
import { nextCodeByKey } from "../../testing/authenticator";
import { createTestApp, sessionCookie, type TestApp } from "../../testing/test-app";

const production = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
  SMTP_URL: "smtp://127.0.0.1:2525",
  PUBLIC_URL: "https://members.example.org",
  ...testBillingEnv,
};
const stranger = "203.0.113.9";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function withResetMail(overrides: Record<string, string> = {}) {
  t = await createTestApp(overrides);
  await enqueueMail(t.db, { to: "victim@example.org", subject: "Set a new password", text: "reset link", html: "x" });
  return t;
}

async function expectHidden(response: Response) {
  expect(response.status).toBe(404);
  const body = await response.json();
  expect(body.code).toBe("not_found");
  expect(JSON.stringify(body)).not.toContain("victim@example.org");
}

describe("GET /api/dev/outbox", () => {
  it("lists queued mail newest first to a request from this machine", async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    await enqueueMail(t.db, { to: "first@example.org", subject: "First", text: "one", html: "<p>one</p>" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueMail(t.db, { to: "second@example.org", subject: "Second", text: "two", html: "<p>two</p>" });

    const response = await t.request("/api/dev/outbox", { from: "127.0.0.1" });
    expect(response.status).toBe(200);
    const mails = (await response.json()) as Array<Record<string, unknown>>;
    expect(mails.map((mail) => mail.subject)).toEqual(["Second", "First"]);
    // The architecture's contract, plus what a mail carries beyond it (Reply-To, List-Unsubscribe), for checking those too.
    expect(Object.keys(mails[0]!).sort()).toEqual(["attachments", "createdAt", "headers", "html", "id", "replyTo", "subject", "text", "to"]);
    expect(mails[0]).toMatchObject({ to: "second@example.org", text: "two", html: "<p>two</p>" });
    expect(Number.isNaN(Date.parse(String(mails[0]!.createdAt)))).toBe(false);
    expect((await t.request("/api/dev/outbox", { from: "::1" })).status).toBe(200);
  });

  it("lists each mail's attachments with a link that downloads the stored file, under the mailbox's own rule", async () => {
    t = await createTestApp({ NODE_ENV: "development" });
    const content = Buffer.from("%PDF-1.3 invoice bytes");
    await enqueueMail(t.db, { to: "member@example.org", subject: "Invoice", text: "t", html: "h", attachments: [{ filename: "invoice-2026-000001.pdf", contentType: "application/pdf", content }] });
    const [mail] = (await (await t.request("/api/dev/outbox", { from: "127.0.0.1" })).json()) as Array<{ attachments: Array<{ filename: string; contentType: string; url: string }> }>;
    expect(mail!.attachments).toEqual([{ filename: "invoice-2026-000001.pdf", contentType: "application/pdf", url: expect.stringMatching(/^\/api\/dev\/outbox\/attachments\/[0-9a-f-]{36}$/) }]);

    const download = await t.request(mail!.attachments[0]!.url, { from: "127.0.0.1" });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain('attachment; filename="invoice-2026-000001.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    await expectHidden(await t.request(mail!.attachments[0]!.url, { from: stranger }));
    const { cookie } = await t.loginAs("member");
    await expectHidden(await t.request(mail!.attachments[0]!.url, { from: stranger, cookie }));
    const admin = await t.loginAs("admin");
    expect((await t.request(mail!.attachments[0]!.url, { from: stranger, cookie: admin.cookie })).status).toBe(200);
    await expectHidden(await t.request("/api/dev/outbox/attachments/00000000-0000-4000-8000-000000000000", { from: "127.0.0.1" }));
    await expectHidden(await t.request("/api/dev/outbox/attachments/not-an-id", { from: "127.0.0.1" }));
  });

  it("hides the outbox from other machines, however they dress the request up", async () => {
    const app = await withResetMail({ NODE_ENV: "development" });
    await expectHidden(await app.request("/api/dev/outbox", { from: stranger }));
    await expectHidden(await app.request("/api/dev/outbox", { from: stranger, headers: { "x-forwarded-for": "127.0.0.1", forwarded: "for=127.0.0.1" } }));
    await expectHidden(await app.request("/api/dev/outbox", { from: stranger, headers: { host: "localhost", "x-real-ip": "127.0.0.1" } }));
    // A loopback connection that says it relays someone else's request is not trusted either.
    await expectHidden(await app.request("/api/dev/outbox", { from: "127.0.0.1", headers: { "x-forwarded-for": stranger } }));
  });

  it("shows the outbox to a signed-in admin from anywhere, and to no other role", async () => {
    const app = await withResetMail({ NODE_ENV: "development" });
    const admin = await app.loginAs("admin");
    expect((await app.request("/api/dev/outbox", { from: stranger, cookie: admin.cookie })).status).toBe(200);
    for (const role of ["member", "pending"] as const) {
      const { cookie } = await app.loginAs(role);
      await expectHidden(await app.request("/api/dev/outbox", { from: stranger, cookie }));
    }
  });

  it("with ADMIN_TWO_FACTOR=required, is hidden from an admin without a second factor, housekeeping too; this machine still reads it", async () => {
    const app = await withResetMail({ NODE_ENV: "development", ADMIN_TWO_FACTOR: "required" });
    const admin = await app.loginAs("admin");
    await expectHidden(await app.request("/api/dev/outbox", { from: stranger, cookie: admin.cookie }));
    await expectHidden(await app.request("/api/dev/housekeeping", { from: stranger, cookie: admin.cookie, json: { now: "2027-02-04T08:00:00Z" } }));
    expect((await app.request("/api/dev/outbox", { from: "127.0.0.1" })).status).toBe(200);

    const enrol = await app.request("/api/auth/two-factor/enable", { cookie: admin.cookie, json: { password: admin.password } });
    const { secret } = (await enrol.json()) as { secret: string };
    const confirm = await app.request("/api/auth/two-factor/verify-totp", { cookie: admin.cookie, json: { code: await nextCodeByKey()(secret) } });
    expect((await app.request("/api/dev/outbox", { from: stranger, cookie: sessionCookie(confirm) })).status).toBe(200);
  });

  it("behind a configured proxy every request counts as relayed: admins only", async () => {
    const app = await withResetMail({ NODE_ENV: "development", TRUST_PROXY: "1" });
    await expectHidden(await app.request("/api/dev/outbox", { from: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } }));
    const admin = await app.loginAs("admin");
    expect((await app.request("/api/dev/outbox", { from: "127.0.0.1", cookie: admin.cookie })).status).toBe(200);
  });

  it("is off whenever real mail is sent (SMTP_URL), even for admins on this machine", async () => {
    const app = await withResetMail({ NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" });
    const admin = await app.loginAs("admin");
    await expectHidden(await app.request("/api/dev/outbox", { cookie: admin.cookie }));
  });

  it("does not exist in production: JSON 404 like any unknown endpoint", async () => {
    const app = await withResetMail(production);
    await expectHidden(await app.request("/api/dev/outbox"));
  });

  it("sends HSTS in production only", async () => {
    t = await createTestApp(production);
    const response = await t.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });
});

/** An address of this machine that is not loopback: a connection to it does not come over the loopback interface. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

describe.skipIf(!lanAddress)(`the dev mailbox over a real socket from ${lanAddress ?? "(no non-loopback address on this machine)"}`, () => {
  it("answers a connection from loopback and refuses one from another interface", async () => {
    // The LAN address is a name of this server here, so that what decides is the socket, not the Host check.
    const app = await withResetMail({ NODE_ENV: "development", ALLOWED_HOSTS: lanAddress! });
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: "0.0.0.0" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);
      await expectHidden(await fetch(`http://${lanAddress}:${port}/api/dev/outbox`));
      await expectHidden(await fetch(`http://${lanAddress}:${port}/api/dev/outbox`, { headers: { "x-forwarded-for": "127.0.0.1" } }));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
