import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

// The W3C Nu HTML Checker (npm vnu-jar, run with the machine's Java) over what visitors get.
const checker = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const buildDirectory = fileURLToPath(new URL("../../apps/web/build/client", import.meta.url));

/** The checker's errors (not its warnings) in these files, each as "file:line: message". */
function htmlErrors(files: string[], relativeTo: string): string[] {
  const run = spawnSync("java", ["-jar", checker, "--errors-only", "--format", "json", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  const { messages } = JSON.parse(run.stderr) as { messages: Array<{ url: string; lastLine?: number; message: string }> };
  return messages.map(({ url, lastLine, message }) => `${path.relative(relativeTo, fileURLToPath(url))}:${lastLine ?? "?"}: ${message}`);
}

test("every prerendered page passes the W3C Nu HTML Checker", () => {
  const pages = fs
    .readdirSync(buildDirectory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(buildDirectory, file));
  // Every public and member page, the 404 page and the SPA fallback: a missing build is no pass.
  expect(pages.length).toBeGreaterThan(40);
  expect(htmlErrors(pages, buildDirectory)).toEqual([]);
});

test("/events as the server fills in its listing passes the W3C Nu HTML Checker", async ({ request }) => {
  const response = await request.get("/events");
  expect(response.status()).toBe(200);
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-html-"));
  try {
    const page = path.join(directory, "events.html");
    fs.writeFileSync(page, await response.text());
    expect(htmlErrors([page], directory)).toEqual([]);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
});
