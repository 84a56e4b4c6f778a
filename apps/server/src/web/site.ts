import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { type Locale, localeOfPath, PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { Hono } from "hono";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { RenderedBody } from "../live/rendered-cache";
import { chooseEncoding } from "../http/accept-encoding";
import { notModified, weakEtag } from "../http/conditional";
import { contentSecurityPolicy } from "../http/content-security-policy";
import type { AppEnv } from "../http/context";
import { securityHeaders } from "../http/security-headers";
import type { Env } from "../env";
import { escapeHtml } from "./html";

/** Written by apps/web/scripts/postbuild.ts from the web app's route list. */
export type SiteManifest = {
  prerendered: string[];
  clientOnly: string[];
  /**
   * Client pages whose path has a parameter (`/admin-dashboard/members/:id`, `/de/admin-dashboard/members/:id`, …):
   * answered with the SPA shell of the path's language, which routes them.
   */
  clientPatterns: string[];
  devOnly: string[];
  /** The not-found page in each language: a miss is answered in the language of its path's prefix (`/de/…`). */
  notFoundDocuments: Record<Locale, string>;
  /** The SPA shell in each language (ADR 029): `lang`, header and "Loading" in the path's language before any script runs. */
  spaFallbackDocuments: Record<Locale, string>;
  /** Inline-script hashes per document (path relative to the client build). */
  scriptHashes: Record<string, string[]>;
};

type Coding = "br" | "gzip";
/** One encoding of a file as it is sent: its bytes, with every header precomputed. */
type Representation = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

/**
 * A file of the build as it is sent. Only compressed bytes stay in memory (ADR 038): the plain bytes, which nearly
 * no client takes, are decoded for the request that asks for them and not kept.
 */
type StaticFile = {
  etag: string;
  /** The headers every encoding shares. */
  headers: Record<string, string>;
  /** The encodings it is sent in. */
  codings: readonly Coding[];
  encoded(coding: Coding): Representation | Promise<Representation>;
  plain(): Representation;
};

export type Site = {
  manifest: SiteManifest;
  /** Files other than HTML, by URL path: hashed assets, favicon, robots.txt, sitemap.xml. */
  files: Map<string, StaticFile>;
  /** HTML documents, by path relative to the client build. */
  documents: Map<string, StaticFile>;
  /** Resolves once every rewritten file sent so far carries its smallest brotli encoding (see readFile). */
  settled(): Promise<void>;
};

const HASHED_ASSETS = "/assets/";
/** Text files that may name the site's origin; once rewritten, their build-time .br/.gz no longer match. */
const ORIGIN_BEARING = /\.(html|xml|txt)$/;

/**
 * The built web app, found from this module's directory by walking up to the repository (not by
 * a fixed number of "..": the server also runs bundled from another directory).
 */
export function defaultSiteRoot(from = import.meta.dirname): string {
  for (let directory = from; ; directory = path.dirname(directory)) {
    if (fs.existsSync(path.join(directory, "apps/web/package.json"))) return path.join(directory, "apps/web/build/client");
    if (path.dirname(directory) === directory) throw new Error(`no apps/web above ${from}`);
  }
}

/** Brotli fast enough to run on a request (about 1 ms a page, 10 % larger than quality 11). */
const quickBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const bestBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

const brotli = (input: Buffer, options: zlib.BrotliOptions) =>
  new Promise<Buffer>((resolve, reject) => zlib.brotliCompress(input, options, (error, result) => (error ? reject(error) : resolve(result))));
const gzip = (input: Buffer, options: zlib.ZlibOptions = {}) =>
  new Promise<Buffer>((resolve, reject) => zlib.gzip(input, options, (error, result) => (error ? reject(error) : resolve(result))));

function representation(body: Buffer, headers: Record<string, string>, encoding?: Coding): Representation {
  return {
    body: body as Uint8Array<ArrayBuffer>,
    headers: { ...headers, ...(encoding ? { "content-encoding": encoding } : {}), "content-length": String(body.byteLength) },
  };
}

/** The build's bytes of a file in its smallest variant, and how to decode them. */
type Source = { bytes: Buffer; coding: Coding | null };
const decode = ({ bytes, coding }: Source) => (coding === "br" ? zlib.brotliDecompressSync(bytes) : coding === "gzip" ? zlib.gunzipSync(bytes) : bytes);

/** Best brotli for rewritten files, one file at a time, off the main thread; `settled` is the chain's end. */
type Recompression = { after(task: () => Promise<void>): void; settled(): Promise<void> };
function recompression(): Recompression {
  let chain = Promise.resolve();
  return {
    // Should brotli ever fail here, the quick encoding simply stays.
    after: (task) => void (chain = chain.then(task).catch(() => undefined)),
    settled: () => chain,
  };
}

/**
 * Reads one file of the build. What is kept is the build's .br and .gz as they are; a plain request gets the file
 * decoded from them. A text file that names the site's origin gets PUBLIC_URL in place of the placeholder: only the
 * build's smallest variant is kept, and each encoding is made when first asked for (brotli quickly, then as small as
 * possible behind it), so that the start neither compresses 180 pages (230 ms) nor keeps them (ADR 038).
 */
function readFile(file: string, headers: Record<string, string>, env: SiteEnv, recompress: Recompression): StaticFile {
  const plain = fs.readFileSync(file);
  const precompressed = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const br = precompressed(".br");
  const gz = precompressed(".gz");
  const source: Source = br ? { bytes: br, coding: "br" } : gz ? { bytes: gz, coding: "gzip" } : { bytes: plain, coding: null };
  if (ORIGIN_BEARING.test(file) && plain.includes(PUBLIC_URL_PLACEHOLDER)) {
    // Markup in HTML and XML; robots.txt is plain text, where the URL stands as it is.
    const origin = file.endsWith(".txt") ? env.publicUrl : escapeHtml(env.publicUrl);
    const rewrite = (bytes: Buffer) => Buffer.from(bytes.toString("utf8").replaceAll(PUBLIC_URL_PLACEHOLDER, origin));
    const rewritten = () => rewrite(decode(source));
    const common = { ...securityHeaders(env), ...headers, etag: weakEtag(rewrite(plain)), vary: "Accept-Encoding" };
    const made: Partial<Record<Coding, Promise<Representation>>> = {};
    const make = (coding: Coding): Promise<Representation> => {
      if (coding === "gzip") return gzip(rewritten(), { level: 9 }).then((body) => representation(body, common, "gzip"));
      const quick = brotli(rewritten(), quickBrotli).then((body) => representation(body, common, "br"));
      recompress.after(async () => {
        const best = representation(await brotli(rewritten(), bestBrotli), common, "br");
        made.br = Promise.resolve(best);
      });
      return quick;
    };
    return {
      etag: common.etag,
      headers: common,
      codings: ["br", "gzip"],
      encoded: (coding) => (made[coding] ??= make(coding)),
      plain: () => representation(rewritten(), common),
    };
  }
  const common = { ...securityHeaders(env), ...headers, etag: weakEtag(plain), ...(br || gz ? { vary: "Accept-Encoding" } : {}) };
  const kept = { br: br && representation(br, common, "br"), gzip: gz && representation(gz, common, "gzip") };
  // A file the build did not compress is kept as it is; any other is decoded when asked for plain.
  const identity = source.coding ? undefined : representation(plain, common);
  return {
    etag: common.etag,
    headers: common,
    codings: (["br", "gzip"] as const).filter((coding) => kept[coding]),
    encoded: (coding) => kept[coding]!,
    plain: () => identity ?? representation(decode(source), common),
  };
}

/**
 * A prerendered page with a part only the server knows at request time (the /events listing): the
 * build leaves `marker` where that part goes, and `fill` gives its bytes for the request. `fill`
 * answers with the same bytes object while the part is unchanged (a rendered cache), so the page is
 * put together, tagged and compressed once per change, not on every request. The part depends on
 * the request headers `vary` names. A `personal` part (a member's variant) is sent `no-store`: no
 * cache keeps what only members may read (issue 39); the others keep the page's own policy.
 */
export type LivePage = { marker: string; vary: string; fill: (c: Context<AppEnv>) => Promise<{ part: RenderedBody; personal: boolean }> };

/** The page with `part` in the marker's place, in every encoding; brotli quality 5, as it runs on a request. */
async function assemble(identity: Buffer, headers: Record<string, string>): Promise<StaticFile> {
  const [br, gz] = await Promise.all([brotli(identity, quickBrotli), gzip(identity)]);
  const common = { ...headers, etag: weakEtag(identity) };
  const kept = { br: representation(br, common, "br"), gzip: representation(gz, common, "gzip") };
  const plain = representation(identity, common);
  return { etag: common.etag, headers: common, codings: ["br", "gzip"], encoded: (coding) => kept[coding], plain: () => plain };
}

function livePageHandler(document: StaticFile, route: string, page: LivePage) {
  const html = Buffer.from(document.plain().body);
  const at = html.indexOf(page.marker);
  if (at < 0 || html.indexOf(page.marker, at + 1) >= 0) throw new Error(`the web build's ${route} must hold ${page.marker} once; run npm run build`);
  const before = html.subarray(0, at);
  const after = html.subarray(at + Buffer.byteLength(page.marker));
  const { etag: _, vary: __, ...headers } = document.headers;
  const vary = `Accept-Encoding, ${page.vary}`;
  const assembled = new WeakMap<RenderedBody, Promise<StaticFile>>();
  return async (c: Context<AppEnv>) => {
    const { part, personal } = await page.fill(c);
    let file = assembled.get(part);
    if (!file) {
      const partHeaders = { ...headers, vary, ...(personal ? { "cache-control": "no-store" } : {}) };
      assembled.set(part, (file = assemble(Buffer.concat([before, part, after]), partHeaders)));
    }
    // On the context too: the compression middleware set Vary before the handler ran, and it would win.
    c.header("vary", vary);
    return send(c, await file, 200);
  };
}

function documentFor(route: string) {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

type SiteEnv = Pick<Env, "publicUrl" | "isProduction">;

/**
 * Loads the built site into memory once at start-up (its compressed files, about 2 MB), with PUBLIC_URL as its
 * origin (one build serves any origin) and every header precomputed, the security headers included. Null when the
 * web app has not been built.
 */
export function loadSite(options: { env: SiteEnv; root?: string }): Site | null {
  const root = options.root ?? defaultSiteRoot();
  const manifestFile = path.join(root, "..", "site-manifest.json");
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SiteManifest;
  const recompress = recompression();
  const files = new Map<string, StaticFile>();
  const documents = new Map<string, StaticFile>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || /\.(br|gz)$/.test(file)) continue;
    const relative = path.relative(root, file).split(path.sep).join("/");
    if (relative.endsWith(".html")) {
      const headers = {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-cache",
        "content-security-policy": contentSecurityPolicy(manifest.scriptHashes[relative]),
      };
      documents.set(relative, readFile(file, headers, options.env, recompress));
    } else {
      const urlPath = `/${relative}`;
      const headers = {
        "content-type": getMimeType(relative) ?? "application/octet-stream",
        // Files at the top level (favicon, robots.txt, sitemap.xml) are not content-hashed: cache briefly.
        "cache-control": urlPath.startsWith(HASHED_ASSETS) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        "content-security-policy": contentSecurityPolicy(),
      };
      files.set(urlPath, readFile(file, headers, options.env, recompress));
    }
  }
  const required = [
    ...[...manifest.prerendered, ...manifest.clientOnly].map(documentFor),
    ...Object.values(manifest.notFoundDocuments),
    ...Object.values(manifest.spaFallbackDocuments),
  ];
  for (const document of required) {
    if (!documents.has(document)) throw new Error(`the web build lacks ${document}; run npm run build`);
  }
  return { manifest, files, documents, settled: recompress.settled };
}

