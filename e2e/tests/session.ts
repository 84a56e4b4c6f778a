import http from "node:http";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

/** The API refuses writes from other origins; requests made outside a page name the site's own. */
const originOf = (url: string) => ({ origin: new URL(url).origin });

/**
 * Signs the page in without the login form: the page's request context shares its cookies, so
 * the page is signed in from its next navigation on.
 */
export async function signInAs(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const response = await page.request.post("/api/auth/sign-in/email", { data: { email, password }, headers: originOf(page.url()) });
  expect(response.ok(), `sign-in of ${email}: ${await response.text()}`).toBe(true);
}

/** An address no earlier run or retry has used: the database lives as long as the whole run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

type OutboxMail = { to: string; text: string };

/**
 * A signed-up applicant who has confirmed the e-mail address: status pending, role pending, able
 * to sign in. Made through the public API and the dev outbox, as a real applicant would.
 */
export async function createConfirmedApplicant(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  password: string,
  answers: { lastName?: string; field?: string; studentType?: string; yearOfCompletion?: number } = {},
) {
  const application = await postFromOwnAddress(new URL("/api/membership-applications", baseURL), {
    firstName: "Erika",
    lastName: "Example",
    field: "nursing",
    studentType: "graduate",
    placeOfStudy: "Bern",
    email,
    phone: "044 000 00 00",
    password,
    ...answers,
  });
  expect(application.status, application.body).toBe(201);

  const outbox = (await (await request.get("/api/dev/outbox")).json()) as OutboxMail[];
  const tokenHash = outbox.find((mail) => mail.to.includes(email))?.text.match(/token_hash=([\w-]+)/)?.[1];
  expect(tokenHash, `confirmation mail to ${email}`).toBeTruthy();

  // From the applicant's own address too: the per-IP limit on link requests (30 per 15 minutes) counts
  // each applicant's browser, not the whole test run's.
  const confirmation = await postFromOwnAddress(new URL("/api/account/confirm-email", baseURL), { tokenHash });
  expect(confirmation.status, confirmation.body).toBe(200);
}

let applicants = 0;

/**
 * Posts JSON from an address of this machine of its own (127.0.0.x: all of 127/8 is loopback), as
 * separate applicants would, so that the per-IP limit on applications (30 per 15 minutes) does
 * not decide how many applicants (or reviews) a test run may create. The server still sees a loopback socket.
 */
export function postFromOwnAddress(url: URL, body: unknown): Promise<{ status: number; body: string }> {
  applicants += 1;
  // The process id keeps the two Playwright workers apart.
  const localAddress = `127.${process.pid % 250}.${Math.floor(applicants / 250) % 250}.${(applicants % 250) + 2}`;
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress,
        family: 4,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload), origin: url.origin },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}
