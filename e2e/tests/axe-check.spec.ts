import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";

// The check every other test relies on must itself fail on a violation, naming the rule and the element.
test("the axe check fails a page with an image without a text alternative", async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img id="picture" src="data:,"></main></body></html>`);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: #picture/);
});
