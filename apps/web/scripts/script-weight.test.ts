import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { scriptBudgetMisses, scriptSummary, scriptTable } from "./script-weight";

/** A build with a page per route that loads the named modules, each written as its .br file of `size` bytes. */
function fakeBuild(pages: Record<string, string[]>, sizes: Record<string, number>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "script-weight-"));
  fs.mkdirSync(path.join(dir, "assets"));
  for (const [name, size] of Object.entries(sizes)) fs.writeFileSync(path.join(dir, "assets", `${name}.js.br`), Buffer.alloc(size));
  for (const [route, modules] of Object.entries(pages)) {
    const preloads = modules.map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`).join("");
    const html = `<html><head>${preloads}<script type="module" src="/assets/${modules[0]}.js"></script></head><body></body></html>`;
    const file = path.join(dir, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return dir;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("script per public page", () => {
  const KiB = 1024;
  const build = fakeBuild(
    { "/": ["framework", "home"], "/de": ["framework", "home"], "/membership": ["framework", "form"], "/de/membership": ["framework", "form", "extra"] },
    { framework: 90 * KiB, home: 10 * KiB, form: 25 * KiB, extra: KiB },
  );
  dirs.push(build);
  const rows = scriptTable(build, ["/", "/de", "/membership", "/de/membership"]);

  it("counts every module the page names once, and an inline script by its brotli size", () => {
    expect(rows.map((row) => [row.route, row["JS br KiB"], row["JS files"]])).toEqual([
      ["/", 100, 2],
      ["/de", 100, 2],
      ["/membership", 115, 2],
      ["/de/membership", 116, 3],
    ]);
    const inline = "window.__bootstrap = 1;";
    const withInline = fakeBuild({ "/": ["home"] }, { home: KiB });
    dirs.push(withInline);
    fs.appendFileSync(path.join(withInline, "index.html"), `<script>${inline}</script>`);
    expect(scriptTable(withInline, ["/"])[0]!["JS br KiB"]).toBe(Number(((KiB + zlib.brotliCompressSync(inline).length) / KiB).toFixed(1)));
  });

  it("fails a page above 110 KiB, a form page included, and a localized page heavier than its English one", () => {
    expect(rows.map((row) => row["vs en KiB"])).toEqual(["", 0, "", 1]);
    expect(scriptBudgetMisses(rows)).toEqual([
      "/membership: script 115 KiB brotli > 110 KiB",
      "/de/membership: script 116 KiB brotli > 110 KiB",
      "/de/membership: script 1 KiB brotli more than its English page",
    ]);
    expect(scriptSummary(rows)).toEqual({ min: 100, median: 115, max: 116 });
  });
});
