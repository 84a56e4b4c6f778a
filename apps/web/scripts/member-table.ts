/**
 * The member table on a throttled phone (issue 24), for bench.ts: 5,000 members are imported, then
 * an admin opens the All Members tab, sorts by name and filters by field. Each time is from the
 * tap to the frame that shows the answer's rows, measured in the page; the median of `runs`
 * browsers, each fresh.
 */
import type { Page } from "playwright-core";
import { median, throttledPhonePage } from "./first-tap";

export const memberTableAdmin = { email: "bench-admin@example.org", password: "Bench-admin-password1" };
export const memberTableGoals = { openTabMs: 1000, sortMs: 300, filterMs: 300 };
const seededMembers = 5000;
const importBatch = 2000;

const syllables = ["ka", "lo", "mi", "ru", "se", "ta", "vo", "ne", "di", "bu", "ar", "el", "in", "os", "ul", "en"];
const madeUpName = (index: number, parts: number) =>
  Array.from({ length: parts }, (_, part) => syllables[Math.floor(index / 16 ** part) % 16]).join("").replace(/^./, (letter) => letter.toUpperCase());

async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(memberTableAdmin),
  });
  if (!response.ok) throw new Error(`bench admin sign-in: ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(";")[0]!);
}

/** 5,000 made-up members through the bulk import, as a board would bring its list. */
async function seed(origin: string, cookies: string[]) {
  for (let start = 0; start < seededMembers; start += importBatch) {
    const members = Array.from({ length: Math.min(importBatch, seededMembers - start) }, (_, offset) => {
      const index = start + offset;
      return {
        lastName: `${madeUpName(index, 3)}er`,
        firstName: `${madeUpName(index * 7, 2)}a`,
        field: ["Medicine", "Paramedic", "Nursing"][index % 3],
        studentType: "Student",
        placeOfStudy: ["Bern", "Basel", "Zürich", "Genf"][index % 4],
        email: `bench-member-${index}@example.org`,
      };
    });
    const response = await fetch(`${origin}/api/admin/members/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: cookies.join("; ") },
      body: JSON.stringify({ members, sendInvoice: false }),
    });
    if (!response.ok) throw new Error(`import for the member table bench: ${response.status} ${await response.text()}`);
  }
}

/**
 * Milliseconds from now until `answered` (an expression) holds in a frame, checked on every frame.
 * A string, evaluated by the DevTools protocol: the page's script policy allows no eval of its own.
 */
const timeUntil = (page: Page, answered: string) =>
  page.evaluate<number>(`new Promise((resolve) => {
    const start = performance.now();
    const frame = (time) => ((${answered}) ? resolve(Math.max(0, time - start)) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  })`);

const rows = `document.querySelectorAll('table[aria-label="Members"] tbody tr')`;
const settled = `document.querySelector('table[aria-label="Members"]')?.getAttribute("aria-busy") === "false"`;

async function measureOnce(origin: string, cookies: string[]) {
  const { host } = new URL(origin);
  const { browser, page } = await throttledPhonePage(cookies.map((cookie) => ({ name: cookie.split("=")[0]!, value: cookie.slice(cookie.indexOf("=") + 1), domain: host.split(":")[0]!, path: "/" })));
  try {
    await page.goto(`${origin}/admin-dashboard`);
    await page.getByRole("tab", { name: /All Members \(\d+\)/ }).waitFor({ timeout: 30_000 });
    // Each measurement starts its probe before the tap, so the time counts from the tap.
    const opened = timeUntil(page, `${rows}.length === 50`);
    await page.getByRole("tab", { name: /All Members/ }).tap();
    const openTabMs = await opened;
    const firstRow = await page.locator('table[aria-label="Members"] tbody tr').first().textContent();
    const sorted = timeUntil(page, `${settled} && document.querySelector('th[aria-sort="ascending"]') && ${rows}[0]?.textContent !== ${JSON.stringify(firstRow)}`);
    await page.getByRole("button", { name: "Name", exact: true }).click();
    const sortMs = await sorted;
    const heading = `document.getElementById("members-heading")?.textContent`;
    const before = await page.evaluate<string>(heading);
    const filtered = timeUntil(page, `${settled} && ${heading} !== ${JSON.stringify(before)}`);
    await page.getByLabel("Field").selectOption("nursing");
    const filterMs = await filtered;
    return { openTabMs: Math.round(openTabMs), sortMs: Math.round(sortMs), filterMs: Math.round(filterMs) };
  } finally {
    await browser.close();
  }
}

export async function measureMemberTable(origin: string, runs = 3) {
  const cookies = await signIn(origin);
  await seed(origin, cookies);
  const results: Array<Awaited<ReturnType<typeof measureOnce>>> = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureOnce(origin, cookies));
  return (Object.keys(memberTableGoals) as Array<keyof typeof memberTableGoals>).map((what) => ({
    what,
    medianMs: median(results.map((result) => result[what])),
    goalMs: memberTableGoals[what],
    runs: results.map((result) => result[what]).join(" "),
  }));
}
