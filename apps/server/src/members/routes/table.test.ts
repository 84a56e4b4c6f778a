import { type MemberListEntry, type MemberListPage, swissToday } from "@ssem/core";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { membershipApplications, profiles, userRoles } from "../../db/schema";
import { billingYear, bookPayment, issueInvoices } from "../../fees/invoices";
import { signedInForFile, testAppForFile } from "../../testing/test-app";
import { memberSearch } from "../members-query";

/** The member table (issue 24): sorting by each column, the new filters, the fee state and the export of selected rows. */
const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const list = async (query: string) => {
  const response = await t.request(`/api/admin/members?${query}`, { cookie: admin.cookie });
  expect(response.status, query).toBe(200);
  return (await response.json()) as MemberListPage;
};

/** Four people only this test's search finds, each with a place of study and a field. */
async function people(tag: string) {
  const specs = [
    { firstName: "Zora", lastName: "Ärger", field: "nursing", place: "Zürich", status: "approved", role: "member" },
    { firstName: "Adam", lastName: "Umbach", field: "medicine", place: "Basel", status: "approved", role: "admin" },
    { firstName: "Berta", lastName: "Zeller", field: "paramedic", place: "Bern", status: "rejected", role: "pending" },
    { firstName: "Cleo", lastName: "Meier", field: "medicine", place: "Genf", status: "pending", role: "pending" },
  ] as const;
  const made: Record<string, string> = {};
  for (const [index, spec] of specs.entries()) {
    const created = await t.createUser({ role: spec.role, status: spec.status, firstName: spec.firstName, lastName: `${spec.lastName}${tag}`, email: `${tag}-${index}@example.org` });
    await t.db.insert(membershipApplications).values({ userId: created.userId, field: spec.field, studentType: "student", placeOfStudy: `${spec.place} ${tag}` });
    made[spec.firstName] = created.userId;
  }
  return made;
}

const firstNames = (page: MemberListPage) => page.members.map((member) => member.firstName);

