import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "ssem-e2e-"));

/**
 * Debian's old headless shell where installed (`apt-get install chromium-headless-shell`), as Playwright itself uses for
 * headless runs: the full browser's headless mode took more than twice its CPU, most of the suite's on two cores (ADR 044).
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

export const e2eAdmin = { email: "e2e-admin@example.org", password: "E2e-admin-password1" };

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A test's own limit, not a speed goal (those are in `npm run bench`): on CI's two cores the server, two
  // browsers and axe share the CPU: a dashboard test of 15 s idle took over 30 s there, and a bank-file test of
  // 20 s idle (two imports, two axe scans, four screenshots) over 60 s.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "npm run start -w apps/server",
    cwd: "..",
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "test",
      // The least argon2id cost: the suite makes hundreds of accounts and sign-ins (production refuses it).
      PASSWORD_HASH_COST: "test",
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
    },
  },
});
