import type { Role } from "@ssem/core";
import { samplePasskeyAuthentication, samplePasskeyRegistration } from "@ssem/core/samples";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "./db/schema";
import { testAppForFile } from "./testing/test-app";

/**
 * Every endpoint as visitor, pending, member and admin, from another machine. The list of
 * endpoints comes from the app's registered routes: a new endpoint fails the last test until its
 * expected statuses, the permission policy decided on the server, are written down here.
 */
type Viewer = "visitor" | Role;
const viewers: Viewer[] = ["visitor", "pending", "member", "admin"];

const signedIn = { visitor: 401, pending: 200, member: 200, admin: 200 };
const adminOnly = (status: number) => ({ visitor: 401, pending: 403, member: 403, admin: status });
const nobody = "00000000-0000-4000-8000-000000000000";
const eventMail = { audience: "registered", subject: "Bring your stethoscope", text: "Please bring your own." };
const everyone = (status: number) => ({ visitor: status, pending: status, member: status, admin: status });

type Endpoint = {
  /** The address requested, when the endpoint's path has parameters. */
  path?: string;
  json?: unknown;
  expected: Record<Viewer, number>;
  /** The request ends the session it is made with, so it gets a session of its own. */
  endsSession?: boolean;
};

const matrix: Record<string, Endpoint> = {
  "GET /api/health": { expected: everyone(200) },
  "GET /api/me": { expected: signedIn },
  "GET /api/me/profile": { expected: signedIn },
  "GET /api/me/application": { expected: signedIn },
  // The member's own invoices (issue 23); the PDF's id names nobody's invoice, so 404 past the sign-in check.
  "GET /api/me/invoices": { expected: signedIn },
  "GET /api/me/invoices/:id/pdf": { path: `/api/me/invoices/${nobody}/pdf`, expected: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  "GET /api/me/invoices/:id/qr.svg": { path: `/api/me/invoices/${nobody}/qr.svg`, expected: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  "PATCH /api/me/profile": { json: { firstName: "A", lastName: "B" }, expected: signedIn },
  // Issue 27, resignation: anyone signed in sees where they stand; only members may resign (a wrong password is refused first).
  "GET /api/me/resignation": { expected: signedIn },
  "POST /api/me/resignation": { json: { when: "end_of_year", password: "wrong-password" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "DELETE /api/me/resignation": { expected: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  // Issue 27, signed-in devices: one's own sessions only; the id names nobody's session, so 404 past the sign-in check.
  "GET /api/me/sessions": { expected: signedIn },
  "POST /api/me/sessions/end-others": { expected: signedIn },
  "DELETE /api/me/sessions/:id": { path: `/api/me/sessions/${nobody}`, expected: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  "POST /api/me/password": { json: { currentPassword: "wrong", newPassword: "Newpass1" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  // Issue 27, "Download all my data": one's own data only (no id to name anyone else's); a wrong password is a 400 past the sign-in check.
  "POST /api/me/data-export": { json: { password: "wrong" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "GET /api/auth/get-session": { expected: everyone(200) },
  "POST /api/auth/sign-in/email": { json: { email: "nobody@example.org", password: "wrong-password" }, expected: everyone(401) },
  "POST /api/auth/sign-out": { expected: everyone(200), endsSession: true },
  // Issue 27, two-factor: enrolling and turning off need a session (these viewers have no second factor:
  // a wrong password, then "not on", are 400); a code without a session needs the password step's cookie.
  "POST /api/auth/two-factor/enable": { json: { password: "wrong-password" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/two-factor/disable": { json: { password: "wrong-password", code: "123456" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/two-factor/generate-backup-codes": { json: { password: "wrong-password", code: "123456" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/two-factor/verify-totp": { json: { code: "123456" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/two-factor/verify-backup-code": { json: { code: "abcde-12345" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  // Issue 27, passkeys (ADR 030): adding one needs a session and the password (wrong here: 400), then the
  // challenge cookie of that step (none here: 400); anyone may start a passkey sign-in, and a passkey
  // nobody has is 401. The list is one's own.
  "POST /api/auth/passkey/generate-register-options": { json: { password: "wrong-password" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/passkey/verify-registration": { json: samplePasskeyRegistration, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  "POST /api/auth/passkey/generate-authenticate-options": { expected: everyone(200) },
  "POST /api/auth/passkey/verify-authentication": { json: samplePasskeyAuthentication, expected: everyone(401) },
  "GET /api/me/passkeys": { expected: signedIn },
  // Removing one asks for the password first (issue 39): wrong here, so 400 past the sign-in check.
  "DELETE /api/me/passkeys/:id": { path: `/api/me/passkeys/${nobody}`, json: { password: "wrong-password" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  // Public by design: anyone may apply or use an e-mailed link; bad input is the only refusal.
  "POST /api/membership-applications": { json: {}, expected: everyone(400) },
  "POST /api/account/confirm-email": { json: { tokenHash: "x".repeat(40) }, expected: everyone(400) },
  "POST /api/account/resend-confirmation": { json: { email: "someone@example.org" }, expected: everyone(200) },
  "POST /api/account/password-reset-requests": { json: { email: "someone@example.org" }, expected: everyone(200) },
  "POST /api/account/password-links/inspect": { json: { type: "recovery", token: "x".repeat(40) }, expected: everyone(400) },
  "POST /api/account/password-links/use": { json: { type: "recovery", token: "x".repeat(40), password: "secret1" }, expected: everyone(400) },
  // Member management (issue 13): admins only. Decisions and removal name an id nobody has: 404 for an admin.
  "GET /api/admin/members": { expected: adminOnly(200) },
  "GET /api/admin/members/export": { expected: adminOnly(200) },
  "POST /api/admin/members/:id/approve": { path: `/api/admin/members/${nobody}/approve`, expected: adminOnly(404) },
  "POST /api/admin/members/:id/reject": { path: `/api/admin/members/${nobody}/reject`, expected: adminOnly(404) },
  "PUT /api/admin/members/:id/role": { path: `/api/admin/members/${nobody}/role`, json: { role: "member" }, expected: adminOnly(404) },
  "DELETE /api/admin/members/:id": { path: `/api/admin/members/${nobody}`, expected: adminOnly(404) },
  "GET /api/admin/audit-log": { expected: adminOnly(200) },
  // A row without a valid address fails alone: the admin gets 200 with the row in `failed`.
  // The member table (issue 24): bulk actions, admins only; an id nobody has is reported per person, so 200.
  "POST /api/admin/members/bulk": { json: { action: "approve", ids: [nobody] }, expected: adminOnly(200) },
  "POST /api/admin/members/import": { json: { members: [{ email: "matrix" }] }, expected: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  // Issue 24, import and export: the import's dry run, admins only; a row without a valid address fails alone (200).
  "POST /api/admin/members/import/preview": { json: { members: [{ email: "matrix" }] }, expected: adminOnly(200) },
  // Issue 24, the newsletter: its preview and the test mail to the admin, admins only.
  "POST /api/admin/newsletters/preview": { json: { subject: "News", text: "Hello" }, expected: adminOnly(200) },
  "POST /api/admin/newsletters/test": { json: { subject: "News", text: "Hello" }, expected: adminOnly(202) },
  // Holds every e-mailed link: from another machine, admins only; others learn nothing, not even that it exists.
  "GET /api/dev/outbox": { expected: { visitor: 404, pending: 404, member: 404, admin: 200 } },
  // Its attachments (invoice PDFs) under the same rule; the id names nothing, so the admin gets 404 too.
  "GET /api/dev/outbox/attachments/:id": { path: `/api/dev/outbox/attachments/${nobody}`, expected: everyone(404) },
  // The file share: members read, admins also write. The admin's 400/404 are this request's bad input, past the access check.
  "GET /api/files": { expected: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  "POST /api/files": { json: {}, expected: { visitor: 401, pending: 403, member: 403, admin: 400 } },
  "GET /api/files/:name": { expected: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  "DELETE /api/files/:name": { expected: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  // Ride-along requests (issue 15): members ask, admins list them and mark them done.
  "POST /api/ride-along-requests": { json: { location: "zurich", yearOfStudies: "3" }, expected: { visitor: 401, pending: 403, member: 201, admin: 201 } },
  "GET /api/admin/ride-along-requests": { expected: adminOnly(200) },
  "PATCH /api/admin/ride-along-requests/:id": { path: `/api/admin/ride-along-requests/${nobody}`, json: { status: "done" }, expected: adminOnly(404) },
  // The mailing list: anyone subscribes, confirms and unsubscribes (the links' tokens are the only key); bad tokens are 400.
  "POST /api/mailing-list/subscriptions": { json: { email: "matrix@example.org" }, expected: everyone(202) },
  "POST /api/mailing-list/confirm": { json: { token: "x".repeat(43) }, expected: everyone(400) },
  "POST /api/mailing-list/unsubscribe": { json: { token: "x".repeat(43) }, expected: everyone(400) },
  "POST /api/mailing-list/unsubscribe/one-click": { path: "/api/mailing-list/unsubscribe/one-click?token=x", expected: everyone(400) },
  // A mail app opening the List-Unsubscribe address: led to the unsubscribe page, never unsubscribed by the GET.
  "GET /api/mailing-list/unsubscribe/one-click": { path: "/api/mailing-list/unsubscribe/one-click?token=x", expected: everyone(303) },
  "GET /api/admin/mailing-list": { expected: adminOnly(200) },
  "GET /api/admin/mailing-list/export": { expected: adminOnly(200) },
  // Nobody has confirmed a subscription here, so the admin's newsletter is refused as going to no one.
  "POST /api/admin/newsletters": { json: { subject: "News", text: "Hello" }, expected: adminOnly(409) },
  // The review board is public and anonymous (spec: anyone reads and submits); an empty review is bad input.
  "GET /api/reviews": { expected: everyone(200) },
  "GET /api/reviews/hospitals": { expected: everyone(200) },
  "GET /api/reviews/stream": { expected: everyone(200) },
  "POST /api/reviews": { json: {}, expected: everyone(400) },
  // Manage Reviews: admins only; the review does not exist, so 404 for an admin.
  "GET /api/admin/reviews": { expected: adminOnly(200) },
  "DELETE /api/admin/reviews/:id": { path: "/api/admin/reviews/999999999", expected: adminOnly(404) },
  // Events (issue 15): everyone reads them and the calendar files (members-only details are trimmed, not refused);
  // admins write. The admin's 400/404 are this request's bad input or unknown id, past the access check.
  "GET /api/events": { expected: everyone(200) },
  "GET /events.ics": { expected: everyone(200) },
  "GET /events/:file{[^/]+\\.ics}": { path: `/events/${nobody}.ics`, expected: everyone(404) },
  "POST /api/admin/events": { json: {}, expected: adminOnly(400) },
  "PUT /api/admin/events/:id": { path: `/api/admin/events/${nobody}`, json: {}, expected: adminOnly(400) },
  "DELETE /api/admin/events/:id": { path: `/api/admin/events/${nobody}`, expected: adminOnly(404) },
  "POST /api/admin/events/:id/cancel": { path: `/api/admin/events/${nobody}/cancel`, expected: adminOnly(404) },
  // Event registration (issue 41): one's own registration is a member's; the event's id names no event, so 404 past the
  // access check. The board's side is admins'.
  "GET /api/me/registrations": { expected: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  "GET /api/events/:id/registration": { path: `/api/events/${nobody}/registration`, expected: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  "POST /api/events/:id/registration": { path: `/api/events/${nobody}/registration`, expected: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  "DELETE /api/events/:id/registration": { path: `/api/events/${nobody}/registration`, expected: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  "POST /api/events/:id/registration/offer": { path: `/api/events/${nobody}/registration/offer`, json: { accept: true }, expected: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  "GET /api/admin/events/:id/registration": { path: `/api/admin/events/${nobody}/registration`, expected: adminOnly(404) },
  "PUT /api/admin/events/:id/registration": { path: `/api/admin/events/${nobody}/registration`, json: {}, expected: adminOnly(400) },
  "GET /api/admin/events/:id/registrations": { path: `/api/admin/events/${nobody}/registrations`, expected: adminOnly(404) },
  "POST /api/admin/events/:id/registrations/:registrationId/:step": {
    path: `/api/admin/events/${nobody}/registrations/${nobody}/approve`,
    expected: adminOnly(404),
  },
  "PUT /api/admin/events/:id/registrations/:registrationId/attendance": {
    path: `/api/admin/events/${nobody}/registrations/${nobody}/attendance`,
    json: { attended: true },
    expected: adminOnly(404),
  },
  "GET /api/admin/events/:id/registrations.csv": { path: `/api/admin/events/${nobody}/registrations.csv`, expected: adminOnly(404) },
  "POST /api/admin/events/:id/mail": { path: `/api/admin/events/${nobody}/mail`, json: eventMail, expected: adminOnly(404) },
  "POST /api/admin/events/:id/mail/preview": { path: `/api/admin/events/${nobody}/mail/preview`, json: eventMail, expected: adminOnly(404) },
  "POST /api/admin/events/:id/mail/test": { path: `/api/admin/events/${nobody}/mail/test`, json: eventMail, expected: adminOnly(404) },
  // Check-in (issue 41): the QR code's page is the board's; one's own code is a member's, and nobody holds a seat here.
  "GET /api/admin/check-in/:token": { path: `/api/admin/check-in/${nobody}`, expected: adminOnly(404) },
  "POST /api/admin/check-in/:token": { path: `/api/admin/check-in/${nobody}`, expected: adminOnly(404) },
  "GET /api/events/:id/registration/check-in-code.svg": {
    path: `/api/events/${nobody}/registration/check-in-code.svg`,
    expected: { visitor: 401, pending: 403, member: 404, admin: 404 },
  },
  // Fees (issue 23): admins only. Actions name an invoice nobody has: 404 for an admin; the CSV needs its year.
  "GET /api/admin/fees/invoices": { expected: adminOnly(200) },
  "GET /api/admin/fees/invoices/:id/pdf": { path: `/api/admin/fees/invoices/${nobody}/pdf`, expected: adminOnly(404) },
  "POST /api/admin/fees/invoices/:id/payments": {
    path: `/api/admin/fees/invoices/${nobody}/payments`,
    json: { paidOn: "2026-01-10", amount: "10" },
    expected: adminOnly(404),
  },
  "POST /api/admin/fees/invoices/:id/cancel": { path: `/api/admin/fees/invoices/${nobody}/cancel`, json: { reason: "Matrix" }, expected: adminOnly(404) },
  "POST /api/admin/fees/invoices/:id/resend": { path: `/api/admin/fees/invoices/${nobody}/resend`, expected: adminOnly(404) },
  // Corrections (issue 39): reversing a booking, marking an amount to refund, dismissing a payment as not a fee.
  "GET /api/admin/fees/invoices/:id/payments": { path: `/api/admin/fees/invoices/${nobody}/payments`, expected: adminOnly(404) },
  "POST /api/admin/fees/invoices/:id/payments/:paymentId/reverse": {
    path: `/api/admin/fees/invoices/${nobody}/payments/${nobody}/reverse`,
    json: { reason: "Matrix" },
    expected: adminOnly(404),
  },
  "POST /api/admin/fees/invoices/:id/refund": { path: `/api/admin/fees/invoices/${nobody}/refund`, json: { reason: "Matrix" }, expected: adminOnly(404) },
  "GET /api/admin/fees/payments.csv": { path: "/api/admin/fees/payments.csv?year=2026", expected: adminOnly(200) },
  "GET /api/admin/fees/settings": { expected: adminOnly(200) },
  // Fees (issue 23): the bank's file and the payments it could not match, admins only. The admin's empty
  // upload is this request's bad input (not XML), the assignment's payment an id nobody has.
  "POST /api/admin/fees/bank-files": { expected: { visitor: 401, pending: 403, member: 403, admin: 415 } },
  "GET /api/admin/fees/unmatched-payments": { expected: adminOnly(200) },
  "POST /api/admin/fees/unmatched-payments/:id/assign": {
    path: `/api/admin/fees/unmatched-payments/${nobody}/assign`,
    json: { invoiceId: nobody },
    expected: adminOnly(404),
  },
  "POST /api/admin/fees/unmatched-payments/:id/dismiss": { path: `/api/admin/fees/unmatched-payments/${nobody}/dismiss`, json: { reason: "Matrix" }, expected: adminOnly(404) },
  // Fees (issue 23): renewal and ending a membership are admins' only. 2001 is a year no renewal may bill (400) and none ran for (404).
  "GET /api/admin/fees/renewals/preview": { path: `/api/admin/fees/renewals/preview?year=${new Date().getFullYear()}`, expected: adminOnly(200) },
  "POST /api/admin/fees/renewals": { json: { year: 2001 }, expected: adminOnly(400) },
  "GET /api/admin/fees/renewals/:year": { path: "/api/admin/fees/renewals/2001", expected: adminOnly(404) },
  "GET /api/admin/fees/memberships/:id": { path: `/api/admin/fees/memberships/${nobody}`, expected: adminOnly(404) },
  "POST /api/admin/fees/memberships/:id/end": { path: `/api/admin/fees/memberships/${nobody}/end`, json: { reason: "Not paid" }, expected: adminOnly(404) },
  // The person view (issue 24): admins only. It names an id nobody has: 404 for an admin.
  "GET /api/admin/members/:id": { path: `/api/admin/members/${nobody}`, expected: adminOnly(404) },
  "PATCH /api/admin/members/:id/profile": { path: `/api/admin/members/${nobody}/profile`, json: { firstName: "Testa", lastName: "Matrix" }, expected: adminOnly(404) },
  "POST /api/admin/members/:id/reapprove": { path: `/api/admin/members/${nobody}/reapprove`, expected: adminOnly(404) },
  "POST /api/admin/members/:id/reset-two-factor": { path: `/api/admin/members/${nobody}/reset-two-factor`, expected: adminOnly(404) },
  "POST /api/admin/members/:id/resend-invite": { path: `/api/admin/members/${nobody}/resend-invite`, expected: adminOnly(404) },
  "POST /api/admin/members/:id/resend-confirmation": { path: `/api/admin/members/${nobody}/resend-confirmation`, expected: adminOnly(404) },
  // The clock for e2e tests: beside the dev mailbox, with its rule (from another machine, admins only; others learn nothing).
  "POST /api/dev/housekeeping": { json: { now: "2000-01-01T00:00:00Z" }, expected: { visitor: 404, pending: 404, member: 404, admin: 200 } },
  // The audit log's CSV (issue 24): admins only, like the log; filtered, so that the matrix asks with a filter too.
  "GET /api/admin/audit-log/export": { path: "/api/admin/audit-log/export?action=member_removed&from=2026-01-01", expected: adminOnly(200) },
  // Issue 25, scheduled backups: their status is for admins only (it names files and failures on the server).
  "GET /api/admin/backups/status": { expected: adminOnly(200) },
};

const t = testAppForFile();
const cookies: Partial<Record<Viewer, string>> = {};

beforeAll(async () => {
  for (const role of ["pending", "member", "admin"] as const) cookies[role] = (await t.loginAs(role)).cookie;
});
// Each entry is judged on its own: the wrong passwords above all take turns of one account's
// re-entered-password limit, which would answer 429 from the sixth on.
beforeEach(async () => {
  await t.db.delete(rateLimitCounters);
});

describe("authorization matrix", () => {
  for (const [endpoint, { path: address, json, expected, endsSession }] of Object.entries(matrix)) {
    const [method, routePath] = endpoint.split(" ") as [string, string];
    const path = address ?? routePath;
    for (const viewer of viewers) {
      it(`${endpoint} as ${viewer} → ${expected[viewer]}`, async () => {
        const cookie = viewer === "visitor" ? undefined : endsSession ? (await t.loginAs(viewer)).cookie : cookies[viewer];
        const response = await t.request(path, { method, json, cookie, from: "203.0.113.10" });
        expect(response.status).toBe(expected[viewer]);
        const requiresSignIn = expected.visitor === 401 && expected.pending !== 401;
        if (requiresSignIn && viewer === "visitor") {
          expect(await response.json()).toEqual({ error: "Authentication required", code: "unauthenticated" });
        }
      });
    }
  }

  it("lists every endpoint the app has", () => {
    const registered = t.app.routes.filter((route) => route.method !== "ALL").map((route) => `${route.method} ${route.path}`);
    expect(registered.filter((endpoint) => !(endpoint in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((endpoint) => !registered.includes(endpoint))).toEqual([]);
  });
});
