import { expect, expectNoAxeViolations, test } from "./fixtures";

test("the dev mailbox page shows the outbox", async ({ page, request }) => {
  const outbox = await request.get("/api/dev/outbox");
  expect(outbox.status()).toBe(200);
  expect(Array.isArray(await outbox.json())).toBe(true);

  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { level: 1, name: "Dev mailbox" })).toBeVisible();
  await expect(page.getByText(/No mail yet|To /).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
