import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "../db/client";
import { loadSite, type SiteManifest } from "./site";

/** A miniature build, shaped like the web app's, so the serving rules can be checked without building it. */
function writeFixtureBuild() {
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  const clientDir = path.join(buildDir, "client");
  const write = (relative: string, content: string) => {
    const file = path.join(clientDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  };
  write("index.html", "<h1>Home</h1><script>window.home=1</script>");
  write("about/index.html", "<h1>About</h1>");
  write("404/index.html", "<h1>Oops! Page not found</h1>");
  write("__spa-fallback.html", "<div>shell</div>");
  write("assets/app-abc123.js", "console.log('app')");
  write("robots.txt", "User-agent: *");
  const manifest: SiteManifest = {
    prerendered: ["/", "/about"],
    clientOnly: ["/auth"],
    devOnly: ["/dev/mailbox"],
    notFoundDocument: "404/index.html",
    spaFallbackDocument: "__spa-fallback.html",
    scriptHashes: { "index.html": ["sha256-home"] },
  };
  fs.writeFileSync(path.join(buildDir, "site-manifest.json"), JSON.stringify(manifest));
  return { buildDir, clientDir };
}

let database: DatabaseHandle;
let fixture: ReturnType<typeof writeFixtureBuild>;

function appFor(nodeEnv: "development" | "production") {
  const env = parseEnv(
    nodeEnv === "production"
      ? { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: "http://localhost:3000", SMTP_URL: "smtp://127.0.0.1:1" }
      : { NODE_ENV: "development" },
  );
  const deps = { env, db: database.db, auth: createAuth({ env, db: database.db }), logger: createLogger({ silent: true }), notifyMailQueued() {} };
  const app = createApp(deps, { site: loadSite(fixture.clientDir) });
  return (requestPath: string, init?: RequestInit) => app.request(`http://localhost:3000${requestPath}`, init);
}

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = writeFixtureBuild();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(fixture.buildDir, { recursive: true, force: true });
});

describe("serving the built site", () => {
  const request = () => appFor("development");

  it("serves prerendered pages with no-cache and the page's own script hashes in the CSP", async () => {
    const response = await request()("/");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Home</h1>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-home'");
    const about = await request()("/about");
    expect(about.headers.get("content-security-policy")).not.toContain("sha256-home");
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    for (const unknown of ["/nope", "/about/nope", "/404", "/index.html"]) {
      const response = await request()(unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain("Oops! Page not found");
    }
  });

  it("serves the app shell for client-rendered routes", async () => {
    const response = await request()("/auth");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("shell");
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await request()("/about/?x=1");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/about?x=1");
  });

  it("serves hashed assets for a year, immutable, brotli when accepted", async () => {
    const response = await request()("/assets/app-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("serves HTML compressed with gzip when brotli is not accepted", async () => {
    const response = await request()("/about", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves top-level files such as robots.txt with a short cache", async () => {
    const response = await request()("/robots.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("User-agent: *");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404", async () => {
    expect((await request()("/assets/missing-123.js")).status).toBe(404);
  });

  it("offers the dev mailbox page outside production only", async () => {
    expect((await request()("/dev/mailbox")).status).toBe(200);
    expect((await appFor("production")("/dev/mailbox")).status).toBe(404);
  });
});
