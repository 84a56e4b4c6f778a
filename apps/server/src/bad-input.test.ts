import { auditActions, importRowSchema, isCalendarDate, reviewSorts } from "@ssem/core";
import fc from "fast-check";
import { sampleEvent, sampleImportRow, samplePasskeyAuthentication, samplePasskeyRegistration, sampleReview } from "@ssem/core/samples";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { issueToken } from "./auth/one-time-tokens";
import { bookPayment, issueInvoices } from "./fees/invoices";
import { declaredBodySchema } from "./http/validate";
import { snapshotRows } from "./testing/database-snapshot";
import { signedInForFile, testAppForFile } from "./testing/test-app";

/**
 * Bad input, property-based: random strings (control characters, NUL, lone surrogates, very long
 * strings) in every text field of every endpoint that takes a body and in its path parameters, and
 * random JSON as the whole body. The server never answers 5xx, and when it refuses (4xx) no row has
 * changed. A new endpoint with a body belongs in `endpoints`, and a new field in its `body`; the
 * last two tests fail until they are there. Every GET endpoint (`reads`) gets random query strings,
 * and the review board's pages random and crafted cursors: a 4xx or a 200, never a 5xx.
 */
type Endpoint = {
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  path: string;
  signedIn?: boolean;
  /** Sent with an admin's session instead of a member's. */
  asAdmin?: boolean;
  /** The address requested, when `path` has parameters. */
  url?: () => string;
  body: () => Record<string, unknown>;
  /** For bodies that carry a list: puts the object whose fields vary where the endpoint expects it. */
  wrap?: (fields: Record<string, unknown>) => unknown;
  /** With `wrap`: the schema each item of the list is checked against, whose every field `body` must hold. */
  itemSchema?: z.ZodType;
  /** A dry run: not even an answer of 200 may change a row. */
  writesNothing?: boolean;
};

const t = testAppForFile();
const member = signedInForFile(t, "member");
const admin = signedInForFile(t, "admin");
let roleTarget: string;
/** The person whose profile the admin corrects. */
let correctionTarget: string;
let inviteToken: string;
let eventId: string;
/** An invoice that payments may be booked to, and one already paid in full. */
let invoiceId: string;
let paidInvoiceId: string;
/** An id no one has: decisions and removals about it are refused and change nothing. */
const nobody = "00000000-0000-4000-8000-000000000000";

const endpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/membership-applications",
    body: () => ({
      firstName: "Anna",
      lastName: "Muster",
      field: "medicine",
      studentType: "student",
      yearOfCompletion: "2028",
      placeOfStudy: "Bern",
      email: "property@example.org",
      phone: "+41 79 000 00 00",
      password: "secret1",
      message: "Hello",
      locale: "de",
    }),
  },
  { method: "POST", path: "/api/auth/sign-in/email", body: () => ({ email: member.email, password: "wrong-password" }) },
  // Issue 27, two-factor: the member has none enrolled, so even well-formed bodies change nothing.
  { method: "POST", path: "/api/auth/two-factor/enable", signedIn: true, body: () => ({ password: "not-the-password" }) },
  { method: "POST", path: "/api/auth/two-factor/verify-totp", body: () => ({ code: "123456" }) },
  { method: "POST", path: "/api/auth/two-factor/verify-backup-code", body: () => ({ code: "abcde-12345" }) },
  { method: "POST", path: "/api/auth/two-factor/disable", signedIn: true, body: () => ({ password: "not-the-password", code: "123456" }) },
  { method: "POST", path: "/api/auth/two-factor/generate-backup-codes", signedIn: true, body: () => ({ password: "not-the-password", code: "123456" }) },
  // Issue 27, passkeys (ADR 030): never the right password, never a challenge cookie, never a passkey anyone has.
  { method: "POST", path: "/api/auth/passkey/generate-register-options", signedIn: true, body: () => ({ password: "not-the-password" }) },
  { method: "POST", path: "/api/auth/passkey/verify-registration", signedIn: true, body: () => structuredClone(samplePasskeyRegistration) },
  { method: "POST", path: "/api/auth/passkey/generate-authenticate-options", body: () => ({}) },
  { method: "POST", path: "/api/auth/passkey/verify-authentication", body: () => structuredClone(samplePasskeyAuthentication) },
  {
    method: "PATCH",
    path: "/api/me/profile",
    signedIn: true,
    body: () => ({ firstName: "Lea", lastName: "Keller", jobTitle: "Student", university: "Basel", yearOfStudy: "3", phone: "061 000 00 00", locale: "fr" }),
  },
  { method: "POST", path: "/api/me/password", signedIn: true, body: () => ({ currentPassword: "not-the-password", newPassword: "Newpass1" }) },
  { method: "POST", path: "/api/me/data-export", signedIn: true, body: () => ({ password: "not-the-password" }) },
  { method: "POST", path: "/api/account/confirm-email", body: () => ({ tokenHash: "x".repeat(43) }) },
  { method: "POST", path: "/api/account/resend-confirmation", body: () => ({ email: "nobody@example.org" }) },
  { method: "POST", path: "/api/account/password-reset-requests", body: () => ({ email: "nobody@example.org" }) },
  { method: "POST", path: "/api/account/password-links/inspect", body: () => ({ type: "invite", token: inviteToken }) },
  { method: "POST", path: "/api/account/password-links/use", body: () => ({ type: "invite", token: "y".repeat(43), password: "secret1" }) },
  { method: "PUT", path: "/api/admin/members/:id/role", asAdmin: true, url: () => `/api/admin/members/${roleTarget}/role`, body: () => ({ role: "admin" }) },
  // These take no body; whatever body comes is ignored, and a person who does not exist is a 404.
  { method: "POST", path: "/api/admin/members/:id/approve", asAdmin: true, url: () => `/api/admin/members/${nobody}/approve`, body: () => ({}) },
  { method: "POST", path: "/api/admin/members/:id/reject", asAdmin: true, url: () => `/api/admin/members/${nobody}/reject`, body: () => ({}) },
  { method: "DELETE", path: "/api/admin/members/:id", asAdmin: true, url: () => `/api/admin/members/${nobody}`, body: () => ({}) },
  // Issue 24: a role change for nobody is reported as "no longer exists" and changes nothing.
  { method: "POST", path: "/api/admin/members/bulk", asAdmin: true, body: () => ({ action: "role", ids: [nobody], role: "admin" }) },
  {
    method: "POST",
    path: "/api/admin/members/import",
    asAdmin: true,
    body: () => ({ ...sampleImportRow, email: "imported-property@example.org", language: "fr" }),
    // The row's fields vary; sendInvoice is sent as the form sends it (its bad values are in "any JSON as the body").
    wrap: (row) => ({ members: [row], sendInvoice: false, defaultLanguage: "de" }),
    itemSchema: importRowSchema,
  },
  // Issue 24, the import's dry run: whatever it is sent, even a valid row, it writes nothing.
  {
    method: "POST",
    path: "/api/admin/members/import/preview",
    asAdmin: true,
    body: () => ({ ...sampleImportRow, email: "previewed-property@example.org", language: "fr" }),
    wrap: (row) => ({ members: [row], sendInvoice: true, defaultLanguage: "de" }),
    itemSchema: importRowSchema,
    writesNothing: true,
  },
  // Issue 24, the newsletter's preview writes nothing; its test mail goes to the admin alone (at most 5, then 429).
  { method: "POST", path: "/api/admin/newsletters/preview", asAdmin: true, body: () => ({ subject: "News", text: "Hello\n\nWorld" }), writesNothing: true },
  { method: "POST", path: "/api/admin/newsletters/test", asAdmin: true, body: () => ({ subject: "News", text: "Hello\n\nWorld" }) },
  { method: "POST", path: "/api/ride-along-requests", signedIn: true, body: () => ({ location: "basel", yearOfStudies: "2" }) },
  {
    method: "PATCH",
    path: "/api/admin/ride-along-requests/:id",
    asAdmin: true,
    url: () => `/api/admin/ride-along-requests/${nobody}`,
    body: () => ({ status: "done" }),
  },
  // Issue 26: the page's language; anything but en, de, fr or it is refused like a bad address.
  { method: "POST", path: "/api/mailing-list/subscriptions", body: () => ({ email: "property-list@example.org", locale: "de" }) },
  { method: "POST", path: "/api/mailing-list/confirm", body: () => ({ token: "x".repeat(43) }) },
  { method: "POST", path: "/api/mailing-list/unsubscribe", body: () => ({ token: "x".repeat(43) }) },
  // No subscriber has confirmed here: even a valid newsletter is refused, and nothing is queued.
  { method: "POST", path: "/api/admin/newsletters", asAdmin: true, body: () => ({ subject: "News", text: "Hello\n\nWorld" }) },
  {
    method: "POST",
    path: "/api/reviews",
    body: () => ({ ...sampleReview, website: "" }),
  },
  { method: "DELETE", path: "/api/admin/reviews/:id", asAdmin: true, url: () => "/api/admin/reviews/999999999", body: () => ({}) },
  { method: "POST", path: "/api/admin/events", asAdmin: true, body: () => ({ ...sampleEvent }) },
  { method: "PUT", path: "/api/admin/events/:id", asAdmin: true, url: () => `/api/admin/events/${eventId}`, body: () => ({ ...sampleEvent }) },
  { method: "DELETE", path: "/api/admin/events/:id", asAdmin: true, url: () => `/api/admin/events/${nobody}`, body: () => ({}) },
  { method: "POST", path: "/api/admin/events/:id/cancel", asAdmin: true, url: () => `/api/admin/events/${nobody}/cancel`, body: () => ({}) },
  // Issue 41: this event takes no registrations, so a member's steps are refused; the board's settings are taken.
  { method: "POST", path: "/api/events/:id/registration", signedIn: true, url: () => `/api/events/${eventId}/registration`, body: () => ({}) },
  { method: "DELETE", path: "/api/events/:id/registration", signedIn: true, url: () => `/api/events/${eventId}/registration`, body: () => ({}) },
  { method: "POST", path: "/api/events/:id/registration/offer", signedIn: true, url: () => `/api/events/${eventId}/registration/offer`, body: () => ({ accept: true }) },
  {
    method: "PUT",
    path: "/api/admin/events/:id/registration",
    asAdmin: true,
    url: () => `/api/admin/events/${eventId}/registration`,
    body: () => ({
      registrationOn: false,
      capacity: 20,
      minParticipants: 4,
      opensAt: "2027-01-10T08:00",
      closesAt: "2027-02-10T18:00",
      approval: false,
      cancelUntil: "2027-02-01T12:00",
      offerHours: 48,
    }),
  },
  {
    method: "POST",
    path: "/api/admin/events/:id/registrations/:registrationId/:step",
    asAdmin: true,
    url: () => `/api/admin/events/${eventId}/registrations/${nobody}/approve`,
    body: () => ({}),
  },
  {
    method: "PUT",
    path: "/api/admin/events/:id/registrations/:registrationId/attendance",
    asAdmin: true,
    url: () => `/api/admin/events/${eventId}/registrations/${nobody}/attendance`,
    body: () => ({ attended: true }),
  },
  // The list is empty, so a valid mail is refused (409): any variation must change nothing either.
  ...["", "/preview", "/test"].map((tail) => ({
    method: "POST" as const,
    path: `/api/admin/events/:id/mail${tail}`,
    asAdmin: true,
    url: () => `/api/admin/events/${eventId}/mail${tail}`,
    body: () => ({ audience: "registered", subject: "Bring your stethoscope", text: "Please bring your own." }),
  })),
  { method: "POST", path: "/api/admin/check-in/:token", asAdmin: true, url: () => `/api/admin/check-in/${nobody}`, body: () => ({}) },
  // A valid payment is booked (201): any variation that is refused must leave the invoice as it was.
  {
    method: "POST",
    path: "/api/admin/fees/invoices/:id/payments",
    asAdmin: true,
    url: () => `/api/admin/fees/invoices/${invoiceId}/payments`,
    body: () => ({ paidOn: "2026-01-15", amount: "0.05", note: "Cash" }),
  },
  // A paid invoice cannot be cancelled: even a valid reason is refused (409), and nothing changes.
  // Takes no body; a paid invoice is not sent again (409), so nothing is queued whatever comes.
  { method: "POST", path: "/api/admin/fees/invoices/:id/resend", asAdmin: true, url: () => `/api/admin/fees/invoices/${paidInvoiceId}/resend`, body: () => ({}) },
  { method: "POST", path: "/api/admin/fees/invoices/:id/cancel", asAdmin: true, url: () => `/api/admin/fees/invoices/${paidInvoiceId}/cancel`, body: () => ({ reason: "Property" }) },
  // No unmatched payment has this id: a valid body is a 404 and books nothing.
  {
    method: "POST",
    path: "/api/admin/fees/unmatched-payments/:id/assign",
    asAdmin: true,
    url: () => `/api/admin/fees/unmatched-payments/${nobody}/assign`,
    body: () => ({ invoiceId: nobody }),
  },
  // Corrections name a booking, an invoice or a payment nobody has: a valid reason is a 404 and changes nothing.
  {
    method: "POST",
    path: "/api/admin/fees/invoices/:id/payments/:paymentId/reverse",
    asAdmin: true,
    url: () => `/api/admin/fees/invoices/${nobody}/payments/${nobody}/reverse`,
    body: () => ({ reason: "Property" }),
  },
  { method: "POST", path: "/api/admin/fees/invoices/:id/refund", asAdmin: true, url: () => `/api/admin/fees/invoices/${nobody}/refund`, body: () => ({ reason: "Property" }) },
  {
    method: "POST",
    path: "/api/admin/fees/unmatched-payments/:id/dismiss",
    asAdmin: true,
    url: () => `/api/admin/fees/unmatched-payments/${nobody}/dismiss`,
    body: () => ({ reason: "Property" }),
  },
  // A year no renewal may bill: every request is refused, and no run starts behind the test's back.
  { method: "POST", path: "/api/admin/fees/renewals", asAdmin: true, body: () => ({ year: 2001 }) },
  { method: "POST", path: "/api/admin/fees/memberships/:id/end", asAdmin: true, url: () => `/api/admin/fees/memberships/${nobody}/end`, body: () => ({ reason: "Not paid" }) },
  // As of 2000 nothing is due: a valid moment changes nothing either.
  { method: "POST", path: "/api/dev/housekeeping", asAdmin: true, body: () => ({ now: "2000-01-01T00:00:00Z" }) },
  // The person view (issue 24). A valid correction is saved (200): a refused variation must leave the profile as it was.
  {
    method: "PATCH",
    path: "/api/admin/members/:id/profile",
    asAdmin: true,
    url: () => `/api/admin/members/${correctionTarget}/profile`,
    body: () => ({ firstName: "Testa", lastName: "Property", jobTitle: "Tester", university: "Test University", yearOfStudy: "2", phone: "000 000 00 00" }),
  },
  // These take no body; a person who does not exist is a 404, whatever comes.
  { method: "POST", path: "/api/admin/members/:id/reapprove", asAdmin: true, url: () => `/api/admin/members/${nobody}/reapprove`, body: () => ({}) },
  { method: "POST", path: "/api/admin/members/:id/reset-two-factor", asAdmin: true, url: () => `/api/admin/members/${nobody}/reset-two-factor`, body: () => ({}) },
  { method: "POST", path: "/api/admin/members/:id/resend-invite", asAdmin: true, url: () => `/api/admin/members/${nobody}/resend-invite`, body: () => ({}) },
  { method: "POST", path: "/api/admin/members/:id/resend-confirmation", asAdmin: true, url: () => `/api/admin/members/${nobody}/resend-confirmation`, body: () => ({}) },
  // Issue 27: these take no body; a session id nobody has is a 404, and ending the others keeps the one in use.
  { method: "POST", path: "/api/me/sessions/end-others", signedIn: true, body: () => ({}) },
  { method: "DELETE", path: "/api/me/sessions/:id", signedIn: true, url: () => `/api/me/sessions/${nobody}`, body: () => ({}) },
  // The password is never the shared member's (issue 39): refused before the passkey nobody has is looked for.
  { method: "DELETE", path: "/api/me/passkeys/:id", signedIn: true, url: () => `/api/me/passkeys/${nobody}`, body: () => ({ password: "not-the-password" }) },
  // Issue 27: the password is never the shared member's, so no property run resigns anyone; withdrawing takes no body.
  { method: "POST", path: "/api/me/resignation", signedIn: true, body: () => ({ when: "end_of_year", keepNewsletter: false, password: "not-the-password" }) },
  { method: "DELETE", path: "/api/me/resignation", signedIn: true, body: () => ({}) },
  // Last: it ends the shared session that the signed-in endpoints above use.
  { method: "POST", path: "/api/auth/sign-out", signedIn: true, body: () => ({}) },
];

