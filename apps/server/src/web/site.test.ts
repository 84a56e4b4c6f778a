import fs from "node:fs";
import { testBillingEnv } from "../testing/billing-env";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { parseEnv } from "../env";
import { type LiveEvents, postgresLiveEvents } from "../live/live-events";
import { createLogger } from "../logger";
import { reviewStreamLimits } from "../reviews/routes/review-stream";
import { localDiskStorage } from "../files/storage/local-disk";
import { createTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "../db/client";
import { databaseFaults } from "../db/faults";
import { defaultSiteRoot, loadSite, type SiteManifest } from "./site";

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
  const head = `<meta name="public-url" content="${PUBLIC_URL_PLACEHOLDER}"/>`;
  write("index.html", `${head}<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/"/><h1>Home</h1><script>window.home=1</script>`);
  write("about/index.html", `${head}<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/about"/><h1>About</h1>`);
  write("404/index.html", "<h1>Oops! Page not found</h1>");
  for (const locale of ["de", "fr", "it"]) write(`${locale}/404/index.html`, `<html lang="${locale}"><h1>404 ${locale}</h1>`);
  write("auth/index.html", "<h1>Login shell</h1>");
  write("__spa-fallback.html", '<html lang="en"><div>shell</div><p>Loading…</p>');
  for (const locale of ["de", "fr", "it"]) write(`__spa-fallback.${locale}.html`, `<html lang="${locale}"><div>shell ${locale}</div>`);
  write("assets/app-abc123.js", "console.log('app')");
  write("robots.txt", `User-agent: *\nSitemap: ${PUBLIC_URL_PLACEHOLDER}/sitemap.xml\n`);
  write("sitemap.xml", `<urlset><url><loc>${PUBLIC_URL_PLACEHOLDER}/about</loc></url></urlset>`);
  write("favicon.svg", "<svg/>");
  // Files the build did not compress, or only with gzip.
  fs.writeFileSync(path.join(clientDir, "uncompressed.txt"), "sent as it is");
  fs.writeFileSync(path.join(clientDir, "gzip-only.txt"), "decoded from gzip");
  fs.writeFileSync(path.join(clientDir, "gzip-only.txt.gz"), zlib.gzipSync("decoded from gzip"));
  const manifest: SiteManifest = {
    prerendered: ["/", "/about"],
    clientOnly: ["/auth"],
    clientPatterns: ["/admin-dashboard/members/:id", "/de/admin-dashboard/members/:id", "/fr/admin-dashboard/members/:id", "/it/admin-dashboard/members/:id"],
    devOnly: ["/dev/mailbox"],
    notFoundDocuments: { en: "404/index.html", de: "de/404/index.html", fr: "fr/404/index.html", it: "it/404/index.html" },
    spaFallbackDocuments: { en: "__spa-fallback.html", de: "__spa-fallback.de.html", fr: "__spa-fallback.fr.html", it: "__spa-fallback.it.html" },
    scriptHashes: { "index.html": ["sha256-home"] },
  };
  fs.writeFileSync(path.join(buildDir, "site-manifest.json"), JSON.stringify(manifest));
  return { buildDir, clientDir };
}

let database: DatabaseHandle;
let events: LiveEvents;
let fixture: ReturnType<typeof writeFixtureBuild>;

function appFor(nodeEnv: "development" | "production", publicUrl = "http://localhost:3000") {
  const env = parseEnv(
    nodeEnv === "production"
      ? { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: publicUrl, SMTP_URL: "smtp://127.0.0.1:1", ...testBillingEnv }
      : { NODE_ENV: "development", PUBLIC_URL: publicUrl },
  );
  const deps = {
    env,
    db: database.db,
    databaseFaults: databaseFaults(),
    auth: createAuth({ env, db: database.db }),
    logger: createLogger({ silent: true }),
    events,
    storage: localDiskStorage(path.join(fixture.buildDir, "files")),
    reviewStreamLimits: reviewStreamLimits(1024),
    notifyMailQueued() {},
  };
  const site = loadSite({ env, root: fixture.clientDir })!;
  const app = createApp(deps, { site });
  const request = (requestPath: string, init?: RequestInit, from = "127.0.0.1") =>
    app.request(`${new URL(publicUrl).origin}${requestPath}`, init, { incoming: { socket: { remoteAddress: from } } });
  return Object.assign(request, { site });
}

