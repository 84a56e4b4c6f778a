import { importRowSchema } from "@ssem/core";
import fc from "fast-check";
import { sampleImportRow, sampleReview } from "@ssem/core/samples";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { issueToken } from "./auth/one-time-tokens";
import { declaredBodySchema } from "./http/validate";
import { snapshotRows } from "./testing/database-snapshot";
import { signedInForFile, testAppForFile } from "./testing/test-app";

/**
 * Bad input, property-based: random strings (control characters, NUL, lone surrogates, very long
 * strings) in every text field of every endpoint that takes a body and in its path parameters, and
 * random JSON as the whole body. The server never answers 5xx, and when it refuses (4xx) no row has
 * changed. A new endpoint with a body belongs in `endpoints`, and a new field in its `body`; the
 * last two tests fail until they are there.
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
};

const t = testAppForFile();
const member = signedInForFile(t, "member");
const admin = signedInForFile(t, "admin");
let roleTarget: string;
let inviteToken: string;
let eventId: string;
/** An id no one has: decisions and removals about it are refused and change nothing. */
const nobody = "00000000-0000-4000-8000-000000000000";

function eventBody() {
  return {
    title: "Property talk",
    date: "2030-05-04",
    startTime: "18:00",
    endTime: "20:00",
    city: "Bern",
    venue: null,
    membersOnly: true,
    registration: "At the door",
    description: "Two lines\nof text",
  };
}

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
    }),
  },
  { method: "POST", path: "/api/auth/sign-in/email", body: () => ({ email: member.email, password: "wrong-password" }) },
  {
    method: "PATCH",
    path: "/api/me/profile",
    signedIn: true,
    body: () => ({ firstName: "Lea", lastName: "Keller", jobTitle: "Student", university: "Basel", yearOfStudy: "3", phone: "061 000 00 00" }),
  },
  { method: "POST", path: "/api/me/password", signedIn: true, body: () => ({ currentPassword: "not-the-password", newPassword: "Newpass1" }) },
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
  {
    method: "POST",
    path: "/api/admin/members/import",
    asAdmin: true,
    body: () => ({ ...sampleImportRow, email: "imported-property@example.org" }),
    wrap: (row) => ({ members: [row] }),
    itemSchema: importRowSchema,
  },
  { method: "POST", path: "/api/ride-along-requests", signedIn: true, body: () => ({ location: "basel", yearOfStudies: "2" }) },
  {
    method: "PATCH",
    path: "/api/admin/ride-along-requests/:id",
    asAdmin: true,
    url: () => `/api/admin/ride-along-requests/${nobody}`,
    body: () => ({ status: "done" }),
  },
  { method: "POST", path: "/api/mailing-list/subscriptions", body: () => ({ email: "property-list@example.org" }) },
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
  { method: "POST", path: "/api/admin/events", asAdmin: true, body: eventBody },
  { method: "PUT", path: "/api/admin/events/:id", asAdmin: true, url: () => `/api/admin/events/${eventId}`, body: eventBody },
  { method: "DELETE", path: "/api/admin/events/:id", asAdmin: true, url: () => `/api/admin/events/${nobody}`, body: () => ({}) },
  // Last: it ends the shared session that the signed-in endpoints above use.
  { method: "POST", path: "/api/auth/sign-out", signedIn: true, body: () => ({}) },
];

/** Endpoints that take no JSON: their bad input is tested beside them. */
const notJson: Record<string, string> = {
  "POST /api/files": "a multipart upload, not JSON; routes/files/route.test.ts sends it broken forms, names and content",
  "POST /api/mailing-list/unsubscribe/one-click":
    "RFC 8058's form-encoded one-click POST; its body is not read, its token (query) is tried in routes/mailing-list/route.test.ts",
  "DELETE /api/files/:name": "no body; the name in the path is tried in every traversal form in routes/files/route.test.ts",
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
  if (status >= 400) expect(await snapshotRows(t.db, ["rate_limit_counters"])).toBe(before);
}

beforeAll(async () => {
  roleTarget = (await t.createUser()).userId;
  inviteToken = await issueToken(t.db, (await t.createUser()).userId, "invite");
  const created = await t.request("/api/admin/events", { json: eventBody(), cookie: admin.cookie });
  eventId = ((await created.json()) as { id: string }).id;
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
