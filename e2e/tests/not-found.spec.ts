import { expect, expectNoAxeViolations, test } from "./fixtures";

test("an unknown path answers 404 with the not-found page, readable without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await context.close();
});

test("a miss under /de/, /fr/ or /it/ is the not-found page in that language, lang and title too, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, lang, title, heading] of [
    ["/de/admin-dashboard/members/someone/more", "de", "Seite nicht gefunden | SSAEM", "Hoppla! Seite nicht gefunden"],
    ["/fr/nowhere", "fr", "Page introuvable | SSAEM", "Oups! Page introuvable"],
    ["/it/admin-dashboard/nowhere", "it", "Pagina non trovata | SSAEM", "Ops! Pagina non trovata"],
    ["/member-dashboard/nowhere", "en", "Page not found | SSAEM", "Oops! Page not found"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang!);
    await expect(page, path).toHaveTitle(title!);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading!);
  }
  await context.close();
});

test("the German not-found page hydrates as it was served, its links staying in German", async ({ page, consoleErrors }) => {
  expect((await page.goto("/de/nowhere"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hoppla! Seite nicht gefunden");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/de");
  // The document's own status is logged as a failed load; anything else (a hydration mismatch) is an error.
  expect(consoleErrors.filter((error) => !error.includes("404 (Not Found)"))).toEqual([]);
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
