import { gunzipSync } from "node:zlib";
import { testBillingEnv } from "./testing/billing-env";
import { describe, expect, it } from "vitest";
import { MAX_JSON_BODY_BYTES } from "./http/validate";
import { MAX_IMPORT_BODY_BYTES } from "./members/routes/import";
import { createTestApp, testAppForFile } from "./testing/test-app";

const t = testAppForFile();

describe("GET /api/health", () => {
  it("answers ok once the database answers", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("compression", () => {
  it("gzips a large JSON answer for a client that accepts it, and says Vary: Accept-Encoding once either way", async () => {
    const { cookie } = await t.loginAs("admin");
    const plain = await t.request("/api/admin/members?pageSize=100", { cookie });
    const gzipped = await t.request("/api/admin/members?pageSize=100", { cookie, headers: { "accept-encoding": "gzip" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    const body = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(await plain.json());
  });

  it("sends a JSON answer plain to a client that refuses gzip with q=0 or asks for the identity (issue 39)", async () => {
    const { cookie } = await t.loginAs("admin");
    for (const accepted of ["gzip;q=0", "identity", "br;q=0, gzip;q=0", "*;q=0"]) {
      const response = await t.request("/api/admin/members?pageSize=100", { cookie, headers: { "accept-encoding": accepted } });
      expect(response.headers.get("content-encoding"), accepted).toBeNull();
      expect(await response.json(), accepted).toMatchObject({ members: expect.any(Array) });
    }
  });
});

describe("error format", () => {
  it("answers unknown API paths with a JSON 404, never the web page", async () => {
    for (const path of ["/api/nope", "/api/health/extra", "/api/dev/unknown"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ error: expect.any(String), code: "not_found" });
    }
  });

  it("answers unknown API paths with a JSON 404 for every method", async () => {
    const response = await t.request("/api/nope", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe("not_found");
  });

  it("refuses JSON bodies over their route's limit (1 MiB unless the route declares its own) with a JSON 413", async () => {
    const { cookie } = await t.loginAs("admin");
    // Routes with a limit of their own: the import and its preview take 2,000 rows; uploads (the file share's multipart,
    // the bank's XML file) are limited while they stream and tested beside them; deleting a file reads no body at all.
    const ownLimits: Record<string, number | "tested elsewhere"> = {
      "POST /api/admin/members/import": MAX_IMPORT_BODY_BYTES,
      "POST /api/admin/members/import/preview": MAX_IMPORT_BODY_BYTES,
      "POST /api/files": "tested elsewhere",
      "POST /api/admin/fees/bank-files": "tested elsewhere",
      "DELETE /api/files/:name": "tested elsewhere",
    };
    const withBody = t.app.routes.filter((route) => ["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && route.path.startsWith("/api/"));
    expect(withBody.length).toBeGreaterThan(5);
    for (const route of withBody) {
      const limit = ownLimits[`${route.method} ${route.path}`] ?? MAX_JSON_BODY_BYTES;
      if (limit === "tested elsewhere") continue;
      const response = await t.request(route.path, {
        method: route.method,
        cookie,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ padding: "x".repeat(limit) }),
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(413);
      expect(await response.json()).toEqual({ error: "The request is too large.", code: "payload_too_large" });
    }
  });

  it("refuses state-changing requests from another site", async () => {
    const response = await t.request("/api/nope", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("foreign_origin");
  });

  it("lets same-origin requests through the origin check", async () => {
    const response = await t.request("/api/nope", { method: "POST", headers: { origin: "http://localhost:3000" } });
    expect(response.status).toBe(404);
  });
});

describe("security headers", () => {
  it("sends a CSP without inline scripts and the other protective headers", async () => {
    const response = await t.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("denies the browser features the site does not use, and keeps passkeys for its own origin (issue 39)", async () => {
    const policy = (await t.request("/api/health")).headers.get("permissions-policy") ?? "";
    const allowed = Object.fromEntries(policy.split(/,\s*/).map((directive) => directive.split("=") as [string, string]));
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "display-capture"]) expect(allowed[feature], feature).toBe("()");
    expect(allowed["publickey-credentials-get"]).toBe("(self)");
    expect(allowed["publickey-credentials-create"]).toBe("(self)");
  });
});

describe("origins in production", () => {
  it("accepts state changes only from PUBLIC_URL, and answers no request sent to the server's internal address", async () => {
    const production = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:1",
      ...testBillingEnv,
      PUBLIC_URL: "https://members.example.org",
    });
    try {
      const member = await production.createUser();
      const body = JSON.stringify({ email: member.email, password: member.password });
      const signIn = (origin: string, to = "https://members.example.org") =>
        production.app.request(`${to}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body,
        });
      expect((await signIn("http://localhost:3000")).status).toBe(403);
      expect((await signIn("https://members.example.org")).status).toBe(200);
      // A loopback name is answered outside production only (the architecture's contract, DNS rebinding).
      expect((await signIn("http://localhost:3000", "http://localhost:3000")).status).toBe(421);
    } finally {
      await production.close();
    }
  });
});
