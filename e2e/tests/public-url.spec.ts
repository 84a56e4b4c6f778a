import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * One build, any origin (issue 9): the build under test, served twice at once with two different
 * PUBLIC_URLs. Each server must name its own origin in canonical links, the sitemap and robots.txt,
 * and /recover must forward to its own links and refuse the other's.
 */
const basePort = Number(process.env.E2E_PORT ?? 3210);
const sites = [
  { origin: "https://members.example.org", port: basePort + 1 },
  { origin: "https://association.example.net", port: basePort + 2 },
];
const repository = path.resolve(import.meta.dirname, "../..");

test.describe.configure({ mode: "serial" });

const servers: ChildProcess[] = [];
const dataDirs: string[] = [];

async function startServer(site: (typeof sites)[number]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-e2e-origin-"));
  dataDirs.push(dataDir);
  // The same command as the suite's own server, in its own process group so the whole npm tree stops with it.
  const server = spawn("npm", ["run", "start", "-w", "apps/server"], {
    cwd: repository,
    detached: true,
    env: { ...process.env, PORT: String(site.port), DATA_DIR: dataDir, NODE_ENV: "test", PASSWORD_HASH_COST: "test", PUBLIC_URL: site.origin },
    stdio: "ignore",
  });
  servers.push(server);
  for (;;) {
    const healthy = await fetch(`http://localhost:${site.port}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    if (server.exitCode !== null) throw new Error(`server for ${site.origin} exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await Promise.all(sites.map(startServer));
});

test.afterAll(() => {
  for (const server of servers) process.kill(-server.pid!, "SIGTERM");
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const [index, site] of sites.entries()) {
  const other = sites[1 - index]!;
  const local = `http://localhost:${site.port}`;

  test.describe(`served with PUBLIC_URL=${site.origin}`, () => {
    test("the sitemap and robots.txt name this origin", async ({ request }) => {
      const sitemap = await (await request.get(`${local}/sitemap.xml`)).text();
      expect(sitemap).toContain(`<loc>${site.origin}/</loc>`);
      expect(sitemap).toContain(`<loc>${site.origin}/about</loc>`);
      expect(sitemap).not.toContain(other.origin);
      expect(sitemap).not.toContain(".invalid");
      const robots = await (await request.get(`${local}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    });

    test("canonical links name this origin, before and after hydration", async ({ page, consoleErrors }) => {
      await page.mainFrame().goto(`${local}/about`);
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute("href", `${site.origin}/about`);
      await waitForHydration(page);
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute("href", `${site.origin}/about`);
      // Client-side navigation renders the next page's canonical link in the browser alone.
      await page.getByRole("contentinfo").getByRole("link", { name: "Imprint & Privacy Policy" }).click();
      await expect(page).toHaveURL(`${local}/legal`);
      await expect(canonical).toHaveAttribute("href", `${site.origin}/legal`);
      expect(consoleErrors).toEqual([]);
    });

    test("/recover forwards to a link of this origin", async ({ page }) => {
      const link = `${site.origin}/auth/reset?token=abc`;
      await page.route(`${site.origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Forwarded</title>" }));
      // The client-rendered /recover hydrates by itself; the page it forwards to never does.
      await page.mainFrame().goto(`${local}/recover?link=${encodeURIComponent(link)}`);
      await expect(page).toHaveURL(link);
    });

    test("/recover refuses a link of the other origin", async ({ page }) => {
      const foreign: string[] = [];
      await page.route(`${other.origin}/**`, (route) => {
        foreign.push(route.request().url());
        return route.abort();
      });
      await page.mainFrame().goto(`${local}/recover?link=${encodeURIComponent(`${other.origin}/auth/reset?token=abc`)}`);
      await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
      await expect(page).toHaveURL(`${local}/auth`, { timeout: 5000 });
      expect(foreign).toEqual([]);
    });
  });
}
