import { expect, expectNoAxeViolations, openAsFromMail, postsTo, test } from "./fixtures";
import { fillApplication } from "./membership-form";
import { authLink, latestMailTo, uniqueEmail } from "./outbox";
import { createConfirmedApplicant } from "./session";

test.describe("membership application", () => {
  test("shows the fee live, keeps submit disabled until complete, and asks for the year only from students", async ({ page }) => {
    await page.goto("/membership");
    const submit = page.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeDisabled();
    await expect(page.getByText("Annual fee: Select your status above").first()).toBeVisible();
    await expect(page.getByLabel("Year of Completion")).toHaveCount(0);

    await page.getByLabel("Status").selectOption("resident");
    await expect(page.getByText("Annual fee: 20 CHF per year").first()).toBeVisible();
    await page.getByLabel("Status").selectOption("student");
    await expect(page.getByText("Annual fee: 10 CHF per year").first()).toBeVisible();
    await expect(page.getByLabel("Year of Completion")).toBeVisible();

    await fillApplication(page, uniqueEmail("disabled"));
    await expect(submit).toBeEnabled();
    await page.getByLabel("Year of Completion").fill("");
    await expect(submit).toBeDisabled();
    await expect(page.getByRole("link", { name: "Already a member? Login here" })).toHaveAttribute("href", "/auth");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
  });

  test("refuses mismatched and short passwords with the spec's messages and keeps the form", async ({ page }) => {
    await page.goto("/membership");
    await fillApplication(page, uniqueEmail("mismatch"), { password: "secret1", confirm: "secret2" });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText("Please make sure both passwords are identical").first()).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password").fill("12345");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Password too short")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters").first()).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Anna");
  });

  test("shows every field's error at once on submit, and the spec's Password too short toast", async ({ page }) => {
    await page.goto("/membership");
    await fillApplication(page, "not-an-address@", { password: "short", confirm: "shirt" });
    await page.getByLabel("Year of Completion").fill("1900");
    await page.getByLabel("Phone").fill("call me");
    await page.getByRole("button", { name: "Submit Application" }).click();

    const expected: Array<[string, string | RegExp]> = [
      ["Year of Completion", /Year of completion must be between \d{4} and \d{4}$/],
      ["Email", "Please enter a valid email address"],
      ["Phone", "Please enter a valid phone number"],
      ["Password", /Password must be at least 6 characters/],
      ["Confirm Password", "Please make sure both passwords are identical"],
    ];
    for (const [label, message] of expected) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("Year of Completion")).toBeFocused();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password too short" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the server's message when the server refuses, and keeps the form", async ({ page }) => {
    await page.goto("/membership");
    await fillApplication(page, "not-an-address@");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Last Name")).toHaveValue("Muster");
  });
});