/** Endpoints that take no JSON: their bad input is tested beside them. */
const notJson: Record<string, string> = {
  "POST /api/files": "a multipart upload, not JSON; routes/files/route.test.ts sends it broken forms, names and content",
  "POST /api/mailing-list/unsubscribe/one-click":
    "RFC 8058's form-encoded one-click POST; its body is not read, its token (query) is tried in mailing-list/routes/mailing-list.test.ts",
  "DELETE /api/files/:name": "no body; the name in the path is tried in every traversal form in routes/files/route.test.ts",
  "POST /api/admin/fees/bank-files":
    "the bank's XML file as the body; fees/routes/bank-files.test.ts sends it random and cut bytes and names (fast-check), broken XML, DTDs and oversized streams",
};

/** Strings that have broken servers: control characters, NUL, lone surrogates, very long ones, and ordinary text. */
const nastyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 8 }).map((value) => `Anna${value}\u0000`),
  fc.constantFrom("\uD800", "a\uDC00b", "\u0000", "Anna\r\nBcc: x@example.org", "\u202Eevil", "%00", "'; drop table \"user\"; --"),
  fc.integer({ min: 201, max: 100_000 }).map((length) => "x".repeat(length)),
  fc.string({ maxLength: 20 }),
);

/**
 * A path segment as a client may send it: percent-encoded UTF-8, and a lone surrogate as the
 * three bytes a careless encoder writes for it (%ED%A0%80), which are not valid UTF-8.
 */
