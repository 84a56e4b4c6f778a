import { type AuditLogPage, type InvoiceListPage, type MemberListPage, TEST_QR_IBAN } from "@ssem/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, membershipApplications, profiles } from "./db/schema";
import { issueInvoices } from "./fees/invoices";
import { signedInForFile, testAppForFile } from "./testing/test-app";

/**
 * The admin searches find a name however its umlauts and accents are typed (issue 39, point 20): "muller" did not
 * find Müller, and "mueller" found him only through his e-mail address.
 */
const t = testAppForFile();
const admin = signedInForFile(t, "admin");
const year = 2043;

async function read<Page>(path: string): Promise<Page> {
  const response = await t.request(path, { cookie: admin.cookie });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Page;
}
const memberNames = async (q: string) =>
  (await read<MemberListPage>(`/api/admin/members?status=all&q=${encodeURIComponent(q)}`)).members.map((member) => `${member.firstName} ${member.lastName}`).sort();
const invoiceNames = async (q: string) => (await read<InvoiceListPage>(`/api/admin/fees/invoices?year=${year}&q=${encodeURIComponent(q)}`)).invoices.map((invoice) => invoice.billedName).sort();
const auditSubjects = async (q: string) => new Set((await read<AuditLogPage>(`/api/admin/audit-log?subject=${encodeURIComponent(q)}&pageSize=100`)).entries.map((entry) => entry.subjectName));

/** Addresses that say nothing of the names, so that only the names can be found. */
const people = [
  { firstName: "Hans", lastName: "Müller", email: "hm-1@example.org" },
  { firstName: "Vreni", lastName: "Mueller", email: "vm-2@example.org" },
  { firstName: "Françoise", lastName: "Bérard", email: "fb-3@example.org" },
  { firstName: "Jörg", lastName: "Strauß", email: "js-4@example.org" },
  { firstName: "Manuel", lastName: "Meller", email: "mm-5@example.org" },
];

beforeAll(async () => {
  const made: Array<{ userId: string }> = [];
  for (const person of people) made.push(await t.createUser({ role: "member", status: "approved", studentType: "student", ...person }));
  await t.db.transaction((tx) => issueInvoices(tx, { iban: TEST_QR_IBAN }, { userIds: made.map((person) => person.userId), year, issuedOn: `${year}-01-10` }));
  await t.db.insert(auditLog).values(made.map((person) => ({ actorId: admin.userId, subjectUserId: person.userId, action: "member_approved" as const, details: {} })));
  // Places of study: an application's, and an imported member's university (who applied for nothing).
  await t.db.update(membershipApplications).set({ placeOfStudy: "Universität Zürich" }).where(eq(membershipApplications.userId, made[0]!.userId));
  await t.db.delete(membershipApplications).where(eq(membershipApplications.userId, made[2]!.userId));
  await t.db.update(profiles).set({ university: "Université de Genève" }).where(eq(profiles.id, made[2]!.userId));
});

describe("the admin searches fold umlauts, accents and ß", () => {
  it("find Müller and Mueller in the member table by muller, mueller, Müller and MUELLER", async () => {
    for (const q of ["muller", "mueller", "Müller", "MUELLER", "Mül", "mue"]) expect(await memberNames(q), q).toEqual(["Hans Müller", "Vreni Mueller"]);
  });

  it("find accents and ß without them, and still what is typed as written", async () => {
    expect(await memberNames("francoise berard")).toEqual(["Françoise Bérard"]);
    expect(await memberNames("Berard Francoise")).toEqual(["Françoise Bérard"]);
    expect(await memberNames("FRANÇOISE")).toEqual(["Françoise Bérard"]);
    expect(await memberNames("strauss")).toEqual(["Jörg Strauß"]);
    expect(await memberNames("joerg")).toEqual(["Jörg Strauß"]);
    // A part of a name that starts inside "ue" is not in the name's fold ("muller") but in the name as written.
    expect(await memberNames("eller")).toEqual(["Manuel Meller", "Vreni Mueller"]);
    expect(await memberNames("MANUEL")).toEqual(["Manuel Meller"]);
  });

  it("find the place of study without its umlauts and accents", async () => {
    expect(await memberNames("zurich")).toEqual(["Hans Müller"]);
    expect(await memberNames("universitaet zuerich")).toEqual(["Hans Müller"]);
    expect(await memberNames("geneve")).toEqual(["Françoise Bérard"]);
  });

  it("find Müller and Mueller in the Fees tab by the name as billed", async () => {
    for (const q of ["muller", "mueller", "Müller", "MUELLER"]) expect(await invoiceNames(q), q).toEqual(["Hans Müller", "Vreni Mueller"]);
    expect(await invoiceNames("strauss")).toEqual(["Jörg Strauß"]);
  });

  it("find Müller and Mueller in the audit log's person filter", async () => {
    for (const q of ["muller", "MUELLER"]) expect(await auditSubjects(q), q).toEqual(new Set(["Hans Müller", "Vreni Mueller"]));
  });
});
