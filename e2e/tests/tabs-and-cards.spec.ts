import { expect, test } from "./fixtures";

const tabPages = [
  { path: "/emergency-medicine/career-paths", tabs: ["Specializations", "Certification Courses"], param: "certification-courses" },
  { path: "/emergency-medicine/air-ambulance", tabs: ["Helicopter Physician", "Jet Physician", "Consultant Physician"], param: "jet-physician" },
  { path: "/emergency-medicine/useful-tools", tabs: ["Mobile Apps", "Websites & Resources"], param: "websites" },
];

for (const { path, tabs, param } of tabPages) {
  test(`tabs on ${path} switch on click and on focus, and live in the URL`, async ({ page }) => {
    await page.goto(path);
    const tablist = page.getByRole("tablist");
    await expect(tablist.getByRole("tab")).toHaveText(tabs);
    await expect(page.getByRole("tab", { name: tabs[0] })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);

    await page.getByRole("tab", { name: tabs[1] }).click();
    await expect(page.getByRole("tab", { name: tabs[1] })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(new RegExp(`\\?tab=${param}$`));

    // Focus alone switches: arrow keys move focus between tabs (activation on focus).
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: tabs[0] })).toBeFocused();
    await expect(page.getByRole("tab", { name: tabs[0] })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(path);

    await page.goto(`${path}?tab=${param}`);
    await expect(page.getByRole("tab", { name: tabs[1] })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
  });
}

for (const { from, tab, detail, back } of [
  { from: "/emergency-medicine/useful-tools", tab: "Websites & Resources", detail: /Life in the Fast Lane/, back: "Back to Useful Tools" },
  { from: "/emergency-medicine/career-paths", tab: "Certification Courses", detail: /ATLS \/ ETC/, back: "Back to Career Paths" },
]) {
  test(`"${back}" returns to the ${tab} tab it came from`, async ({ page }) => {
    await page.goto(from);
    await page.getByRole("tab", { name: tab }).click();
    await page.getByRole("tabpanel").getByRole("link", { name: detail }).first().click();
    await expect(page).not.toHaveURL(new RegExp(`${from}(\\?|$)`));
    await page.getByRole("link", { name: back }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
  });
}

test("without JavaScript, tabbed pages show every tab's content under its own heading", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, tabs } of tabPages) {
    await page.goto(path);
    await expect(page.getByRole("tablist"), path).toBeHidden();
    for (const tab of tabs) await expect(page.getByRole("heading", { name: tab, exact: true }), `${path}: ${tab}`).toBeVisible();
  }
  await page.goto("/emergency-medicine/career-paths");
  await expect(page.getByRole("link", { name: /ATLS \/ ETC/ }).first()).toBeVisible();
  await context.close();
});

test("the career paths list six course pages, two courses coming soon and three student-friendly badges", async ({ page }) => {
  await page.goto("/emergency-medicine/career-paths?tab=certification-courses");
  const panel = page.getByRole("tabpanel");
  const courseLinks = panel.locator('a[href^="/emergency-medicine/courses/"]');
  await expect(courseLinks).toHaveCount(6);
  const hrefs = await courseLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    ["atls-etc", "acls-als", "pals-epls", "phtls", "amls", "tccc-tecc"].map((slug) => `/emergency-medicine/courses/${slug}`).sort(),
  );
  await expect(panel.getByRole("button", { name: "Coming Soon" })).toHaveCount(2);
  await expect(panel.getByRole("button", { name: "Coming Soon" }).first()).toBeDisabled();
  await expect(panel.getByText("Student-friendly", { exact: true })).toHaveCount(3);
});

test("the hub shows six areas to explore and Masterthesis and Dissertation as coming soon", async ({ page }) => {
  await page.goto("/emergency-medicine");
  await expect(page.getByRole("link", { name: /^Explore / })).toHaveCount(6);
  await expect(page.getByRole("button", { name: "Coming Soon" })).toBeDisabled();
  await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
});
