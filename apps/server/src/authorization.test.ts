import type { Role } from "@ssem/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/test-app";

/**
 * Every member-area endpoint as visitor, pending, member and admin. A new endpoint belongs here:
 * the expected status per role is the permission policy, decided on the server.
 */
type Viewer = "visitor" | Role;
const viewers: Viewer[] = ["visitor", "pending", "member", "admin"];

const signedIn = { visitor: 401, pending: 200, member: 200, admin: 200 };
const everyone = (status: number) => ({ visitor: status, pending: status, member: status, admin: status });

const matrix: Array<{ method: string; path: string; json?: unknown; expected: Record<Viewer, number> }> = [
  { method: "GET", path: "/api/me", expected: signedIn },
  { method: "GET", path: "/api/me/profile", expected: signedIn },
  { method: "PATCH", path: "/api/me/profile", json: { firstName: "A", lastName: "B" }, expected: signedIn },
  { method: "POST", path: "/api/me/password", json: { currentPassword: "wrong", newPassword: "Newpass1" }, expected: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: "GET", path: "/api/auth/get-session", expected: everyone(200) },
  // Public by design: anyone may apply or use an e-mailed link; bad input is the only refusal.
  { method: "POST", path: "/api/membership-applications", json: {}, expected: everyone(400) },
  { method: "POST", path: "/api/account/confirm-email", json: { tokenHash: "x".repeat(40) }, expected: everyone(400) },
  { method: "POST", path: "/api/account/resend-confirmation", json: { email: "someone@example.org" }, expected: everyone(200) },
  { method: "POST", path: "/api/account/password-reset-requests", json: { email: "someone@example.org" }, expected: everyone(200) },
  { method: "POST", path: "/api/account/password-links/inspect", json: { type: "recovery", token: "x".repeat(40) }, expected: everyone(400) },
  { method: "POST", path: "/api/account/password-links/use", json: { type: "recovery", token: "x".repeat(40), password: "secret1" }, expected: everyone(400) },
];

let t: TestApp;
const cookies: Partial<Record<Viewer, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["pending", "member", "admin"] as const) cookies[role] = (await t.loginAs(role)).cookie;
});
afterAll(() => t.close());

describe("authorization matrix", () => {
  for (const endpoint of matrix) {
    for (const viewer of viewers) {
      it(`${endpoint.method} ${endpoint.path} as ${viewer} → ${endpoint.expected[viewer]}`, async () => {
        const response = await t.request(endpoint.path, { method: endpoint.method, json: endpoint.json, cookie: cookies[viewer] });
        expect(response.status).toBe(endpoint.expected[viewer]);
        if (response.status === 401) expect(await response.json()).toEqual({ error: "Authentication required", code: "unauthenticated" });
      });
    }
  }
});
