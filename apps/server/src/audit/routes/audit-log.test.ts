import { type AuditLogPage, REMOVED_MEMBER } from "@ssem/core";
import { sampleEvent } from "@ssem/core/samples";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { signedInForFile, testAppForFile } from "../../testing/test-app";

const t = testAppForFile();
const admin = signedInForFile(t, "admin");

/** A second admin with a name of her own, whose actions the filters tell apart from `admin`'s. */
let erika: { userId: string; email: string; cookie: string };
let max: { userId: string; email: string };
let lea: { userId: string; email: string };
let eventId: string;

const as = (cookie: string) => (path: string, init: { method?: string; json?: unknown } = {}) => t.request(path, { ...init, cookie });
const logPage = async (query = "") => {
  const response = await t.request(`/api/admin/audit-log${query}`, { cookie: admin.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AuditLogPage;
};
const sentences = async (query = "") => (await logPage(query)).entries.map((entry) => entry.sentence);

const event = (title: string) => ({ ...sampleEvent, title });

beforeAll(async () => {
  const created = await t.createUser({ role: "admin", firstName: "Erika", lastName: "Muster" });
  erika = { ...created, cookie: await t.signIn(created.email, created.password) };
  const byErika = as(erika.cookie);
  max = await t.createUser({ role: "pending", firstName: "Max", lastName: "Muster" });
  lea = await t.createUser({ role: "member", firstName: "Lea", lastName: "Beispiel" });
  expect((await byErika(`/api/admin/members/${max.userId}/approve`, { method: "POST" })).status).toBe(200);
  expect((await byErika(`/api/admin/members/${lea.userId}/role`, { method: "PUT", json: { role: "admin" } })).status).toBe(200);
  const posted = await byErika("/api/admin/events", { json: event("Winter course") });
  expect(posted.status, await posted.clone().text()).toBe(201);
  eventId = ((await posted.json()) as { id: string }).id;
  expect((await byErika(`/api/admin/events/${eventId}`, { method: "PUT", json: event("Winter course 2027") })).status).toBe(200);
  // The test admin acts too, so that the actor filter has someone to leave out.
  expect((await as(admin.cookie)(`/api/admin/members/${lea.userId}/role`, { method: "PUT", json: { role: "member" } })).status).toBe(200);
});

describe("the audit log reads as sentences", () => {
  it("names the people by name and an event by its title of today", async () => {
    expect(await sentences()).toEqual([
      "Test Person made Lea Beispiel a member",
      "Erika Muster changed the event “Winter course 2027”",
      "Erika Muster created the event “Winter course 2027”",
      "Erika Muster made Lea Beispiel an admin",
      "Erika Muster approved Max Muster",
    ]);
  });

  it("names a deleted event by the title each entry stored, and a removed person as a member who has since been removed", async () => {
    const byErika = as(erika.cookie);
    expect((await byErika(`/api/admin/events/${eventId}`, { method: "DELETE" })).status).toBe(204);
    expect((await byErika(`/api/admin/members/${max.userId}`, { method: "DELETE" })).status).toBe(200);
    const log = await logPage("?pageSize=7");
    expect(log.entries.map((entry) => entry.sentence)).toEqual([
      "Erika Muster removed a member",
      "Erika Muster deleted the event “Winter course 2027”",
      "Test Person made Lea Beispiel a member",
      "Erika Muster changed the event “Winter course 2027”",
      "Erika Muster created the event “Winter course”",
      "Erika Muster made Lea Beispiel an admin",
      `Erika Muster approved ${REMOVED_MEMBER}`,
    ]);
    expect(log.entries.at(-1)).toMatchObject({ action: "member_approved", actorName: "Erika Muster", subjectName: REMOVED_MEMBER });
    // The parts the web app says the entry with in its reader's language: who, about whom, what was recorded.
    expect(log.entries.at(-1)).toMatchObject({ actor: { kind: "person", name: "Erika Muster" }, subject: { kind: "removed" }, details: {} });
    expect(log.entries[1]).toMatchObject({ action: "event_deleted", subject: null, details: { title: "Winter course 2027" } });
    // Nothing of the removed person, and no raw id of the event.
    expect(JSON.stringify(log)).not.toContain(max.email);
    expect(JSON.stringify(log)).not.toContain(eventId);
  });

  it("says a member who has since been removed for an actor who is gone, and names a person without a name by address", async () => {
    const nameless = await t.createUser({ role: "admin", firstName: "", lastName: "" });
    const cookie = await t.signIn(nameless.email, nameless.password);
    expect((await as(cookie)(`/api/admin/members/${lea.userId}/role`, { method: "PUT", json: { role: "admin" } })).status).toBe(200);
    expect((await sentences("?pageSize=1"))[0]).toBe(`${nameless.email} made Lea Beispiel an admin`);
    expect((await as(admin.cookie)(`/api/admin/members/${nameless.userId}`, { method: "DELETE" })).status).toBe(200);
    expect((await sentences("?action=role_changed&pageSize=1"))[0]).toBe("A member who has since been removed made Lea Beispiel an admin");
  });
});

describe("filters", () => {
  it("by action", async () => {
    const log = await logPage("?action=role_changed");
    expect(log.entries.map((entry) => entry.action)).toEqual(["role_changed", "role_changed", "role_changed"]);
    expect(log.total).toBe(3);
  });

  it("by actor: part of the name in any case, the address, or the user id", async () => {
    const byErika = await sentences("?actor=erika&pageSize=100");
    expect(byErika).toHaveLength(6);
    expect(byErika.every((sentence) => sentence.startsWith("Erika Muster "))).toBe(true);
    expect(await sentences(`?actor=${encodeURIComponent(erika.email.toUpperCase())}&pageSize=100`)).toEqual(byErika);
    expect(await sentences(`?actor=${erika.userId}&pageSize=100`)).toEqual(byErika);
    expect(await sentences("?actor=nobody-called-this")).toEqual([]);
  });

  it("by subject, the user id the person view asks with, or a name; combined with an action", async () => {
    const aboutLea = await sentences(`?subject=${lea.userId}`);
    expect(aboutLea).toHaveLength(3);
    expect(aboutLea.every((sentence) => sentence.includes("Lea Beispiel"))).toBe(true);
    expect(await sentences("?subject=BEISPIEL")).toEqual(aboutLea);
    expect(await sentences(`?subject=${lea.userId}&actor=Test%20Person`)).toEqual(["Test Person made Lea Beispiel a member"]);
    expect(await sentences(`?subject=${lea.userId}&action=member_approved`)).toEqual([]);
  });

  it("by Swiss days, from and to both included, whatever the server's time zone", async () => {
    // 23:30 on 1 and on 2 March in UTC: 00:30 on 2 and on 3 March in Zürich (UTC+1).
    await t.db.insert(auditLog).values([
      { actorId: erika.userId, action: "fees_renewed", at: new Date("2026-03-01T23:30:00Z"), details: { year: 2001, planned: 1, created: 1 } },
      { actorId: erika.userId, action: "fees_renewed", at: new Date("2026-03-02T23:30:00Z"), details: { year: 2002, planned: 1, created: 1 } },
      { actorId: erika.userId, action: "fees_renewed", at: new Date("2026-03-01T22:59:00Z"), details: { year: 2000, planned: 1, created: 1 } },
    ]);
    const years = async (query: string) => (await sentences(`?action=fees_renewed&${query}`)).map((sentence) => /for (\d+)/.exec(sentence)![1]);
    expect(await years("from=2026-03-02&to=2026-03-02")).toEqual(["2001"]);
    expect(await years("from=2026-03-02")).toEqual(["2002", "2001"]);
    expect(await years("to=2026-03-01")).toEqual(["2000"]);
    expect(await years("from=2026-03-01&to=2026-03-03")).toEqual(["2002", "2001", "2000"]);
  });

  it("keeps paging, the total counting the filtered entries", async () => {
    const first = await logPage("?actor=erika&pageSize=3");
    const second = await logPage("?actor=erika&pageSize=3&page=2");
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(6);
    expect(second.entries.map((entry) => entry.id)).not.toContain(first.entries[0]!.id);
  });

  it("refuses filters that name nothing, with the field's message", async () => {
    for (const [query, message] of [
      ["action=approved", "Choose an action from the list"],
      ["from=2026-02-30", "From must be a date (YYYY-MM-DD)"],
      ["to=1.3.2026", "To must be a date (YYYY-MM-DD)"],
      ["from=2026-03-02&to=2026-03-01", "From must be on or before To"],
      ["actor=a%00b", "Actor must not contain line breaks or control characters"],
    ]) {
      for (const path of ["/api/admin/audit-log", "/api/admin/audit-log/export"]) {
        const response = await t.request(`${path}?${query}`, { cookie: admin.cookie });
        expect(response.status, query).toBe(400);
        expect(JSON.stringify(await response.json()), query).toContain(message!.slice(0, 20));
      }
    }
  });
});

describe("CSV export", () => {
  const exportCsv = async (query: string) => {
    const response = await t.request(`/api/admin/audit-log/export?${query}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="audit-log.csv"');
    // Every cell is quoted and no cell holds a line break: a line's cells are its quoted strings.
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n").filter(Boolean);
    return lines.map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1]!.replaceAll('""', '"')));
  };

  it("holds every filtered entry, not one page: time, action, actor, subject and the sentence", async () => {
    const rows = await exportCsv(`subject=${lea.userId}&pageSize=1`);
    expect(rows[0]).toEqual(["Time", "Action", "Actor", "Subject", "Entry"]);
    const page = await logPage(`?subject=${lea.userId}`);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual(page.entries.map((entry) => [entry.action, entry.actorName, entry.subjectName, entry.sentence]));
    expect(rows[1]![0]).toMatch(/^\d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
  });

  it("is written in the language asked for: headings, people and sentences, the action id as it is", async () => {
    const rows = await exportCsv(`subject=${lea.userId}&lang=de`);
    expect(rows[0]).toEqual(["Zeit", "Aktion", "Ausgeführt von", "Betrifft", "Eintrag"]);
    // The bytes Swiss Excel opens in columns: the byte order mark and semicolons.
    const bytes = Buffer.from(await (await t.request(`/api/admin/audit-log/export?subject=${lea.userId}&lang=de`, { cookie: admin.cookie })).arrayBuffer());
    expect(bytes.toString("utf8")).toMatch(/^\uFEFF"Zeit";"Aktion";"Ausgeführt von";"Betrifft";"Eintrag"\r\n"\d\d\.\d\d\.\d{4}, \d\d:\d\d";"/);
    expect(rows.slice(1).map((row) => row.slice(1)).at(-1)).toEqual(["role_changed", "Erika Muster", "Lea Beispiel", "Erika Muster hat Lea Beispiel zum Admin gemacht"]);
    const refused = await t.request("/api/admin/audit-log/export?lang=es", { cookie: admin.cookie });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Please choose one of the languages");
  });

  it("cannot run a name as a formula in a spreadsheet", async () => {
    const sly = await t.createUser({ role: "admin", firstName: "=HYPERLINK(1)", lastName: "Muster" });
    const cookie = await t.signIn(sly.email, sly.password);
    expect((await as(cookie)(`/api/admin/members/${lea.userId}/role`, { method: "PUT", json: { role: "member" } })).status).toBe(200);
    const [, newest] = await exportCsv(`actor=${sly.userId}`);
    expect(newest!.slice(2)).toEqual(["'=HYPERLINK(1) Muster", "Lea Beispiel", "'=HYPERLINK(1) Muster made Lea Beispiel a member"]);
  });
});
