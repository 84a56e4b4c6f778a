import { localizedPublicPages } from "../../apps/web/src/app/route-list";
import { type InvoiceListPage, swissToday } from "@ssem/core";
import { sampleCamt054 } from "@ssem/core/camt-samples";
import type { Page } from "@playwright/test";
import { e2eAdmin } from "../playwright.config";
import { expect, phone, test } from "./fixtures";
import { createConfirmedApplicant, signInAs, uniqueEmail } from "./session";

/**
 * Every screen in German, the longest language, at 360 px (issue 39, point 18), filled with what makes lines long:
 * a name of 60 letters with hyphens, an address to match, and amounts in the hundred thousands.
 */
test.use({ viewport: phone });

const password = "Narrow-screen-1";
const longLastName = () => `Wolkenstein-Trostburg-Hohenzollern-Sigmaringen-${Date.now().toString(36)}`;

/**
 * What sticks out at the right: the page wider than the screen, or an element of `main` whose content is wider than
 * its own box (text running into a card's padding, a card wider than the column, an amount cut off). Elements that
 * scroll on purpose (overflow-x auto) and what is inside them are theirs to scroll; visually hidden texts are clipped
 * on purpose. Only the innermost of nested offenders is named.
 */
async function overflowAt(page: Page) {
  return page.evaluate(() => {
    const scrolls = (element: Element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const hidden = (element: Element) => getComputedStyle(element).clipPath !== "none" || getComputedStyle(element).clip !== "auto" || element.clientWidth <= 1;
    const main = document.querySelector("main");
    const offenders: Element[] = [];
    for (const element of main ? [main, ...Array.from(main.querySelectorAll("*"))] : []) {
      if (element.clientWidth === 0 || hidden(element) || scrolls(element)) continue;
      let parent = element.parentElement;
      while (parent && parent !== main && !scrolls(parent) && !hidden(parent)) parent = parent.parentElement;
      if (parent && parent !== main) continue;
      if (element.scrollWidth > element.clientWidth + 1) offenders.push(element);
    }
    const innermost = offenders.filter((element) => !offenders.some((other) => other !== element && element.contains(other)));
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${element.scrollWidth}>${element.clientWidth} “${(element.textContent ?? "").trim().slice(0, 60)}”`;
    return { pageWidth: document.documentElement.scrollWidth, offenders: innermost.map(name) };
  });
}

/** Opens `path`, waits until its lists have loaded, shoots it to the test's output and checks that nothing sticks out. */
async function expectFits(page: Page, path: string, shot: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Lists load after the page: "Rechnungen werden geladen…", "Wird geladen…", a table marked busy.
  await expect(page.getByText(/(wird|werden) geladen/i)).toHaveCount(0);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`), fullPage: true });
  const { pageWidth, offenders } = await overflowAt(page);
  expect.soft(pageWidth, `${path} is ${pageWidth} px wide`).toBeLessThanOrEqual(phone.width);
  expect.soft(offenders, `what sticks out on ${path}`).toEqual([]);
}

const adminTabs = ["pending", "members", "import", "reviews", "audit", "events", "ride-alongs", "mailing-list", "fees", "backups"];

test("every admin and member screen fits 360 px in German, with long names and large amounts", async ({ page, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const lastName = longLastName();
  const paying = uniqueEmail("maximiliane.wolkenstein-trostburg-hohenzollern");
  const unpaid = uniqueEmail("friederike.schwarzenberg-liechtenstein");
  const pending = uniqueEmail("bartholomaeus.muellerschoen-grossenbacher");
  for (const email of [paying, unpaid, pending]) await createConfirmedApplicant(page.request, baseURL!, email, password, { lastName, studentType: "graduate" });

  await signInAs(page, e2eAdmin.email, e2eAdmin.password);
  const idOf = async (email: string, status: string) =>
    ((await (await page.request.get(`/api/admin/members?status=${status}&q=${encodeURIComponent(email)}`)).json()) as { members: Array<{ id: string }> }).members[0]!.id;
  for (const email of [paying, unpaid]) {
    const approved = await page.request.post(`/api/admin/members/${await idOf(email, "pending")}/approve`, { headers: { origin } });
    expect(approved.ok(), await approved.text()).toBe(true);
  }
  // The member pays far too much (a six-figure amount), which opens the member area (ADR 033).
  const search = async (year?: number) =>
    (await (await page.request.get(`/api/admin/fees/invoices?q=${encodeURIComponent(paying)}${year ? `&year=${year}` : ""}`)).json()) as InvoiceListPage;
  const [invoice] = (await Promise.all((await search()).years.map(search))).flatMap((found) => found.invoices);
  const large = await page.request.post(`/api/admin/fees/invoices/${invoice!.id}/payments`, {
    headers: { origin },
    data: { paidOn: swissToday(), amount: "987654.35", note: "Spende der Stiftung für notfallmedizinische Weiterbildung" },
  });
  expect(large.ok(), await large.text()).toBe(true);
  const bankFile = sampleCamt054({
    version: "08",
    messageId: `NARROW-${Date.now()}`,
    notifications: [[{ transactions: [{ amountRappen: 45_678_950, debtorName: `Friederike ${lastName}`, unstructured: "Mitgliederbeitrag und Spende Notfallmedizin" }] }]],
  });
  const imported = await page.request.post("/api/admin/fees/bank-files", { headers: { origin, "content-type": "application/xml" }, data: bankFile });
  expect(imported.ok(), await imported.text()).toBe(true);
  const created = await page.request.post("/api/admin/events", {
    headers: { origin },
    data: {
      title: "Notfallmedizinischer Weiterbildungsnachmittag für Rettungssanitäterinnen",
      date: "2099-03-14",
      startTime: "14:00",
      endTime: "18:00",
      city: "Schaffhausen",
      venue: "Kantonsspital Schaffhausen, Hörsaal Untergeschoss",
      membersOnly: true,
      registration: "Anmeldung bis eine Woche vorher",
      description: "Fallbesprechungen",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  for (const tab of adminTabs) await expectFits(page, `/de/admin-dashboard?tab=${tab}`, `admin-${tab}`);
  await expectFits(page, `/de/admin-dashboard/members/${await idOf(paying, "decided")}`, "person-paying");
  await expectFits(page, `/de/admin-dashboard/members/${await idOf(pending, "pending")}`, "person-pending");
  for (const [path, shot] of [["/de/member-dashboard", "admin-own-dashboard"], ["/de/member-dashboard/my-data", "admin-my-data"], ["/de/file-share", "admin-file-share"]] as const)
    await expectFits(page, path, shot);

  for (const [email, who] of [[paying, "member"], [unpaid, "unpaid"], [pending, "pending"]] as const) {
    await page.context().clearCookies();
    await signInAs(page, email, password);
    await expectFits(page, "/de/member-dashboard", `${who}-dashboard`);
    await expectFits(page, "/de/member-dashboard/my-data", `${who}-my-data`);
  }
  await expectFits(page, "/de/file-share", "member-file-share");
});

test("every public page fits 360 px in German", async ({ page }) => {
  test.slow();
  for (const publicPage of localizedPublicPages.filter((candidate) => candidate.locale === "de"))
    await expectFits(page, publicPage.path, `public${publicPage.englishPath.replace(/\//g, "-")}`);
  await expectFits(page, "/de/auth", "auth");
});