/** The body of a response in whichever encoding it came. */
async function decoded(response: Response) {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

beforeAll(async () => {
  database = await createTestDatabase();
  events = await postgresLiveEvents(database.url);
  fixture = writeFixtureBuild();
});
afterAll(async () => {
  await events.close();
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

  it("answers a miss under /de/, /fr/ or /it/ with the not-found page in that language, before any script runs", async () => {
    for (const locale of ["de", "fr", "it"]) {
      for (const unknown of [`/${locale}/nope`, `/${locale}/member-dashboard/nowhere`]) {
        const response = await request()(unknown);
        expect(response.status, unknown).toBe(404);
        expect(await response.text(), unknown).toContain(`<html lang="${locale}"><h1>404 ${locale}</h1>`);
      }
    }
    // A path that only starts like a language stays English.
    expect(await (await request()("/deutsch/nope")).text()).toContain("Oops! Page not found");
  });

  it("serves a client-rendered route its own prerendered fallback, not the shared shell", async () => {
    const response = await request()("/auth");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Login shell");
  });

  it("answers a client route with a parameter (the person view) with the SPA shell, and nothing beyond it", async () => {
    const response = await request()("/admin-dashboard/members/any-id");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<div>shell</div>");
    for (const unknown of ["/admin-dashboard/members/any-id/more", "/admin-dashboard/members"]) {
      expect((await request()(unknown)).status, unknown).toBe(404);
    }
  });

  it("answers the person view under /de/, /fr/ or /it/ with the shell in that language, before any script runs (issue 26)", async () => {
    for (const locale of ["de", "fr", "it"]) {
      const path = `/${locale}/admin-dashboard/members/any-id`;
      const response = await request()(path, { headers: { "accept-encoding": "br" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBe("br");
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"><div>shell ${locale}</div>`);
      expect(html, path).not.toContain("Loading");
    }
    // The dev mailbox has one address and stays English (ADR 029).
    expect(await (await request()("/dev/mailbox")).text()).toContain('<html lang="en"><div>shell</div>');
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

  it("honours the weights of Accept-Encoding: q=0 refuses an encoding, identity alone gets the plain file (issue 39)", async () => {
    const cases: [string, string | null][] = [
      ["br;q=0, gzip", "gzip"],
      ["br;q=0", null],
      ["gzip;q=0, br", "br"],
      ["gzip;q=0", null],
      ["identity", null],
      ["br;q=0.5, gzip;q=0.8", "gzip"],
      ["*", "br"],
      ["*;q=0", null],
      ["br;q=0.2, identity;q=0.9", null],
      ["BR", "br"],
    ];
    for (const url of ["/assets/app-abc123.js", "/about"]) {
      for (const [accepted, expected] of cases) {
        const response = await request()(url, { headers: { "accept-encoding": accepted } });
        expect(response.headers.get("content-encoding"), `${url} ${accepted}`).toBe(expected);
        expect(await decoded(response), `${url} ${accepted}`).toContain(url === "/about" ? "<h1>About</h1>" : "console.log");
      }
    }
  });

  it("sends a file the build did not compress as it is, and one it compressed only with gzip decoded for a plain request", async () => {
    const uncompressed = await request()("/uncompressed.txt", { headers: { "accept-encoding": "br, gzip" } });
    expect(uncompressed.headers.get("content-encoding")).toBeNull();
    expect(await uncompressed.text()).toBe("sent as it is");
    const gzipped = await request()("/gzip-only.txt", { headers: { "accept-encoding": "br, gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await decoded(gzipped)).toBe("decoded from gzip");
    const plain = await request()("/gzip-only.txt");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("content-length")).toBe(String("decoded from gzip".length));
    expect(await plain.text()).toBe("decoded from gzip");
  });

  it("serves top-level files such as robots.txt with a short cache", async () => {
    const response = await request()("/robots.txt");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("User-agent: *");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing asset with 404, and never hands out the precompressed files themselves", async () => {
    for (const missing of ["/assets/missing-123.js", "/robots.txt.br", "/index.html.gz"]) {
      expect((await request()(missing)).status, missing).toBe(404);
    }
  });

  it("gives pages and files the same protective headers as the API, and no-sniff types", async () => {
    const production = appFor("production");
    const api = await production("/api/health");
    const protective: [string, string][] = [];
    api.headers.forEach((value, name) => {
      if (/^(x-|cross-origin|origin-agent|referrer|strict-transport|permissions-policy)/.test(name)) protective.push([name, value]);
    });
    expect(protective.length).toBeGreaterThanOrEqual(11);
    for (const url of ["/", "/auth", "/assets/app-abc123.js", "/robots.txt", "/nope"]) {
      const response = await production(url);
      for (const [name, value] of protective) expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      expect(response.headers.get("content-security-policy"), url).toContain("default-src 'self'");
    }
    expect((await production("/assets/app-abc123.js")).headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect((await production("/favicon.svg")).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await request()("/assets/app-abc123.js", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toBe("");
  });

  it("answers a matching If-None-Match with 304 and the same validator for every encoding", async () => {
    const first = await request()("/about", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect((await request()("/about", { headers: { "accept-encoding": "gzip" } })).headers.get("etag")).toBe(etag);
    const revalidated = await request()("/about", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("cache-control")).toBe("no-cache");
    expect((await request()("/", { headers: { "if-none-match": etag } })).status).toBe(200);
  });

  it("offers the dev mailbox page outside production only, and only to this machine", async () => {
    expect((await request()("/dev/mailbox")).status).toBe(200);
    expect((await request()("/dev/mailbox", undefined, "203.0.113.9")).status).toBe(404);
    expect((await appFor("production")("/dev/mailbox")).status).toBe(404);
  });
});

describe("the site's origin comes from PUBLIC_URL when the server starts", () => {
  const origins = ["https://members.example.org", "https://other.example.net"];

  it("puts PUBLIC_URL into canonical links, the public-url meta tag, the sitemap and robots.txt, in every encoding", async () => {
    for (const origin of origins) {
      const request = appFor("production", origin);
      await request.site.settled();
      for (const encoding of ["br", "gzip", "identity"]) {
        const headers = { "accept-encoding": encoding };
        const about = await decoded(await request("/about", { headers }));
        expect(about).toContain(`<link rel="canonical" href="${origin}/about"/>`);
        expect(about).toContain(`<meta name="public-url" content="${origin}"/>`);
        expect(await decoded(await request("/sitemap.xml", { headers }))).toContain(`<loc>${origin}/about</loc>`);
        expect(await decoded(await request("/robots.txt", { headers }))).toContain(`Sitemap: ${origin}/sitemap.xml`);
        expect(about).not.toContain(PUBLIC_URL_PLACEHOLDER);
      }
    }
  });

  it("sends the rewritten pages compressed at once, and as small as the build's once settled", async () => {
    const request = appFor("development", origins[0]);
    const atStart = await request("/about", { headers: { "accept-encoding": "br" } });
    expect(atStart.headers.get("content-encoding")).toBe("br");
    expect(await decoded(atStart)).toContain(`${origins[0]}/about`);
    await request.site.settled();
    const settled = await request("/about", { headers: { "accept-encoding": "br" } });
    const body = Buffer.from(await settled.arrayBuffer());
    expect(body.byteLength).toBeLessThanOrEqual(Number(atStart.headers.get("content-length")));
    expect(Number(settled.headers.get("content-length"))).toBe(body.byteLength);
    expect(zlib.brotliDecompressSync(body).toString()).toContain(`${origins[0]}/about`);
  });

  it("escapes PUBLIC_URL for HTML", async () => {
    const request = appFor("development", "https://members.example.org/a?b=1&c=2");
    expect(await decoded(await request("/about"))).toContain('href="https://members.example.org/a?b=1&amp;c=2/about"');
  });
});

describe("finding the build", () => {
  it("finds apps/web/build/client from the source and from a bundle's directory alike", () => {
    const repository = path.resolve(import.meta.dirname, "../../../..");
    const expected = path.join(repository, "apps/web/build/client");
    expect(defaultSiteRoot(import.meta.dirname)).toBe(expected);
    expect(defaultSiteRoot(path.join(repository, "apps/server/dist"))).toBe(expected);
  });
});
