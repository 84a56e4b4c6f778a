/**
 * The member table on a throttled phone (issue 24), for bench.ts: 5,000 members are imported, then
 * an admin opens the All Members tab, sorts by name (the phone's Sort by select) and filters by field. Each time is from the
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
  page.evaluate<number>(`new Promise((resolve, reject) => {
    const start = performance.now();
    setTimeout(() => reject(new Error("no answer within 30 s: " + ${JSON.stringify(answered)})), 30000);
    const frame = (time) => ((${answered}) ? resolve(Math.max(0, time - start)) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  })`);

const rows = `document.querySelectorAll('table[aria-label="Members"] tbody tr')`;
const settled = `document.querySelector('table[aria-label="Members"]')?.getAttribute("aria-busy") === "false"`;

async function measureOnce(origin: string) {
  const { browser, page } = await throttledPhonePage();
  try {
    // Signed in through the context's own requests (not throttled, and not part of what is measured).
    const signedIn = await page.request.post(`${origin}/api/auth/sign-in/email`, { data: memberTableAdmin, headers: { origin } });
    if (!signedIn.ok()) throw new Error(`bench admin sign-in: ${signedIn.status()}`);
    await page.goto(`${origin}/admin-dashboard`);
    // The count as the tab shows it, with Swiss digit grouping: "All Members (5'001)".
    await page.getByRole("tab", { name: /All Members \([\d'’]+\)/ }).waitFor({ timeout: 30_000 });
    // Each probe starts before its tap, so the time counts from the tap; a phone sorts with the Sort by select.
    const [openTabMs] = await Promise.all([timeUntil(page, `${rows}.length === 50`), page.getByRole("tab", { name: /All Members/ }).tap()]);
    const firstRow = await page.locator('table[aria-label="Members"] tbody tr').first().textContent();
    const [sortMs] = await Promise.all([
      timeUntil(page, `${settled} && ${rows}[0]?.textContent !== ${JSON.stringify(firstRow)}`),
      page.getByLabel("Sort by").selectOption("name"),
    ]);
    const heading = `document.getElementById("members-heading")?.textContent`;
    const before = await page.evaluate<string>(heading);
    const [filterMs] = await Promise.all([timeUntil(page, `${settled} && ${heading} !== ${JSON.stringify(before)}`), page.getByLabel("Field").selectOption("nursing")]);
    return { openTabMs: Math.round(openTabMs), sortMs: Math.round(sortMs), filterMs: Math.round(filterMs) };
  } finally {
    await browser.close();
  }
}

export async function measureMemberTable(origin: string, runs = 3) {
  const cookies = await signIn(origin);
  await seed(origin, cookies);
  const results: Array<Awaited<ReturnType<typeof measureOnce>>> = [];
  for (let run = 0; run < runs; run += 1) results.push(await measureOnce(origin));
  return (Object.keys(memberTableGoals) as Array<keyof typeof memberTableGoals>).map((what) => ({
    what,
    medianMs: median(results.map((result) => result[what])),
    goalMs: memberTableGoals[what],
    runs: results.map((result) => result[what]).join(" "),
  }));
}
