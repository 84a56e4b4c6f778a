import { association, type AuditLogPage, type RideAlongRequestEntry } from "@ssem/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, rideAlongRequests } from "../../db/schema";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

const submit = (cookie: string | undefined, json: unknown) => t.request("/api/ride-along-requests", { json, cookie });
const listAsAdmin = async () => ((await (await t.request("/api/admin/ride-along-requests", { cookie: admin.cookie })).json()) as { requests: RideAlongRequestEntry[] }).requests;

describe("POST /api/ride-along-requests", () => {
  it("stores a member's request and mails it to the association (Reply-To the member) and a confirmation to the member", async () => {
    const member = await t.loginAs("member");
    const response = await submit(member.cookie, { location: "basel", yearOfStudies: "4" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const [stored] = await t.db.select().from(rideAlongRequests).where(eq(rideAlongRequests.id, id));
    expect(stored).toMatchObject({ userId: member.userId, location: "basel", yearOfStudies: 4, status: "open" });
    const mails = await t.outbox();
    const toBoard = mails.find((mail) => mail.to === association.infoEmail && mail.replyTo === member.email);
    expect(toBoard?.text).toContain("Basel");
    expect(toBoard?.text).toContain("4th year");
    expect(toBoard?.text).toContain(member.email);
    const confirmation = mails.find((mail) => mail.to === member.email);
    expect(confirmation?.subject).toContain("Your ride-along request");
    expect(t.mailNotifications()).toBeGreaterThan(0);
  });

  it("confirms in the member's language, the city named as that language writes it", async () => {
    const member = await t.loginAs("member");
    await t.db.update(profiles).set({ locale: "it" }).where(eq(profiles.id, member.userId));
    expect((await submit(member.cookie, { location: "zurich", yearOfStudies: "2" })).status).toBe(201);
    const confirmation = (await t.outbox()).find((mail) => mail.to === member.email);
    expect(confirmation?.text).toContain("Luogo: Zurigo. Anno di studio: 2° anno.");
  });

  it("never takes the e-mail address from the body: a body naming one is refused and nothing is stored or mailed", async () => {
    const member = await t.loginAs("member");
    const before = (await t.outbox()).length;
    const response = await submit(member.cookie, { location: "zurich", yearOfStudies: "1", email: "someone-else@example.org" });
    expect(response.status).toBe(400);
    expect(await t.db.select().from(rideAlongRequests).where(eq(rideAlongRequests.userId, member.userId))).toEqual([]);
    expect((await t.outbox()).length).toBe(before);
    expect((await t.outbox()).some((mail) => mail.to === "someone-else@example.org" || mail.replyTo === "someone-else@example.org")).toBe(false);
  });

  it("answers a missing field with the spec's message", async () => {
    const member = await t.loginAs("member");
    const response = await submit(member.cookie, { location: "zurich" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: Array<{ path: string; message: string }> };
    expect(body.issues).toContainEqual({ path: "yearOfStudies", message: "Please fill in all fields" });
  });

  it("refuses visitors with 401 and pending users with the spec's 403", async () => {
    expect((await submit(undefined, { location: "zurich", yearOfStudies: "1" })).status).toBe(401);
    const pending = await t.loginAs("pending");
    const response = await submit(pending.cookie, { location: "zurich", yearOfStudies: "1" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "You must be a member to submit a ride-along request", code: "forbidden" });
  });

  it("limits how many requests one member sends in a short time", async () => {
    const member = await t.loginAs("member");
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await submit(member.cookie, { location: "zurich", yearOfStudies: "2" })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("the admin's Ride-alongs tab", () => {
  it("lists requests newest first, open at first; marking one done is saved and audited", async () => {
    const member = await t.loginAs("member");
    await submit(member.cookie, { location: "zurich", yearOfStudies: "1" });
    await submit(member.cookie, { location: "basel", yearOfStudies: "6" });
    const requests = await listAsAdmin();
    expect(requests[0]).toMatchObject({ email: member.email, name: "Test Person", location: "basel", yearOfStudies: "6", status: "open" });
    expect(requests[1]).toMatchObject({ email: member.email, location: "zurich", yearOfStudies: "1" });
    const times = requests.map((request) => request.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const marked = await t.request(`/api/admin/ride-along-requests/${requests[0]!.id}`, { method: "PATCH", json: { status: "done" }, cookie: admin.cookie });
    expect(marked.status).toBe(200);
    expect((await listAsAdmin())[0]!.status).toBe("done");
    const log = (await (await t.request("/api/admin/audit-log?pageSize=1", { cookie: admin.cookie })).json()) as AuditLogPage;
    expect(log.entries[0]).toMatchObject({ action: "ride_along_status_changed", subjectName: "Test Person", sentence: expect.stringMatching(/ marked the ride-along request of Test Person as done$/) });
  });

  it("answers 404 for an id that is no request", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await t.request(`/api/admin/ride-along-requests/${id}`, { method: "PATCH", json: { status: "done" }, cookie: admin.cookie });
      expect(response.status).toBe(404);
    }
  });
});
