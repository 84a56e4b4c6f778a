import http from "node:http";
import { testBillingEnv } from "../testing/billing-env";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

/**
 * DNS rebinding (issue 22, point 7): a page on an attacker's domain whose name is rebound to
 * 127.0.0.1 reaches a server on the visitor's machine over a real loopback socket, with the
 * attacker's name in Host. These tests send exactly that: real connections from 127.0.0.1 with
 * the Host a browser would send (fetch cannot set Host, so node:http does).
 */
let t: TestApp | undefined;
let server: ReturnType<typeof serve> | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
  server = undefined;
  t = undefined;
});

async function listen(overrides: Record<string, string>) {
  t = await createTestApp({ NODE_ENV: "development", ...overrides });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server!.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

type Sent = { status: number; type: string; body: string };

function send(port: number, host: string, path: string, { method = "GET", headers = {}, json }: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) {
  return new Promise<Sent>((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const request = http.request(
      { host: "127.0.0.1", port, method, path, headers: { host, ...(body && { "content-type": "application/json" }), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, type: String(response.headers["content-type"]), body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const misdirected = { code: "misdirected_request", error: "This server does not answer to that host name." };

describe("requests sent to a host name that is not this server's", () => {
  it("the probe's rebinding: a password reset and the dev mailbox under another name are refused with 421, and no mail is queued", async () => {
    const port = await listen({});
    const admin = await t!.createUser({ role: "admin" });
    const rebound = `rebind.attacker.example:${port}`;

    const reset = await send(port, rebound, "/api/account/password-reset-requests", {
      method: "POST",
      headers: { origin: `http://${rebound}` },
      json: { email: admin.email },
    });
    expect(reset.status).toBe(421);
    expect(JSON.parse(reset.body)).toEqual(misdirected);
    expect(await t!.outbox()).toEqual([]);

    const outbox = await send(port, rebound, "/api/dev/outbox");
    expect(outbox.status).toBe(421);
    expect(JSON.parse(outbox.body)).toEqual(misdirected);

    const page = await send(port, rebound, "/");
    expect(page.status).toBe(421);
    expect(page.type).toMatch(/^text\/plain/);
  });

  it("answers PUBLIC_URL's host and the loopback names; the dev mailbox trusts this machine under a loopback name only", async () => {
    const port = await listen({ PUBLIC_URL: "https://members.example.org" });
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await send(port, host, "/api/dev/outbox")).status, host).toBe(200);
    }
    expect((await send(port, "members.example.org", "/api/health")).status).toBe(200);
    // The architecture's contract: anything but a loopback request to a loopback name (or an admin) sees the API's 404.
    const outbox = await send(port, "members.example.org", "/api/dev/outbox");
    expect(outbox.status).toBe(404);
    expect(JSON.parse(outbox.body)).toMatchObject({ code: "not_found" });
    expect((await send(port, "members.example.org.evil.example", "/api/health")).status).toBe(421);
  });

  it("in production answers PUBLIC_URL's host and ALLOWED_HOSTS only, loopback names included", async () => {
    const port = await listen({
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
      SMTP_URL: "smtp://127.0.0.1:2525",
      ...testBillingEnv,
      PUBLIC_URL: "https://members.example.org",
      ALLOWED_HOSTS: "app-internal",
    });
    for (const host of ["members.example.org", `app-internal:${port}`]) {
      expect((await send(port, host, "/api/health")).status, host).toBe(200);
    }
    for (const host of ["rebind.attacker.example", `localhost:${port}`, `127.0.0.1:${port}`]) {
      expect((await send(port, host, "/api/health")).status, host).toBe(421);
    }
  });

  it("answers the extra names of ALLOWED_HOSTS, and checks the Host a trusted proxy forwards", async () => {
    const port = await listen({ ALLOWED_HOSTS: " Board.example.net , intranet ", TRUST_PROXY: "1" });
    for (const host of ["board.example.net", "intranet:8080", `localhost:${port}`]) {
      expect((await send(port, host, "/api/health", { headers: { "x-forwarded-for": "203.0.113.5" } })).status, host).toBe(200);
    }
    const relayed = await send(port, "rebind.attacker.example", "/api/health", { headers: { "x-forwarded-for": "203.0.113.5", "x-forwarded-host": "localhost" } });
    expect(relayed.status).toBe(421);
  });
});
