import { expect, expectNoAxeViolations, phone, test } from "./fixtures";

const links = [
  ["Home", "/"],
  ["About Us", "/about"],
  ["Become a Member", "/membership"],
  ["Emergency Medicine", "/emergency-medicine"],
  ["Events", "/events"],
  ["Contact", "/contact"],
  ["Imprint & Privacy Policy", "/legal"],
  // From the page before it in this list: sign-in returns there.
  ["Member Login", "/auth?next=%2Flegal"],
] as const;

test.describe("header navigation at desktop width", () => {
  test("shows every link in order and marks the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(links.map(([label]) => label));
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();

    for (const [label, path] of links) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });
});

test.describe("header navigation at phone width", () => {
  test.use({ viewport: phone });

  test("collapses the links into a menu button that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link")).toHaveText(links.map(([label]) => label));
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL("/events");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await menuButton.click();
    await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  });

  test("closes on a tap outside it", async ({ page }) => {
    await page.goto("/about");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await menuButton.click();
    await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    await page.mouse.click(phone.width / 2, phone.height - 40);
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
    await expect(page).toHaveURL("/about");
  });

  test("closes on Escape and gives focus back to the menu button", async ({ page }) => {
    await page.goto("/about");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(menuButton).toBeFocused();
  });
});

test("the footer links two social profiles that open safely in a new tab, and a copyright line", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer).toContainText(/© \d{4} /);
});

test("without JavaScript the phone menu still opens, lists every link and closes again, and does not take up the screen", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/about");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Closed, the header is one row, as with JavaScript.
  expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThan(80);
  await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();

  await page.getByRole("button", { name: "Menu" }).tap();
  await expect(nav.getByRole("link")).toHaveText(links.map(([label]) => label));
  await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
  await page.touchscreen.tap(phone.width / 2, phone.height - 40);
  await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();

  await page.getByRole("button", { name: "Menu" }).tap();
  await nav.getByRole("link", { name: "Events" }).tap();
  await expect(page).toHaveURL("/events");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await context.close();
});