function pathSegment(value: string): string {
  return Array.from(value, (character) => {
    const code = character.charCodeAt(0);
    if (character.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
  }).join("");
}

/** The fields a body schema declares: an object's keys, through the transforms around it. */
function declaredFields(schema: z.ZodType): string[] {
  const def = schema.def as { type: string; in?: z.ZodType; shape?: Record<string, unknown> };
  if (def.type === "pipe" && def.in) return declaredFields(def.in);
  if (def.type === "object" && def.shape) return Object.keys(def.shape);
  throw new Error(`cannot read the fields of a ${def.type} schema`);
}

/** A GET endpoint: the query parameters it reads (random ones are tried beside them), and who asks. */
type Read = { path: string; url?: () => string; query: string[]; as?: "member" | "admin" };

const reads: Read[] = [
  { path: "/api/auth/get-session", query: ["disableCookieCache", "disableRefresh"], as: "member" },
  { path: "/api/health", query: [] },
  { path: "/api/me", query: [], as: "member" },
  { path: "/api/me/profile", query: [], as: "member" },
  { path: "/api/me/application", query: [], as: "member" },
  { path: "/api/me/invoices", query: [], as: "member" },
  { path: "/api/me/resignation", query: [], as: "member" },
  { path: "/api/me/sessions", query: [], as: "member" },
  { path: "/api/me/passkeys", query: [], as: "member" },
  { path: "/api/me/invoices/:id/pdf", url: () => "/api/me/invoices/00000000-0000-4000-8000-000000000000/pdf", query: [], as: "member" },
  { path: "/api/me/invoices/:id/qr.svg", url: () => "/api/me/invoices/00000000-0000-4000-8000-000000000000/qr.svg", query: [], as: "member" },
  { path: "/api/files", query: [], as: "member" },
  { path: "/api/files/:name", url: () => "/api/files/statutes.pdf", query: ["download"], as: "member" },
  { path: "/api/admin/members", query: ["status", "q", "role", "field", "sort", "dir", "page", "pageSize"], as: "admin" },
  { path: "/api/admin/members/export", query: ["status", "q", "role", "field", "sort", "dir", "ids", "lang"], as: "admin" },
  { path: "/api/admin/audit-log", query: ["page", "pageSize", "action", "actor", "subject", "from", "to"], as: "admin" },
  { path: "/api/admin/audit-log/export", query: ["action", "actor", "subject", "from", "to", "lang"], as: "admin" },
  { path: "/api/admin/members/:id", url: () => `/api/admin/members/${correctionTarget}`, query: [], as: "admin" },
  { path: "/api/ride-along-requests", query: [], as: "member" },
  { path: "/api/admin/ride-along-requests", query: [], as: "admin" },
  { path: "/api/admin/mailing-list", query: [], as: "admin" },
  { path: "/api/admin/mailing-list/export", query: ["lang"], as: "admin" },
  { path: "/api/mailing-list/unsubscribe/one-click", query: ["token"] },
  { path: "/api/reviews", query: ["sort", "limit", "cursor", "country", "city", "hospital", "type"] },
  { path: "/api/reviews/hospitals", query: [] },
  { path: "/api/reviews/stream", query: ["after"] },
  // Issue 24: Manage Reviews searches and pages.
  { path: "/api/admin/reviews", query: ["q", "page", "limit"], as: "admin" },
  { path: "/api/events", query: [] },
  // Issue 41: one's registrations and one event's; the board's settings and list.
  { path: "/api/me/registrations", query: [], as: "member" },
  { path: "/api/events/:id/registration", url: () => `/api/events/${eventId}/registration`, query: [], as: "member" },
  { path: "/api/admin/events/:id/registration", url: () => `/api/admin/events/${eventId}/registration`, query: [], as: "admin" },
  { path: "/api/admin/events/:id/registrations", url: () => `/api/admin/events/${eventId}/registrations`, query: [], as: "admin" },
  { path: "/api/events/:id/registration/check-in-code.svg", url: () => `/api/events/${eventId}/registration/check-in-code.svg`, query: [], as: "member" },
  { path: "/api/admin/events/:id/registrations.csv", url: () => `/api/admin/events/${eventId}/registrations.csv`, query: ["lang"], as: "admin" },
  { path: "/api/admin/check-in/:token", url: () => `/api/admin/check-in/${nobody}`, query: [], as: "admin" },
  { path: "/api/dev/outbox", query: [], as: "admin" },
  { path: "/api/admin/fees/invoices", query: ["year", "state", "q", "page", "pageSize"], as: "admin" },
  { path: "/api/admin/fees/invoices/:id/pdf", url: () => `/api/admin/fees/invoices/${invoiceId}/pdf`, query: [], as: "admin" },
  { path: "/api/admin/fees/invoices/:id/payments", url: () => `/api/admin/fees/invoices/${invoiceId}/payments`, query: [], as: "admin" },
  { path: "/api/admin/fees/payments.csv", query: ["year", "lang"], as: "admin" },
  { path: "/api/admin/fees/settings", query: [], as: "admin" },
  { path: "/api/admin/fees/renewals/preview", query: ["year"], as: "admin" },
  { path: "/api/admin/fees/renewals/:year", url: () => "/api/admin/fees/renewals/2001", query: [], as: "admin" },
  { path: "/api/admin/fees/memberships/:id", url: () => `/api/admin/fees/memberships/${nobody}`, query: [], as: "admin" },
  { path: "/api/dev/outbox/attachments/:id", url: () => "/api/dev/outbox/attachments/00000000-0000-4000-8000-000000000000", query: [], as: "admin" },
  { path: "/api/admin/fees/unmatched-payments", query: ["page"], as: "admin" },
  // Issue 25: the scheduled backups' status takes no parameters.
  { path: "/api/admin/backups/status", query: [], as: "admin" },
  { path: "/events.ics", query: [] },
  { path: "/events/:file{[^/]+\\.ics}", url: () => `/events/${eventId}.ics`, query: [] },
];

/** A query string as a client may send it: known and unknown keys, repeated keys, any values, broken escapes. */
const nastyQuery = (keys: string[]) =>
  fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...keys, "x", "__proto__", ""), fc.string({ maxLength: 8 })), nastyString), { maxLength: 4 })
      .map((pairs) => pairs.map(([key, value]) => `${pathSegment(key)}=${pathSegment(value)}`).join("&")),
    fc.constantFrom("%", "%zz", "a=%ED%A0%80", "=&&=", "page=1e400", "limit=-0", "after=9007199254740993", "cursor=%00"),
  );

