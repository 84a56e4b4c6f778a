import { describe, expect, it } from "vitest";
import { testAppForFile } from "../testing/test-app";

/**
 * Issue 39, point 4: an API answer is private unless its route chose a policy of its own, so neither the browser nor
 * a proxy keeps it. The addresses come from the app's registered routes, so a new GET endpoint is checked too.
 */
const t = testAppForFile();
const nobody = "00000000-0000-4000-8000-000000000000";

/** The answers whose route chose their own policy, by address and viewer, and why (ADR 011). */
const ownPolicies: Record<string, string> = {
  // Public reviews as they arrive: an event stream, which no cache stores (Hono's streamSSE sets it).
  "/api/reviews/stream visitor": "no-cache",
  "/api/reviews/stream admin": "no-cache",
  // The events a visitor sees are public: kept and revalidated by the browser only (a member's, below, are not).
  "/api/events visitor": "private, no-cache",
};
/** Addresses that need a query to be answered 200 rather than 400. */
const queries: Record<string, string> = {
  "/api/admin/fees/payments.csv": "?year=2026",
  "/api/admin/fees/renewals/preview": `?year=${new Date().getFullYear()}`,
};

const getPaths = () => [
  ...new Set(
    t.app.routes
      .filter((route) => route.method === "GET" && route.path.startsWith("/api/"))
      .map((route) => route.path.replace(/:year\b/, "2001").replace(/:[a-zA-Z]+/g, nobody)),
  ),
];

describe("Cache-Control of the API", () => {
  it("is no-store on every GET answer, success or refusal, for a visitor and an admin, unless the route chose its own", async () => {
    const { cookie } = await t.loginAs("admin");
    const paths = getPaths();
    expect(paths.length).toBeGreaterThan(30);
    const answers: Record<string, string | null> = {};
    for (const path of paths) {
      for (const viewer of [undefined, cookie]) {
        const response = await t.request(path + (queries[path] ?? ""), { cookie: viewer });
        await response.body?.cancel();
        answers[`${path} ${viewer ? "admin" : "visitor"} ${response.status}`] = response.headers.get("cache-control");
      }
    }
    const expected = Object.fromEntries(Object.keys(answers).map((key) => [key, ownPolicies[key.split(" ").slice(0, 2).join(" ")] ?? "no-store"]));
    expect(answers).toEqual(expected);
  });

  it("is no-store on an unknown API address and on a refused write", async () => {
    expect((await t.request("/api/nothing-here")).headers.get("cache-control")).toBe("no-store");
    expect((await t.request("/api/admin/events", { json: {} })).headers.get("cache-control")).toBe("no-store");
  });

  it("lets a visitor's copy of /api/events be kept and revalidated, but never a member's (registration notes)", async () => {
    const { cookie } = await t.loginAs("member");
    expect((await t.request("/api/events")).headers.get("cache-control")).toBe("private, no-cache");
    expect((await t.request("/api/events", { cookie })).headers.get("cache-control")).toBe("no-store");
  });
});
