import { association } from "../../packages/core/src/association";
import { publicPageTexts } from "../../apps/web/src/app/public-page-texts";
import { localizedPublicPages, publicPages } from "../../apps/web/src/app/route-list";
import { expect, expectNoAxeViolations, phone, test } from "./fixtures";

for (const page of publicPages) {
  test.describe(`public page ${page.path}`, () => {
    // One page load for everything judged on the English page at desktop width: each load is a new context,
    // a hydration and a second of CPU on two cores, 35 pages over.
    test("answers 200 with its heading and title, opens external links safely in a new tab, no console errors and no axe violations", async ({
      page: browserPage,
      consoleErrors,
      baseURL,
    }) => {
      const texts = publicPageTexts(page.path);
      const response = await browserPage.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(browserPage).toHaveTitle(`${texts.title("en")} | ${association.shortName}`);
      await expect(browserPage.getByRole("heading", { level: 1 })).toHaveText(texts.heading("en"));
      await expect(browserPage.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${page.path === "/" ? "/" : page.path}$`));
      await expect(browserPage.locator('meta[name="description"]')).toHaveAttribute("content", texts.description("en"));
      const external = await browserPage.locator("a[href^='http']").evaluateAll((links, origin) =>
        links
          .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== origin)
          .map((link) => ({ href: link.getAttribute("href"), target: link.getAttribute("target"), rel: link.getAttribute("rel") ?? "", text: link.textContent ?? "" })),
      baseURL);
      for (const link of external) {
        expect(link.target, link.href ?? "").toBe("_blank");
        expect(link.rel, link.href ?? "").toContain("noopener");
        expect(link.text, link.href ?? "").toContain("(opens in a new tab)");
      }
      await expectNoAxeViolations(browserPage);
      expect(consoleErrors).toEqual([]);
    });

    test("fits a phone screen without horizontal scrolling", async ({ page: browserPage }) => {
      await browserPage.setViewportSize(phone);
      await browserPage.goto(page.path);
      const overflow = await browserPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test("public pages are readable with JavaScript off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const browserPage = await context.newPage();
  for (const page of publicPages) {
    await browserPage.goto(page.path);
    await expect(browserPage.getByRole("heading", { level: 1 }), page.path).toHaveText(publicPageTexts(page.path).heading("en"));
  }
  await context.close();
});

test("the sitemap lists every public page in every language and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of localizedPublicPages) expect(sitemap).toContain(`${page.path}</loc>`);
  expect((sitemap.match(/<loc>/g) ?? []).length).toBe(localizedPublicPages.length);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});