const base64url = (value: string) => Buffer.from(value).toString("base64url");
/** The cursor's own shape ([bound, value, id]) with any values, any JSON, and any text. */
const nastyCursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null)),
      fc.oneof(fc.integer(), fc.double(), nastyString, fc.constantFrom("abc", "1.5", "99999999999", "1e5", "-1", "NaN", "\u0000")),
      fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null), fc.constant(2 ** 60)),
    )
    .map((cursor) => base64url(JSON.stringify(cursor))),
  fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value))),
  nastyString,
);

let addresses = 0;
/** Each request from its own address, so per-IP limits do not hide what validation does. */
const nextAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${(addresses += 1) & 255}`;

async function send(endpoint: Endpoint, body: unknown, url: string) {
  const response = await t.request(url, {
    method: endpoint.method,
    json: body,
    cookie: endpoint.asAdmin ? admin.cookie : endpoint.signedIn ? member.cookie : undefined,
    from: nextAddress(),
  });
  return response.status;
}

/** Sends the body and checks the two promises: no 5xx, and a refusal changes no row. */
async function expectSafe(endpoint: Endpoint, body: unknown, url = endpoint.url?.() ?? endpoint.path) {
  const before = await snapshotRows(t.db, ["rate_limit_counters"]);
  const status = await send(endpoint, body, url);
  expect(status, `${endpoint.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`).toBeLessThan(500);
  if (status >= 400 || endpoint.writesNothing) expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
}

/** Sends a GET and checks that it is no 5xx; the body is never read (a stream would not end). */
async function expectReadSafe(read: Read, url: string) {
  const viewer = read.as === "admin" ? admin : read.as === "member" ? member : undefined;
  const response = await t.request(url, { cookie: viewer?.cookie, from: nextAddress() });
  await response.body?.cancel();
  expect(response.status, `GET ${url}`).toBeLessThan(500);
  return response.status;
}

beforeAll(async () => {
  // Three reviews, so that a page of one has a next page and a real cursor.
  for (const hospital of ["Alpha", "Beta", "Gamma"]) {
    await t.request("/api/reviews", { json: { ...sampleReview, hospital, website: "" }, from: nextAddress() });
  }
  roleTarget = (await t.createUser()).userId;
  correctionTarget = (await t.createUser()).userId;
  inviteToken = await issueToken(t.db, (await t.createUser()).userId, "invite");
  const created = await t.request("/api/admin/events", { json: sampleEvent, cookie: admin.cookie });
  eventId = ((await created.json()) as { id: string }).id;
  const billed = [(await t.createUser({ studentType: "resident" })).userId, (await t.createUser({ studentType: "student" })).userId];
  const made = await t.db.transaction((tx) => issueInvoices(tx, t.env.billing, { userIds: billed, year: 2026, issuedOn: "2026-01-10" }));
  const [open, paid] = billed.map((userId) => made.find((invoice) => invoice.userId === userId)!);
  invoiceId = open!.id;
  paidInvoiceId = paid!.id;
  await t.db.transaction((tx) => bookPayment(tx, { invoiceId: paidInvoiceId, amountRappen: paid!.amountRappen, paidOn: "2026-01-12" }));
});

describe("bad input never breaks the server and a refusal changes nothing", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}: any string in any field`, async () => {
      const fields = Object.keys(endpoint.body());
      if (fields.length === 0) return;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), nastyString, async (field, value) => {
          const varied = { ...endpoint.body(), [field]: value };
          await expectSafe(endpoint, endpoint.wrap ? endpoint.wrap(varied) : varied);
        }),
        { numRuns: 40 },
      );
    });

    if (endpoint.path.includes("/:")) {
      it(`${endpoint.method} ${endpoint.path}: any string as the path parameter`, async () => {
        await fc.assert(
          fc.asyncProperty(nastyString, async (value) => {
            const body = endpoint.wrap ? endpoint.wrap(endpoint.body()) : endpoint.body();
            await expectSafe(endpoint, body, endpoint.path.replace(/:[A-Za-z]+/g, pathSegment(value)));
          }),
          { numRuns: 40 },
        );
      });
    }

    it(`${endpoint.method} ${endpoint.path}: any JSON as the body`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (body) => {
          await expectSafe(endpoint, body);
        }),
        { numRuns: 15 },
      );
    });
  }

  for (const read of reads) {
    it(`GET ${read.path}: any query string`, async () => {
      await fc.assert(
        fc.asyncProperty(nastyQuery(read.query.length > 0 ? read.query : ["q"]), async (query) => {
          await expectReadSafe(read, `${read.url?.() ?? read.path}?${query}`);
        }),
        { numRuns: 25 },
      );
    });
  }

  it("GET /api/reviews: any cursor with any sort is a 400 or a page, never a 5xx", async () => {
    const read = reads.find((candidate) => candidate.path === "/api/reviews")!;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reviewSorts), nastyCursor, async (sort, cursor) => {
        expect([200, 400]).toContain(await expectReadSafe(read, `/api/reviews?${new URLSearchParams({ sort, limit: "1", cursor })}`));
      }),
      { numRuns: 150 },
    );
  });

  it("GET /api/reviews: a cursor whose value does not fit its sort is a 400 (the probe's crafted cursor)", async () => {
    for (const sort of ["rating", "hospital_avg"]) {
      const response = await t.request(`/api/reviews?sort=${sort}&cursor=WzEsImFiYyIsMV0`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed", error: "Invalid cursor" });
    }
  });

  it("GET /api/reviews: each sort's own next cursor still pages", async () => {
    for (const sort of reviewSorts) {
      const first = (await (await t.request(`/api/reviews?sort=${sort}&limit=1`)).json()) as { nextCursor: string | null };
      expect(first.nextCursor, sort).not.toBeNull();
      const next = await t.request(`/api/reviews?${new URLSearchParams({ sort, limit: "1", cursor: first.nextCursor! })}`);
      expect(next.status, sort).toBe(200);
      expect(((await next.json()) as { reviews: unknown[] }).reviews, sort).toHaveLength(1);
    }
  });

  it("covers every GET endpoint", () => {
    const gets = t.app.routes.filter((route) => route.method === "GET" && route.path !== "/*").map((route) => route.path);
    const covered = new Set(reads.map((read) => read.path));
    expect([...new Set(gets)].filter((path) => !covered.has(path))).toEqual([]);
  });

  it("covers every endpoint of the API that takes a body", () => {
    const withBody = t.app.routes
      .filter((route) => route.method !== "ALL" && route.method !== "GET" && route.path.startsWith("/api/"))
      .map((route) => `${route.method} ${route.path}`);
    const covered = new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    expect(withBody.filter((route) => !covered.has(route) && !(route in notJson))).toEqual([]);
  });

  it("tries every field that each endpoint's schema declares", () => {
    const schemas = new Map<string, z.ZodType>();
    for (const route of t.app.routes) {
      const schema = declaredBodySchema(route.handler);
      if (schema) schemas.set(`${route.method} ${route.path}`, schema);
    }
    const untried: string[] = [];
    for (const endpoint of endpoints) {
      const key = `${endpoint.method} ${endpoint.path}`;
      const body = endpoint.body();
      const schema = schemas.get(key);
      if (!schema) {
        // Endpoints without a schema of ours take no fields (decisions, deletions; sign-out hands its body to better-auth).
        if (Object.keys(body).length > 0) untried.push(`${key}: its route declares no body schema`);
        continue;
      }
      const sent = (endpoint.wrap ? endpoint.wrap(body) : body) as Record<string, unknown>;
      for (const field of declaredFields(schema)) if (!(field in sent)) untried.push(`${key}: ${field}`);
      for (const field of endpoint.itemSchema ? declaredFields(endpoint.itemSchema) : []) if (!(field in body)) untried.push(`${key}: ${field}`);
    }
    expect(untried).toEqual([]);
  });
});