async function send(c: Context, file: StaticFile, status: 200 | 404) {
  if (status === 200 && notModified({ ifNoneMatch: c.req.header("if-none-match") }, file)) {
    return new Response(null, { status: 304, headers: file.headers });
  }
  const coding = chooseEncoding(c.req.header("accept-encoding"), file.codings);
  const chosen = coding ? await file.encoded(coding) : file.plain();
  return new Response(chosen.body, { status, headers: chosen.headers });
}

/**
 * Serves the built web app from memory. `files` answers, ahead of the middleware stack, every path
 * the build has: hashed assets (cached for a year, immutable), top-level files, prerendered pages
 * and the prerendered fallbacks of client-only routes; their headers, security headers included, are
 * precomputed. `fallback`, mounted last, redirects a trailing slash, shows the dev pages to whom
 * may see them, and answers anything else with the not-found page in its path's language and status 404. `livePages`
 * (prerendered routes the server completes per request) are answered by `fallback` too, as they
 * need the request's dependencies (the database, the session).
 */
export function siteRoutes(
  site: Site,
  options: { mayShowDevPage: ((c: Context<AppEnv>) => Promise<boolean>) | null; livePages?: Record<string, LivePage> },
) {
  const { manifest, documents } = site;
  const byPath = new Map(site.files);
  const livePages = Object.entries(options.livePages ?? {}).filter(([route]) => manifest.prerendered.includes(route));
  const live = new Set(livePages.map(([route]) => route));
  for (const route of manifest.prerendered) if (!live.has(route)) byPath.set(route, documents.get(documentFor(route))!);
  // Client pages are prerendered as their fallback at their own path (route-list.ts).
  for (const route of manifest.clientOnly) byPath.set(route, documents.get(documentFor(route))!);
  // The shell of the path's language: /de/admin-dashboard/members/… is German before any script runs; the dev pages, at English paths only, are English.
  const shell = (requested: string) => documents.get(manifest.spaFallbackDocuments[localeOfPath(requested)])!;
  // Dev pages are not in byPath: whether one may be shown depends on the request (ADR 005).
  const devPages = new Set(options.mayShowDevPage ? manifest.devOnly : []);
  const notFound = (requested: string) => documents.get(manifest.notFoundDocuments[localeOfPath(requested)])!;

  const files: MiddlewareHandler<AppEnv> = (c, next) => {
    const found = c.req.method === "GET" || c.req.method === "HEAD" ? byPath.get(c.req.path) : undefined;
    return found ? send(c, found, 200) : next();
  };
  const fallback = new Hono<AppEnv>();
  for (const [route, page] of livePages) fallback.get(route, livePageHandler(documents.get(documentFor(route))!, route, page));
  // Whether the id names anyone is the page's to say (its own not-found state), once it has asked the API.
  for (const pattern of manifest.clientPatterns) fallback.get(pattern, (c) => send(c, shell(c.req.path), 200));
  fallback.get("*", async (c) => {
    const requested = c.req.path;
    if (requested.length > 1 && requested.endsWith("/")) {
      const trimmed = requested.replace(/\/+$/, "") || "/";
      if (byPath.has(trimmed) || live.has(trimmed)) return c.redirect(trimmed + new URL(c.req.url).search, 301);
    }
    if (devPages.has(requested) && (await options.mayShowDevPage!(c))) return send(c, shell(requested), 200);
    c.var.deps.logger.warn("page not found", { path: requested });
    return send(c, notFound(requested), 404);
  });
  return { files, fallback };
}
