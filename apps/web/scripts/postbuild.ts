/**
 * After `react-router build`: derives from the route list and the built HTML what the server
 * and crawlers need (site manifest with CSP script hashes, sitemap.xml, robots.txt) and
 * precompresses every text file with brotli and gzip.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import * as esbuild from "esbuild";
import { clientPages, devPages, notFoundPage, publicPages } from "../src/app/route-list";
import { signedInHintKey } from "../src/lib/session-hint";
import type { HydrationConfig } from "./hydrate-on-intent";
import { inlineScripts } from "./inline-scripts";

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
  for (const source of inlineScripts(html)) {
    if (source.trim() !== "") hashes.add(`sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/**
 * Replaces React Router's inline bootstrap of a prerendered page with hydrate-on-intent.ts (ADR
 * 006): the page's content is already in its HTML, so React and the page's modules are loaded
 * when the visitor first interacts instead of competing with the first paint. The module
 * preloads leave the HTML; the bootstrap adds them when hydration starts.
 */
function hydrateOnIntent(html: string, file: string): string {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  const source = bootstrap?.[1] ?? "";
  const imports = [...source.matchAll(/^import (?:\* as (\w+) from )?"([^"]+)";$/gm)];
  const routeModules = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  if (!bootstrap || imports.length === 0 || routeModules === undefined || !entry) {
    throw new Error(`postbuild: React Router's bootstrap script in ${file} has an unknown shape; update hydrateOnIntent`);
  }
  const moduleIndex = new Map(imports.map(([, name], index) => [name, index]));
  const routes = Object.fromEntries(
    [...routeModules.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => {
      const index = moduleIndex.get(name);
      if (index === undefined) throw new Error(`postbuild: route ${id} in ${file} names no imported module`);
      return [id, index];
    }),
  );
  const config: HydrationConfig = {
    modules: imports.map(([, , url]) => url!),
    routes,
    entry,
    preloads: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((match) => match[1]!),
    signedInHintKey,
  };
  const script = esbuild.buildSync({
    stdin: {
      contents: `import { hydrateOnIntent } from "./hydrate-on-intent";\nhydrateOnIntent(${JSON.stringify(config)});`,
      resolveDir: import.meta.dirname,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
  }).outputFiles[0]!.text.trim();
  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(bootstrap[0], () => `<script type="module" async="">${script}</script>`);
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
// Client-rendered pages (the SPA fallback) show nothing until they hydrate, so only prerendered pages wait for intent.
for (const file of htmlFiles) {
  const relative = path.relative(clientDir, file);
  if (relative !== spaFallbackDocument) fs.writeFileSync(file, hydrateOnIntent(fs.readFileSync(file, "utf8"), relative));
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