test("apply, confirm the address from the e-mail, sign in and see the pending notice", async ({ page, request }) => {
  const email = uniqueEmail("applicant");
  await page.goto("/membership");
  await fillApplication(page, email);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/^Welcome to the /).first()).toBeVisible();
  await expect(page.getByText(/annual fee will be e-mailed to you within 7 days/).first()).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("");

  // Before confirming, sign-in is refused with a way to get the e-mail again.
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await page.getByRole("button", { name: "Send confirmation e-mail again" }).click();
  await expect(page.getByText("Confirmation e-mail sent")).toBeVisible();

  const mail = await latestMailTo(request, email, /confirm/i);
  const confirmations = postsTo(page, "/api/account/confirm-email");
  await openAsFromMail(page, authLink(mail));
  await expect(page.getByText("Email Confirmed!").first()).toBeVisible();
  expect(confirmations).toHaveLength(1);
  await expect(page.getByText(/you can log in now\. Member features open once an admin has approved your membership/).first()).toBeVisible();
  expect(new URL(page.url()).hash).toBe("");
  await expectNoAxeViolations(page);

  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/member-dashboard");
  await expect(page.getByRole("heading", { name: "Pending Approval" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

  // Opened again, the link confirms nothing new but says the truth: the address is confirmed.
  await openAsFromMail(page, authLink(mail));
  await expect(page.getByText("This e-mail address was already confirmed. You can log in.")).toBeVisible();
  expect(confirmations).toHaveLength(2);
  await expect(page.getByText("Email Confirmation Failed")).toHaveCount(0);
});

test("forgot password: the e-mailed link sets a new password that signs in", async ({ page, request }) => {
  const email = uniqueEmail("forgetful");
  await page.goto("/membership");
  await fillApplication(page, email);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText(/^Welcome to the /).first()).toBeVisible();
  await page.goto(authLink(await latestMailTo(request, email, /confirm/i)));
  await expect(page.getByText("Email Confirmed!").first()).toBeVisible();

  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot Password" });
  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Email required")).toBeVisible();
  // In the toast and next to the field.
  await expect(page.getByText("Please enter your email address").first()).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Please enter your email address");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByText("Reset email sent")).toBeVisible();
  await expect(dialog).toBeHidden();

  const inspections = postsTo(page, "/api/account/password-links/inspect");
  await openAsFromMail(page, authLink(await latestMailTo(request, email, /new password/i)));
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  expect(inspections).toHaveLength(1);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByText("Please do not reload this page until your password is set.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Password", { exact: true }).fill("newpass1");
  await page.getByLabel("Confirm Password").fill("newpass2");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText("Please make sure both passwords are the same").first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password too short")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("newpass1");
  await page.getByLabel("Confirm Password").fill("newpass1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password set successfully")).toBeVisible();
  // Signed in by setting it: no second login.
  await expect(page).toHaveURL("/member-dashboard");
  await expect(page.getByRole("heading", { name: "Member Dashboard" })).toBeVisible();
});

test("Member Login returns to the page it was opened from, and only to a page of this site", async ({ page, baseURL }) => {
  const email = uniqueEmail("returning");
  await createConfirmedApplicant(page.request, baseURL!, email, "secret1");
  await page.goto("/events");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Member Login" }).click();
  await expect(page).toHaveURL("/auth?next=%2Fevents");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/events");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

  // Signed in, /auth sends on at once: to a path of this site, never elsewhere.
  for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/", "%2F%2Fevil.example", "/.//evil.example"]) {
    await page.goto(`/auth?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL("/member-dashboard");
  }
  await page.goto("/auth?next=%2Fcontact");
  await expect(page).toHaveURL("/contact");
});

test("a broken or used link says Link Invalid", async ({ page }) => {
  await page.goto("/auth#error=access_denied&error_description=Email+link+is+invalid+or+has+expired");
  await expect(page.getByText("Link Invalid")).toBeVisible();
  await expect(page.getByText("Email link is invalid or has expired")).toBeVisible();
  await page.goto("/auth#type=recovery&access_token=this-token-does-not-exist-anywhere");
  await expect(page.getByText("Link Invalid")).toHaveCount(2);
  await expect(page.getByText("The link has expired or been used. Please request a new one.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("wrong credentials say Login failed", async ({ page }) => {
  await page.goto("/auth");
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("whatever1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test.describe("/recover", () => {
  test("goes to /auth at once without a link", async ({ page }) => {
    await page.goto("/recover");
    await expect(page).toHaveURL("/auth");
  });

  test("says Invalid Link for a foreign host and returns to /auth after two seconds", async ({ page }) => {
    await page.goto(`/recover?link=${encodeURIComponent("https://localhost.evil.example/auth")}`);
    await expect(page.getByRole("heading", { name: "Invalid Link" })).toBeVisible();
    await expect(page).toHaveURL(/\/recover/);
    await expect(page).toHaveURL("/auth", { timeout: 5000 });
  });

  test("opens a link of our own domain", async ({ page, baseURL }) => {
    await page.goto(`/recover?link=${encodeURIComponent(`${baseURL}/about`)}`);
    await expect(page).toHaveURL("/about");
  });
});