// The audit log's filters (issue 24): each one refuses what it cannot be with a 400 in the API's words, and a
// day is a day of the calendar, never a 5xx from PostgreSQL's date parser; the CSV takes the same filters.
describe("the audit log's filters", () => {
  const auditLogPaths = ["/api/admin/audit-log", "/api/admin/audit-log/export"];
  const status = async (path: string, query: Record<string, string>) => {
    const response = await t.request(`${path}?${new URLSearchParams(query)}`, { cookie: admin.cookie, from: nextAddress() });
    const body = response.status === 200 ? await response.text() : ((await response.json()) as { code: string }).code;
    return { status: response.status, body };
  };
  // The calendar's ends too: the day after 9999-12-31 is still a date to PostgreSQL.
  const isoDay = fc.oneof(
    fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    fc.constantFrom("2000-01-01", "9999-12-31", "2028-02-29"),
  );

  it("any string in any filter is a 400 validation_failed or an answer, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...auditLogPaths), fc.constantFrom("action", "actor", "subject", "from", "to"), nastyString, async (path, filter, value) => {
        const answer = await status(path, { [filter]: value });
        expect([200, 400], `${filter}=${JSON.stringify(value)}`).toContain(answer.status);
        if (answer.status === 400) expect(answer.body).toBe("validation_failed");
      }),
      { numRuns: 60 },
    );
  });

  it("an action that is not one of the log's is a 400; each of them is taken", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...auditLogPaths), fc.string({ maxLength: 30 }).filter((value) => value !== "" && !(auditActions as readonly string[]).includes(value)), async (path, action) => {
        expect((await status(path, { action })).status).toBe(400);
      }),
      { numRuns: 25 },
    );
    for (const action of auditActions) expect((await status(auditLogPaths[0]!, { action })).status, action).toBe(200);
  });

  it("a day that is not YYYY-MM-DD of the calendar is a 400; any real day is taken, and from after to is a 400", async () => {
    const notADay = fc.oneof(
      nastyString.filter((value) => !isCalendarDate(value.trim())),
      fc.constantFrom("2026-02-30", "2026-13-01", "1999-12-31", "26-11-25", "25.11.2026", "2026-11-25T00:00", "20261125", "2026-1-5", "+2026-11-25"),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...auditLogPaths), fc.constantFrom("from", "to"), notADay, async (path, field, day) => {
        expect((await status(path, { [field]: day })).status, `${field}=${day}`).toBe(400);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...auditLogPaths), isoDay, isoDay, async (path, one, other) => {
        const [from, to] = [one, other].sort() as [string, string];
        expect((await status(path, { from, to })).status, `${from}..${to}`).toBe(200);
        if (from !== to) expect((await status(path, { from: to, to: from })).status, `${to}..${from}`).toBe(400);
      }),
      { numRuns: 25 },
    );
  });
});
