/**
 * After `react-router build`: derives from the route list and the built HTML what the server
 * and crawlers need (site manifest with CSP script hashes, sitemap.xml, robots.txt) and
 * precompresses every text file with brotli and gzip.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { PUBLIC_URL_PLACEHOLDER } from "@ssem/core";
import { devPages, localizedClientPages, localizedClientPatterns, localizedPublicPages, notFoundPage, routedClientPages } from "../src/app/route-list";
import { transformPrerenderedPage } from "./hydration-transform";
import { inlineScripts } from "./inline-scripts";
import { shellDocuments } from "./localized-shells";

const buildDir = path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
// The server puts PUBLIC_URL in place of the placeholder when it starts: one build serves any origin (ADR 011).
const publicUrl = PUBLIC_URL_PLACEHOLDER;

function walk(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** sha256 sources of a page's inline scripts, so its CSP can allow exactly those. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const source of inlineScripts(html)) {
    // The server rewrites the placeholder without recomputing these hashes, so it must stay out of scripts.
    if (source.includes(PUBLIC_URL_PLACEHOLDER)) throw new Error("postbuild: an inline script contains the public URL placeholder");
    if (source.trim() !== "") hashes.add(`sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every public page in every language (issue 26); each page's alternates are in its own HTML (hreflang). */
function sitemap(): string {
  const urls = localizedPublicPages.map((page) => `  <url><loc>${escapeXml(publicUrl + page.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function robots(): string {
  // A path with a parameter is disallowed up to it (robots.txt matches prefixes).
  const privatePaths = [...routedClientPages, ...devPages].map((page) => `Disallow: ${page.path.replace(/:.*$/, "")}`);
  return ["User-agent: *", "Allow: /", ...privatePaths, "Disallow: /api/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

const documentFor = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
const notFoundDocuments = Object.fromEntries(Object.entries(notFoundPage.prerenderAs).map(([locale, route]) => [locale, documentFor(route)]));
const clientDocuments = new Set(localizedClientPages.map((page) => documentFor(page.path)));
const shells = new Set(Object.values(shellDocuments));
for (const required of [...Object.values(notFoundDocuments), ...shells, ...clientDocuments]) {
  if (!fs.existsSync(path.join(clientDir, required))) throw new Error(`postbuild: ${required} was not generated`);
}

fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap());
fs.writeFileSync(path.join(clientDir, "robots.txt"), robots());

const htmlFiles = walk(clientDir).filter((file) => file.endsWith(".html"));
// Client-rendered pages (their fallbacks and the SPA shells) show nothing until they hydrate, so
// they keep React Router's bootstrap; only the public pages wait (ADR 006).
for (const file of htmlFiles) {
  const relative = path.relative(clientDir, file);
  if (!shells.has(relative) && !clientDocuments.has(relative)) {
    fs.writeFileSync(file, transformPrerenderedPage(fs.readFileSync(file, "utf8"), relative));
  }
}
const manifest = {
  prerendered: localizedPublicPages.map((page) => page.path),
  clientOnly: localizedClientPages.map((page) => page.path),
  clientPatterns: localizedClientPatterns.map((page) => page.path),
  devOnly: devPages.map((page) => page.path),
  notFoundDocuments,
  spaFallbackDocuments: shellDocuments,
  scriptHashes: Object.fromEntries(
    htmlFiles.map((file) => [path.relative(clientDir, file), inlineScriptHashes(fs.readFileSync(file, "utf8"))]),
  ),
};
fs.writeFileSync(path.join(buildDir, "site-manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);

let compressed = 0;
for (const file of walk(clientDir)) {
  if (!/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(file)) continue;
  const source = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
  compressed += 1;
}
console.log(`postbuild: ${manifest.prerendered.length} pages, ${compressed} files precompressed`);
