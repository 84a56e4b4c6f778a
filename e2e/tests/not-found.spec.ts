import { expect, expectNoAxeViolations, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page, readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await context.close();
});

test("the not-found page leads back home and has no accessibility violations", async ({ page }) => {
  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expectNoAxeViolations(page);
  // A page that does not exist is nothing to come back to after signing in.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Member Login" })).toHaveAttribute("href", "/auth");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("unknown API paths answer JSON, never the page", async ({ request }) => {
  const response = await request.get("/api/nowhere");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: "not_found" });
});
