import { importProblemsOf, type ImportResult, type ImportRow, type importRequestSchema, importRowOutcome, importRowSchema, type ImportRowOutcome, type Locale, swissToday, type z } from "@ssem/core";
import { inArray, sql } from "drizzle-orm";
import { createAccount, mailLink } from "../accounts/accounts";
import type { Database } from "../db/client";
import { membershipApplications, user } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import type { Env } from "../env";
import { billingYear, issueInvoices } from "../fees/invoices";
import { inviteMail } from "../mail/templates";

/** The bulk import of members (ADR 013): its plan, which the preview shows, and the import itself. */

type RawRow = z.output<typeof importRequestSchema>["members"][number];
type ImportPlan = Omit<ImportResult, "imported"> & { toCreate: { line: number; row: ImportRow }[] };

/**
 * What an import of these rows does, decided without writing: invalid rows fail, addresses that
 * have an account (or came earlier in the rows) are skipped, the rest are to be created. The import
 * and its preview both start here, so the preview shows what the import will do.
 */
export async function planImport(db: Database, rows: RawRow[]): Promise<ImportPlan> {
  const plan: ImportPlan = { skipped: [], failed: [], toCreate: [] };
  const valid: { line: number; row: ImportRow }[] = [];
  rows.forEach((raw, index) => {
    const line = lineOf(raw, index);
    const checked = importRowSchema.safeParse(raw);
    if (checked.success) valid.push({ line, row: checked.data });
    else plan.failed.push(importRowOutcome(line, givenEmail(raw), importProblemsOf(checked.error)));
  });
  const taken = new Set(
    valid.length === 0
      ? []
      : (await db.select({ email: user.email }).from(user).where(inArray(user.email, valid.map(({ row }) => row.email)))).map(({ email }) => email),
  );
  for (const member of valid) {
    if (taken.has(member.row.email)) plan.skipped.push(skipped(member));
    else plan.toCreate.push(member);
    taken.add(member.row.email);
  }
  return plan;
}

const skipped = ({ line, row }: { line: number; row: ImportRow }): ImportRowOutcome => importRowOutcome(line, row.email, [{ rule: "exists" }]);

/** What the admin chose for the whole file: this year's invoice, and the language of rows that name none. */
export type ImportChoices = { sendInvoice: boolean; defaultLanguage: Locale };

export async function importMembers(tx: Database, env: Env, rows: RawRow[], choices: ImportChoices): Promise<ImportResult> {
  // Two imports at once (a double click, two admins) would race for the same addresses; they take turns.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('members_import'))`);
  const { failed, skipped: skippedRows, toCreate } = await planImport(tx, rows);
  const result: ImportResult = { imported: [], skipped: skippedRows, failed };
  for (const member of toCreate) {
    // A savepoint per member: an application for the same address arriving meanwhile skips this row
    // instead of failing the whole request.
    const created = await tx
      .transaction(async (savepoint) => {
        await createMember(savepoint, env, member.row, choices);
        return true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (created) result.imported.push({ email: member.row.email });
    else result.skipped.push(skipped(member));
  }
  return result;
}

async function createMember(tx: Database, env: Env, row: ImportRow, { sendInvoice, defaultLanguage }: ImportChoices) {
  // The member's language from the start: the invite below, the invoice and the reminders are written in it.
  const locale = row.language ?? defaultLanguage;
  const userId = await createAccount(tx, {
    locale,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone ?? null,
    university: row.placeOfStudy ?? null,
    status: "approved",
    role: "member",
    emailVerified: false,
    passwordHash: null,
  });
  // Field and status belong to the member's details as the membership form records them.
  await tx.insert(membershipApplications).values({
    userId,
    field: row.field,
    studentType: row.studentType,
    yearOfCompletion: row.studentType === "student" ? (row.yearOfCompletion ?? null) : null,
    placeOfStudy: row.placeOfStudy ?? "",
  });
  await mailLink(tx, env, { userId, type: "invite", locale, compose: (link, inLocale) => inviteMail(row.email, link, inLocale) });
  if (!sendInvoice) return;
  // Made now, mailed once the member confirms the address by choosing a password (accounts.confirmAddress),
  // as every invoice is: an address nobody has confirmed gets no bill, even one the board typed (ADR 019).
  const today = swissToday();
  await issueInvoices(tx, env.billing, { userIds: [userId], year: billingYear(today), issuedOn: today });
}

/** The row's line in the file as the web app numbered it, or its place in the list. */
function lineOf(raw: RawRow, index: number) {
  const line = raw.line;
  return typeof line === "number" && Number.isInteger(line) && line >= 1 ? line : index + 1;
}

/** The e-mail a failed row gave, as far as it is text, so the admin can find the row. */
function givenEmail(raw: RawRow) {
  return typeof raw.email === "string" ? raw.email.trim().slice(0, 254) : "";
}