describe("the member table", () => {
  it("counts anew after any change to a status, a role or an application, also one made behind the server's back", async () => {
    // The counts are kept per version of the members (member_changes, moved by triggers at commit):
    // each change below is written straight to the database, as another server process would.
    const total = async (query: string) => (await list(query)).total;
    const rejected = await total("status=rejected");
    const admins = await total("status=approved&role=admin");
    const paramedics = await total("field=paramedic");
    const { userId } = await t.createUser({ role: "member", status: "rejected" });
    expect(await total("status=rejected")).toBe(rejected + 1);
    await t.db.update(profiles).set({ status: "approved" }).where(eq(profiles.id, userId));
    await t.db.insert(userRoles).values({ userId, role: "admin" });
    expect(await total("status=rejected")).toBe(rejected);
    expect(await total("status=approved&role=admin")).toBe(admins + 1);
    await t.db.insert(membershipApplications).values({ userId, field: "paramedic", studentType: "student", placeOfStudy: "Bern" });
    expect(await total("field=paramedic")).toBe(paramedics + 1);
  });

  it("answers a page of the list with two statements, the session's and the page's, once its count is known", async () => {
    await people(`statements${Date.now()}`);
    await list("status=all&sort=name&pageSize=1");
    t.statements.length = 0;
    await list("status=all&sort=name&pageSize=1&page=2");
    // The page carries the members' version, by which the count kept from the first request still holds.
    expect(t.statements).toHaveLength(2);
    expect(t.statements[1]).toMatch(/from "member_changes"/);
  });

  it("counts anew on a page past the last member, which has no row to carry the members' version", async () => {
    const pastTheEnd = async () => list("status=rejected&page=10000");
    const before = await pastTheEnd();
    expect(before.members).toEqual([]);
    await t.createUser({ role: "member", status: "rejected" });
    expect((await pastTheEnd()).total).toBe(before.total + 1);
  });

  it("searches through its trigram indexes, never by reading every member", async () => {
    // With sequential scans priced out, the plan shows one only where no index can answer: the
    // search compared in ICU's collation once, which its index (the column's) cannot serve.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select ${profiles.id} from ${profiles} where ${memberSearch("%muster%", "%muster%")}`);
      return (result as unknown as { rows: Array<{ "QUERY PLAN": string }> }).rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    for (const index of ["profiles_search_idx", "profiles_university_search_idx", "membership_applications_place_search_idx"]) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan on (profiles|membership_applications)\b/);
  });

  it("sorts by each column both ways, names in reading order (Ä next to A), ties by id", async () => {
    const tag = `sort${Date.now()}`;
    await people(tag);
    const sorted = async (sort: string, dir: string) => firstNames(await list(`status=all&q=${tag}&sort=${sort}&dir=${dir}`));
    expect(await sorted("name", "asc")).toEqual(["Zora", "Cleo", "Adam", "Berta"]);
    expect(await sorted("name", "desc")).toEqual(["Berta", "Adam", "Cleo", "Zora"]);
    expect(await sorted("email", "asc")).toEqual(["Zora", "Adam", "Berta", "Cleo"]);
    // Status in the order of the process (pending, approved, rejected), then by age.
    expect(await sorted("status", "asc")).toEqual(["Cleo", "Zora", "Adam", "Berta"]);
    expect(await sorted("status", "desc")).toEqual(["Berta", "Adam", "Zora", "Cleo"]);
    expect((await sorted("role", "desc"))[0]).toBe("Adam");
    expect(await sorted("field", "asc")).toEqual(expect.arrayContaining(["Adam", "Cleo"]));
    expect((await sorted("field", "asc")).slice(2)).toEqual(["Berta", "Zora"]);
    expect(await sorted("placeOfStudy", "asc")).toEqual(["Adam", "Berta", "Cleo", "Zora"]);
    expect(await sorted("placeOfStudy", "desc")).toEqual(["Zora", "Cleo", "Berta", "Adam"]);
    expect(await sorted("since", "asc")).toEqual(["Zora", "Adam", "Berta", "Cleo"]);
    expect(await sorted("since", "desc")).toEqual(["Cleo", "Berta", "Adam", "Zora"]);
  });

  it("pages a sort without showing anyone twice or skipping anyone, even when every sort key is the same", async () => {
    const tag = `tie${Date.now()}`;
    for (let index = 0; index < 7; index += 1) await t.createUser({ firstName: "Same", lastName: `Name${tag}`, email: `${tag}-${index}@example.org` });
    for (const sort of ["name", "status", "role", "field", "placeOfStudy", "fee"]) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) seen.push(...(await list(`q=${tag}&sort=${sort}&dir=asc&pageSize=3&page=${page}`)).members.map((member) => member.id));
      expect(new Set(seen).size, sort).toBe(7);
    }
  });

  it("filters by status (all three, or the decided ones by default), role and field; searches the place of study", async () => {
    const tag = `filter${Date.now()}`;
    const made = await people(tag);
    expect(new Set(firstNames(await list(`q=${tag}`)))).toEqual(new Set(["Zora", "Adam", "Berta"]));
    expect(firstNames(await list(`q=${tag}&status=pending`))).toEqual(["Cleo"]);
    expect((await list(`q=${tag}&status=all`)).total).toBe(4);
    expect(firstNames(await list(`q=${tag}&role=admin`))).toEqual(["Adam"]);
    expect(new Set(firstNames(await list(`q=${tag}&status=all&field=medicine`)))).toEqual(new Set(["Adam", "Cleo"]));
    expect(firstNames(await list(`q=${tag}&field=medicine`))).toEqual(["Adam"]);
    // Without a search the filter stands alone: its total is counted apart.
    const medicine = await list("status=all&field=medicine&pageSize=100");
    expect(medicine.members.every((member) => member.application?.field === "medicine")).toBe(true);
    expect(medicine.total).toBeGreaterThanOrEqual(2);
    // The place of study, in any case; and where an imported member gave it in the profile.
    expect(firstNames(await list(`status=all&q=${encodeURIComponent(`zürich ${tag}`)}`))).toEqual(["Zora"]);
    await t.db.delete(membershipApplications).where(eq(membershipApplications.userId, made.Adam!));
    await t.db.update(profiles).set({ university: `Lausanne ${tag}` }).where(eq(profiles.id, made.Adam!));
    expect(firstNames(await list(`status=all&q=${encodeURIComponent(`LAUSANNE ${tag}`)}`))).toEqual(["Adam"]);
  });

  it("shows the fee state of the current billing year's invoice, none before it is billed, and sorts by it", async () => {
    const tag = `fee${Date.now()}`;
    const made = await people(tag);
    const year = billingYear(swissToday());
    const [paid] = await issueInvoices(t.db, t.env.billing, { userIds: [made.Zora!], year, issuedOn: swissToday() });
    await issueInvoices(t.db, t.env.billing, { userIds: [made.Adam!], year, issuedOn: swissToday() });
    // Last year's invoice is not this year's state.
    await issueInvoices(t.db, t.env.billing, { userIds: [made.Berta!], year: year - 1, issuedOn: `${year - 1}-01-05` });
    await bookPayment(t.db, { invoiceId: paid!.id, amountRappen: paid!.amountRappen, paidOn: swissToday(), recordedBy: admin.userId });
    const page = await list(`q=${tag}&sort=fee&dir=asc`);
    const feeOf = (name: string) => page.members.find((member: MemberListEntry) => member.firstName === name)?.feeState;
    expect([feeOf("Zora"), feeOf("Adam"), feeOf("Berta")]).toEqual(["paid", "open", null]);
    expect(firstNames(page)).toEqual(["Adam", "Zora", "Berta"]);
  });

  it("exports the selected rows only, whatever the filters, and refuses a bad selection", async () => {
    const tag = `pick${Date.now()}`;
    const made = await people(tag);
    const response = await t.request(`/api/admin/members/export?ids=${made.Cleo},${made.Zora}&sort=name&dir=asc`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag}-0@example.org`);
    expect(lines[2]).toContain(`${tag}-3@example.org`);
    const many = Array.from({ length: 101 }, (_, index) => `id${index}`).join(",");
    for (const ids of ["", many, `${made.Cleo},${made.Cleo}`, "a%00b"]) {
      const refused = await t.request(`/api/admin/members/export?ids=${ids}`, { cookie: admin.cookie });
      expect(refused.status, ids.slice(0, 20)).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "validation_failed" });
    }
    expect(await t.db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, Object.values(made)))).toHaveLength(4);
  });

  it("refuses an unknown sort, direction or field with a clear 400", async () => {
    for (const query of ["sort=phone", "dir=up", "field=law", "status=everyone"]) {
      const response = await t.request(`/api/admin/members?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
  });
});
