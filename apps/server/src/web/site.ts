import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { Context, MiddlewareHandler } from "hono";
import { contentSecurityPolicy } from "../http/content-security-policy";
import type { AppEnv } from "../http/context";

/** Written by apps/web/scripts/postbuild.mjs from the web app's route list. */
export type SiteManifest = {
  prerendered: string[];
  clientOnly: string[];
  devOnly: string[];
  notFoundDocument: string;
  spaFallbackDocument: string;
  /** Inline-script hashes per document (path relative to the client build). */
  scriptHashes: Record<string, string[]>;
};

type Document = { body: Buffer; br?: Buffer; gzip?: Buffer; csp: string };

export type Site = { root: string; manifest: SiteManifest; documents: Map<string, Document> };

export const defaultSiteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/build/client");

function readDocument(file: string, scriptHashes: string[] = []): Document {
  const optional = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  return { body: fs.readFileSync(file), br: optional(".br"), gzip: optional(".gz"), csp: contentSecurityPolicy(scriptHashes) };
}

/** Loads the built site once at start-up; null when the web app has not been built. */
export function loadSite(root = defaultSiteRoot): Site | null {
  const manifestFile = path.join(root, "..", "site-manifest.json");
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SiteManifest;
  const documents = new Map<string, Document>();
  const add = (relative: string) => documents.set(relative, readDocument(path.join(root, relative), manifest.scriptHashes[relative]));
  for (const route of manifest.prerendered) add(documentFor(route));
  add(manifest.notFoundDocument);
  add(manifest.spaFallbackDocument);
  return { root, manifest, documents };
}

function documentFor(route: string) {
  return route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
}

function sendDocument(c: Context, document: Document, status: 200 | 404) {
  const accepted = c.req.header("accept-encoding") ?? "";
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    "content-security-policy": document.csp,
    vary: "Accept-Encoding",
  };
  let body = document.body;
  if (document.br && /\bbr\b/.test(accepted)) {
    body = document.br;
    headers["content-encoding"] = "br";
  } else if (document.gzip && /\bgzip\b/.test(accepted)) {
    body = document.gzip;
    headers["content-encoding"] = "gzip";
  }
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}

/**
 * Serves the built web app: hashed assets with a year-long immutable cache, prerendered pages,
 * the SPA shell for client-only routes, and the not-found page with status 404 for anything else.
 */
export function siteRoutes(site: Site, options: { includeDevRoutes: boolean }) {
  const { manifest, documents } = site;
  const known = new Map<string, string>();
  for (const route of manifest.prerendered) known.set(route, documentFor(route));
  const shellRoutes = [...manifest.clientOnly, ...(options.includeDevRoutes ? manifest.devOnly : [])];
  for (const route of shellRoutes) known.set(route, manifest.spaFallbackDocument);
  const root = path.relative(process.cwd(), site.root) || ".";

  const serveFile = serveStatic({ root, precompressed: true });
  const onlyForFiles =
    (middleware: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      path.extname(c.req.path) && !c.req.path.endsWith(".html") ? middleware(c, next) : next();
  const cacheFor = (cacheControl: string): MiddlewareHandler => async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("cache-control", cacheControl);
  };

  return new Hono<AppEnv>()
    .use("/assets/*", cacheFor("public, max-age=31536000, immutable"), serveFile)
    // Files at the top level (favicon, robots.txt, sitemap.xml) are not content-hashed: cache briefly.
    .use("*", onlyForFiles(cacheFor("public, max-age=3600")), onlyForFiles(serveFile))
    .get("*", (c) => {
      const requested = c.req.path;
      if (requested.length > 1 && requested.endsWith("/")) {
        const trimmed = requested.replace(/\/+$/, "") || "/";
        if (known.has(trimmed)) return c.redirect(trimmed + new URL(c.req.url).search, 301);
      }
      const document = known.get(requested);
      if (document) return sendDocument(c, documents.get(document)!, 200);
      c.var.deps.logger.warn("page not found", { path: requested });
      return sendDocument(c, documents.get(manifest.notFoundDocument)!, 404);
    });
}
