import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testAppForFile } from "../../testing/test-app";

const t = testAppForFile();

describe("GET /api/health and a full disk for the database", () => {
  it("answers a write with 503 in the JSON error format, never 500, and health says the disk is full", async () => {
    const member = await t.loginAs("member");
    expect((await t.request("/api/health")).status).toBe(200);
    // What PostgreSQL answers when it cannot extend a table's file (SQLSTATE 53100), raised for real by the table being written.
    await t.db.execute(
      sql.raw(`create function refuse_for_lack_of_space() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$;
        create trigger disk_full before insert or update on profiles for each row execute function refuse_for_lack_of_space()`),
    );

    const response = await t.request("/api/me/profile", { method: "PATCH", cookie: member.cookie, json: { firstName: "Lea", lastName: "Keller" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({ error: "The service cannot save anything right now. Please try again later.", code: "service_unavailable" });
    // Reading still works, so only what requests saw tells health that the disk is full.
    const health = await t.request("/api/health");
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await health.json()).toEqual({ status: "unavailable", database: "disk full" });
  });
});
