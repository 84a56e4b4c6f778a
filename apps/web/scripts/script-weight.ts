import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathWithoutLocale } from "@ssem/core";
import { inlineScripts } from "./inline-scripts";

/**
 * Script per public page (issue 40): at most 110 KiB brotli on every page, /membership included, and a /de, /fr or
 * /it page no more than its English page (ADR 006).
 */
export const scriptBudget = { brotliKiB: 110, localizedExtraKiB: 0 };

const brotliBytes = (source: string | Buffer) => zlib.brotliCompressSync(source).length;
export const kiB = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * The script a visit transfers: the page hydrates while the visitor reads (ADR 006), so that is the inline bootstrap
 * plus every module it imports or preloads, as the server sends them (the build's .br files). Read from the
 * prerendered HTML alone, which names every module (the bootstrap's list), so it needs no browser.
 */
export function javaScriptWeight(clientDir: string, route: string) {
  const html = fs.readFileSync(path.join(clientDir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");
  const modules = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  const bytes =
    inlineScripts(html).reduce((sum, source) => sum + brotliBytes(source), 0) +
    [...modules].reduce((sum, url) => sum + fs.statSync(path.join(clientDir, `${url}.br`)).size, 0);
  return { bytes, brotliKiB: kiB(bytes), modules: modules.size };
}

export type ScriptRow = { route: string; "JS br KiB": number; "JS files": number; "vs en KiB": number | "" };

/** Every page's script, and for a localized page how much more it carries than its English page (KiB brotli). */
export function scriptTable(clientDir: string, routes: string[]): ScriptRow[] {
  return routes.map((route) => {
    const own = javaScriptWeight(clientDir, route);
    const englishRoute = pathWithoutLocale(route);
    // "+ 0": a page a few bytes lighter shows 0, not -0.
    const extra = englishRoute === route ? "" : kiB(own.bytes - javaScriptWeight(clientDir, englishRoute).bytes) + 0;
    return { route, "JS br KiB": own.brotliKiB, "JS files": own.modules, "vs en KiB": extra };
  });
}

/** The rows that miss the script budget, as lines for the bench's list of misses. */
export function scriptBudgetMisses(rows: ScriptRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row["JS br KiB"] > scriptBudget.brotliKiB ? [`${row.route}: script ${row["JS br KiB"]} KiB brotli > ${scriptBudget.brotliKiB} KiB`] : []),
    ...(row["vs en KiB"] !== "" && row["vs en KiB"] > scriptBudget.localizedExtraKiB ? [`${row.route}: script ${row["vs en KiB"]} KiB brotli more than its English page`] : []),
  ]);
}

/** The minimum, median and maximum of the rows' script, for the one line under the table. */
export function scriptSummary(rows: ScriptRow[]) {
  const sizes = rows.map((row) => row["JS br KiB"]).sort((a, b) => a - b);
  return { min: sizes[0], median: sizes[Math.floor(sizes.length / 2)], max: sizes.at(-1) };
}

/**
 * `tsx apps/web/scripts/script-weight.ts` prints the table of the last build alone, without Lighthouse or a server,
 * and exits 1 on a miss.
 */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { localizedPublicPages } = await import("../src/app/route-list");
  const clientDir = path.resolve(import.meta.dirname, "../build/client");
  const rows = scriptTable(clientDir, localizedPublicPages.map((page) => page.path));
  const { min, median, max } = scriptSummary(rows);
  console.table(rows);
  console.log(`min ${min} KiB, median ${median} KiB, max ${max} KiB`);
  const misses = scriptBudgetMisses(rows);
  if (misses.length) console.log(`${misses.length} misses:\n${misses.join("\n")}`);
  process.exitCode = misses.length ? 1 : 0;
}
