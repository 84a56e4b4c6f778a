/**
 * After `react-router build`: derives from the route list and the built HTML what the server
 * and crawlers need (site manifest with CSP script hashes, sitemap.xml, robots.txt) and
 * precompresses every text file with brotli and gzip.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { clientPages, devPages, notFoundPage, publicPages } from "../src/app/route-list";

const buildDir = path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");
const publicUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");

function walk(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** sha256 sources of a page's inline scripts, so its CSP can allow exactly those. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const source = match[1] ?? "";
    if (source.trim() !== "") hashes.add(`sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/**
 * Starts hydration after the first paint instead of alongside it (prerendered pages only: their
 * content is already in the HTML). React Router's prerendered
 * pages preload every module in <head> and import them from an inline bootstrap script; on a
 * phone those ~110 KiB compete with the HTML and CSS for the first paint (ADR 006). Here the
 * preloads are dropped from the HTML and the bootstrap waits one frame after the first paint,
 * then preloads the same modules in parallel and hydrates exactly as before.
 */
function deferHydration(html: string, file: string): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  const source = bootstrap?.[1] ?? "";
  const imports = [...source.matchAll(/^import (?:\* as (\w+) from )?"([^"]+)";$/gm)];
  const routeModules = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!bootstrap || imports.length === 0 || !routeModules || !entry) {
    throw new Error(`postbuild: React Router's bootstrap script in ${file} has an unknown shape; update deferHydration`);
  }
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((match) => match[1]!);
  const names = imports.map(([, name], index) => name ?? `_side${index}`);
  const deferred = [
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));",
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map(([, , url]) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(bootstrap[0], `<script type="module" async="">${deferred}</script>`);
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sitemap(): string {
  const urls = publicPages.map((page) => `  <url><loc>${escapeXml(publicUrl + (page.path === "/" ? "/" : page.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function robots(): string {
  const privatePaths = [...clientPages, ...devPages].map((page) => `Disallow: ${page.path}`);
  return ["User-agent: *", "Allow: /", ...privatePaths, "Disallow: /api/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join("\n");
}

const notFoundDocument = `${notFoundPage.prerenderAs.slice(1)}/index.html`;
const spaFallbackDocument = "__spa-fallback.html";
for (const required of [notFoundDocument, spaFallbackDocument]) {
  if (!fs.existsSync(path.join(clientDir, required))) throw new Error(`postbuild: ${required} was not generated`);
}

fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap());
fs.writeFileSync(path.join(clientDir, "robots.txt"), robots());

const htmlFiles = walk(clientDir).filter((file) => file.endsWith(".html"));
// Client-rendered pages (the SPA fallback) show nothing until they hydrate, so only prerendered pages wait for a paint.
for (const file of htmlFiles) {
  const relative = path.relative(clientDir, file);
  if (relative !== spaFallbackDocument) fs.writeFileSync(file, deferHydration(fs.readFileSync(file, "utf8"), relative));
}
const manifest = {
  prerendered: publicPages.map((page) => page.path),
  clientOnly: clientPages.map((page) => page.path),
  devOnly: devPages.map((page) => page.path),
  notFoundDocument,
  spaFallbackDocument,
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
