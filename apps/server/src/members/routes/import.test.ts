import { IMPORT_BATCH_SIZE, type ImportResult, type ImportRowInput, type Locale, m, MAX_IMPORT_ROWS, swissToday } from "@ssem/core";
import { parseMembersCsv } from "@ssem/core/member-csv";
import { sampleImportRow } from "@ssem/core/samples";
import { count, desc, eq, inArray, like } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { auditLog, invoices, membershipApplications, profiles, user, userRoles } from "../../db/schema";
import { billingYear } from "../../fees/invoices";
import { createLogger } from "../../logger";
import { createMailWorker } from "../../mail/worker";
import { startSmtpPeer } from "../../testing/smtp-peer";
import { createTestApp, linkToken, signedInForFile, type TestApp, testAppForFile } from "../../testing/test-app";
import { MAX_IMPORT_BODY_BYTES } from "./import";

/** A skipped row's reason: the English sentence for API clients, and its code for the screen's language. */
const exists = { reason: "An account with this e-mail address already exists", problems: [{ rule: "exists" }] };

const t = testAppForFile();
const admin = signedInForFile(t, "admin");
let rowsMade = 0;

/** A valid row with an address no other test uses. */
function row(overrides: Partial<ImportRowInput> = {}): ImportRowInput {
  rowsMade += 1;
  return { ...sampleImportRow, line: rowsMade + 1, email: `imported${rowsMade}@example.org`, ...overrides };
}

async function importRows(members: unknown[], cookie = admin.cookie, options: { sendInvoice?: boolean; defaultLanguage?: string } = {}) {
  const response = await t.request("/api/admin/members/import", { json: { members, ...options }, cookie });
  return { status: response.status, body: (await response.json()) as ImportResult & { code?: string; error?: string } };
}

const accountsWith = async (emails: string[]) => (await t.db.select({ n: count() }).from(user).where(inArray(user.email, emails)))[0]!.n;

describe("POST /api/admin/members/import", () => {
  it("makes each row an approved member with the member role and mails an invite that opens set-password mode", async () => {
    const rows = [row({ email: "Lea.Keller@Example.org" }), row({ field: "", studentType: "", yearOfCompletion: "" })];
    const { status, body } = await importRows(rows);

    expect(status).toBe(200);
    expect(body).toEqual({ imported: [{ email: "lea.keller@example.org" }, { email: rows[1]!.email }], skipped: [], failed: [] });
    const [created] = await t.db
      .select({ id: user.id, verified: user.emailVerified, status: profiles.status, phone: profiles.phone, university: profiles.university })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, "lea.keller@example.org"));
    expect(created).toMatchObject({ verified: false, status: "approved", phone: "+41 79 000 00 00", university: "Bern" });
    expect(await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, created!.id))).toEqual([{ role: "member" }]);
    const [defaults] = await t.db
      .select({ field: membershipApplications.field, studentType: membershipApplications.studentType })
      .from(membershipApplications)
      .innerJoin(user, eq(user.id, membershipApplications.userId))
      .where(eq(user.email, rows[1]!.email));
    expect(defaults).toEqual({ field: "medicine", studentType: "student" });

    const invite = (await t.outbox()).find((mail) => mail.to === "lea.keller@example.org")!;
    expect(invite.text).toContain(`${t.env.publicUrl}/auth#type=invite&access_token=`);
    // The invite link sets the password (set-password mode), after which the member can sign in.
    const token = linkToken(invite.text, "access_token");
    const used = await t.request("/api/account/password-links/use", { json: { type: "invite", token, password: "Chosen-1" } });
    expect(used.status).toBe(200);
    await expect(t.signIn("lea.keller@example.org", "Chosen-1")).resolves.toContain("=");
  });

  it("skips addresses that have an account and fails invalid rows, each with its line and reason, creating nothing for them", async () => {
    const existing = await t.createUser({ role: "pending" });
    const known = row({ email: existing.email.toUpperCase() });
    const duplicate = row();
    const bad = {
      noName: row({ firstName: " " }),
      badEmail: row({ email: "not-an-address" }),
      control: row({ lastName: "Mus\u0000ter" }),
      lineBreak: row({ placeOfStudy: "Bern\r\nBcc: x@example.org" }),
      // Shown as "Anna" + "gnp.exe" reversed: a name that reads differently in the admin list and the CSV.
      bidi: row({ firstName: "Anna\u202Eexe.png" }),
      field: row({ field: "astrology" }),
      year: row({ yearOfCompletion: "1950" }),
      phone: row({ phone: "call me" }),
      long: row({ lastName: "x".repeat(101) }),
    };
    const { status, body } = await importRows([
      known,
      duplicate,
      { ...duplicate, line: 99 },
      ...Object.values(bad),
      { line: 500, email: 42 },
    ]);

    expect(status).toBe(200);
    expect(body.imported).toEqual([{ email: duplicate.email }]);
    expect(body.skipped).toEqual([
      { line: known.line, email: existing.email, ...exists },
      { line: 99, email: duplicate.email, ...exists },
    ]);
    const reasons = Object.fromEntries(body.failed.map((failure) => [failure.line, failure]));
    const failedLine = (key: keyof typeof bad) => reasons[bad[key].line!]!;
    expect(failedLine("noName")).toMatchObject({ email: bad.noName.email, reason: "First name is required" });
    expect(failedLine("badEmail")).toMatchObject({ email: "not-an-address", reason: "Please enter a valid email address" });
    expect(failedLine("control").reason).toBe("Last name must not contain line breaks or control characters");
    expect(failedLine("lineBreak").reason).toBe("Place of study must not contain line breaks or control characters");
    expect(failedLine("bidi").reason).toBe("First name must not contain line breaks or control characters");
    expect(failedLine("field").reason).toBe("Field must be one of medicine, paramedic, nursing");
    expect(failedLine("year").reason).toMatch(/^Year of completion must be between/);
    expect(failedLine("phone").reason).toBe("Please enter a valid phone number");
    expect(failedLine("long")).toMatchObject({ reason: "Last name must be at most 100 characters", problems: [{ rule: "too_long", field: "lastName", max: 100 }] });
    expect(reasons[500]).toEqual({
      line: 500,
      email: "",
      reason: "Last name is required; First name is required; The e-mail address is missing",
      problems: [
        { rule: "required", field: "lastName" },
        { rule: "required", field: "firstName" },
        { rule: "required", field: "email" },
      ],
    });
    expect(body.failed).toHaveLength(Object.keys(bad).length + 1);
    expect(await accountsWith(Object.values(bad).map((failed) => failed.email!.toLowerCase()))).toBe(0);
  });

  it("creates nothing twice when the same file is imported again", async () => {
    const rows = [row(), row(), row()];
    expect((await importRows(rows)).body.imported).toHaveLength(3);
    const mailsBefore = (await t.outbox()).length;

    const again = await importRows(rows);
    expect(again.body).toEqual({
      imported: [],
      skipped: rows.map(({ line, email }) => ({ line, email, ...exists })),
      failed: [],
    });
    expect(await accountsWith(rows.map(({ email }) => email!))).toBe(3);
    expect((await t.outbox()).length).toBe(mailsBefore);
  });

  it("bills imported members for this year only when the admin ticks it, and mails nothing but the invite before they confirm", async () => {
    const year = billingYear(swissToday());
    const unticked = row();
    const ticked = [row({ studentType: "student" }), row({ studentType: "resident" })];
    await importRows([unticked]);
    const { body } = await importRows(ticked, admin.cookie, { sendInvoice: true });
    expect(body.imported).toHaveLength(2);

    const billed = await t.db
      .select({ email: invoices.billedEmail, year: invoices.year, amount: invoices.amountRappen })
      .from(invoices)
      .where(inArray(invoices.billedEmail, [unticked.email, ...ticked.map((member) => member.email)] as string[]));
    expect(billed.sort((a, b) => a.amount - b.amount)).toEqual([
      { email: ticked[0]!.email, year, amount: 1000 },
      { email: ticked[1]!.email, year, amount: 2000 },
    ]);
    // The invite goes now; the invoice once the member confirms the address by choosing a password.
    for (const member of ticked) {
      const subjects = (await t.outbox()).filter((mail) => mail.to === member.email).map((mail) => mail.subject);
      expect(subjects).toEqual([expect.stringMatching(/^Your membership account/)]);
    }
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "members_imported")).orderBy(desc(auditLog.at)).limit(1);
    expect(entry!.details).toEqual({ imported: 2, skipped: 0, failed: 0, invoiced: 2 });
  });

  it("writes one audit entry per request with the counts, and no names", async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, "members_imported"));
    await importRows([row(), row({ email: "broken" })]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "members_imported"));
    const added = entries.filter((entry) => !before.some((old) => old.id === entry.id));
    expect(added).toEqual([expect.objectContaining({ actorId: admin.userId, subjectUserId: null, details: { imported: 1, skipped: 0, failed: 1 } })]);
  });

  it("imports 2,000 rows in one request while SMTP is down, and every invite waits in the outbox", async () => {
    const peer = await startSmtpPeer();
    await peer.stop();
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, () => row({ lastName: "Müller-Lüdenscheidt", placeOfStudy: "Universität Zürich" }));
    const emails = rows.map(({ email }) => email!);

    const { status, body } = await importRows(rows);
    expect(status).toBe(200);
    expect(body.imported).toHaveLength(MAX_IMPORT_ROWS);
    expect(body.failed).toEqual([]);

    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: peer.port, secure: false, ignoreTLS: true, connectionTimeout: 2000 });
    const worker = createMailWorker({ db: t.db, transport, from: "no-reply@example.org", logger: createLogger({ silent: true }) });
    expect(await worker.drain()).toBe(0);
    const invites = (await t.outbox()).filter((mail) => emails.includes(mail.to));
    expect(invites).toHaveLength(MAX_IMPORT_ROWS);
    expect(new Set(invites.map((mail) => mail.to)).size).toBe(MAX_IMPORT_ROWS);
    expect(invites.every((mail) => mail.status === "pending" && mail.text.includes("/auth#type=invite&access_token="))).toBe(true);
  }, 120_000);

  it("refuses more rows than one request may carry, an empty list and a body over its limit, changing nothing", async () => {
    const tooMany = await importRows(Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({ email: "x@example.org" })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe("validation_failed");
    expect((await importRows([])).status).toBe(400);
    expect((await importRows(["a row"])).status).toBe(400);

    const huge = { members: [{ ...row(), lastName: "x".repeat(MAX_IMPORT_BODY_BYTES) }] };
    const response = await t.request("/api/admin/members/import", { json: huge, cookie: admin.cookie });
    expect(response.status).toBe(413);
    expect(await accountsWith([huge.members[0]!.email!])).toBe(0);
  });

  it("answers members 403 and visitors 401", async () => {
    const member = await t.loginAs("member");
    expect((await importRows([row()], member.cookie)).status).toBe(403);
    expect((await t.request("/api/admin/members/import", { json: { members: [row()] } })).status).toBe(401);
  });

  it("keeps a web batch of rows well inside the limits", () => {
    expect(IMPORT_BATCH_SIZE).toBeLessThanOrEqual(MAX_IMPORT_ROWS);
  });
});

describe("POST /api/admin/members/import/preview", () => {
  it("tells what the import will do, row by row, and writes nothing and mails no one", async () => {
    const existing = await t.createUser();
    const fresh = row();
    const rows = [fresh, row({ email: existing.email }), { ...fresh, line: 40 }, row({ email: "broken" })];
    const before = { accounts: (await t.db.select({ n: count() }).from(user))[0]!.n, mails: (await t.outbox()).length, audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n };

    const response = await t.request("/api/admin/members/import/preview", { json: { members: rows, sendInvoice: true }, cookie: admin.cookie });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as ImportResult;
    expect(preview).toEqual({
      imported: [{ email: fresh.email }],
      skipped: [
        { line: rows[1]!.line, email: existing.email, ...exists },
        { line: 40, email: fresh.email, ...exists },
      ],
      failed: [{ line: rows[3]!.line, email: "broken", reason: "Please enter a valid email address", problems: [{ rule: "invalid", field: "email" }] }],
    });
    expect((await t.db.select({ n: count() }).from(user))[0]!.n).toBe(before.accounts);
    expect((await t.outbox()).length).toBe(before.mails);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before.audit);

    // The import then does what the preview said.
    expect((await importRows(rows)).body).toEqual(preview);
  });

  it("refuses what the import refuses, and answers members 403 and visitors 401", async () => {
    const preview = (json: unknown, cookie?: string) => t.request("/api/admin/members/import/preview", { json, cookie });
    expect((await preview({ members: [] }, admin.cookie)).status).toBe(400);
    expect((await preview({ members: ["a row"] }, admin.cookie)).status).toBe(400);
    expect((await preview({ members: Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})) }, admin.cookie)).status).toBe(400);
    expect((await preview({ members: [row()] }, (await t.loginAs("member")).cookie)).status).toBe(403);
    expect((await preview({ members: [row()] })).status).toBe(401);
  });
});

describe("export and import", () => {
  it("bring the same people into an empty server: the export's file, read as the Bulk Import tab reads it, imports them all", async () => {
    const tag = `roundtrip${Date.now()}`;
    const people = [
      row({ email: `${tag}-a@example.org`, lastName: "Muster-Lüdi", firstName: "Zoë", field: "nursing", studentType: "resident", yearOfCompletion: "", phone: "+41 79 000 00 00" }),
      row({ email: `${tag}-b@example.org`, lastName: "=Formula", firstName: "Test", placeOfStudy: "Universität Zürich, Campus \"Nord\"", phone: "061 000 00 00" }),
      row({ email: `${tag}-c@example.org`, lastName: "Keller", firstName: "Lea", field: "medicine", studentType: "student", placeOfStudy: "", phone: "" }),
    ];
    expect((await importRows(people)).body.imported).toHaveLength(3);
    const exported = await (await t.request(`/api/admin/members/export?q=${tag}`, { cookie: admin.cookie })).text();

    const empty = await createTestApp();
    try {
      const otherAdmin = await empty.loginAs("admin");
      const { rows: read, dropped } = parseMembersCsv(exported);
      expect(dropped).toEqual([]);
      const response = await empty.request("/api/admin/members/import", { json: { members: read }, cookie: otherAdmin.cookie });
      expect(((await response.json()) as ImportResult).imported).toHaveLength(3);

      const detailsIn = async (app: TestApp) =>
        (
          await app.db
            .select({
              email: user.email,
              firstName: profiles.firstName,
              lastName: profiles.lastName,
              phone: profiles.phone,
              field: membershipApplications.field,
              studentType: membershipApplications.studentType,
              yearOfCompletion: membershipApplications.yearOfCompletion,
              placeOfStudy: membershipApplications.placeOfStudy,
              status: profiles.status,
            })
            .from(user)
            .innerJoin(profiles, eq(profiles.id, user.id))
            .innerJoin(membershipApplications, eq(membershipApplications.userId, user.id))
            .where(like(user.email, `${tag}-%`))
            .orderBy(user.email)
        );
      const original = await detailsIn(t);
      expect(original).toHaveLength(3);
      expect(await detailsIn(empty)).toEqual(original);
      // A phone number stayed as typed: no apostrophe came through the spreadsheet-safe export.
      expect(original[0]!.phone).toBe("+41 79 000 00 00");
    } finally {
      await empty.close();
    }
  }, 60_000);
});

describe("the imported member's language (issue 39, point 13)", () => {
  const localeOfMember = async (email: string) => (await t.db.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.email, email)))[0]?.locale;
  const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email).reverse();
  /** The invite's subject, which the association's name follows. */
  const inviteSubject = (locale: Locale) => expect.stringMatching(new RegExp(`^${m.mail_invite_subject({}, { locale })}`));

  it("writes the invite in the row's language, and the invoice once the member confirms, and keeps it as the member's", async () => {
    const french = row({ language: "fr", studentType: "student" });
    const german = row({ language: "Deutsch" });
    const { body } = await importRows([french, german], admin.cookie, { sendInvoice: true, defaultLanguage: "it" });
    expect(body.imported).toHaveLength(2);
    expect(await localeOfMember(french.email as string)).toBe("fr");
    expect(await localeOfMember(german.email as string)).toBe("de");
    const [invite] = await mailsTo(french.email as string);
    expect(invite!.subject).toEqual(inviteSubject("fr"));
    expect((await mailsTo(german.email as string)).map((mail) => mail.subject)).toEqual([inviteSubject("de")]);

    // Choosing a password confirms the address, which sends the invoice held for it: in French too.
    const used = await t.request("/api/account/password-links/use", { json: { type: "invite", token: linkToken(invite!.text, "access_token"), password: "Choisi-1" } });
    expect(used.status).toBe(200);
    const [, invoice] = await mailsTo(french.email as string);
    expect(invoice!.subject).toMatch(/^Facture /);
  });

  it("gives a row without a language the importing admin's, as the screen sends it or else as their profile says", async () => {
    const fromScreen = row();
    await importRows([fromScreen], admin.cookie, { defaultLanguage: "de" });
    expect(await localeOfMember(fromScreen.email as string)).toBe("de");
    expect((await mailsTo(fromScreen.email as string)).map((mail) => mail.subject)).toEqual([inviteSubject("de")]);

    const italianAdmin = await t.createUser({ role: "admin" });
    await t.db.update(profiles).set({ locale: "it" }).where(eq(profiles.id, italianAdmin.userId));
    const fromProfile = row({ language: " " });
    await importRows([fromProfile], await t.signIn(italianAdmin.email, italianAdmin.password));
    expect(await localeOfMember(fromProfile.email as string)).toBe("it");
    expect((await mailsTo(fromProfile.email as string)).map((mail) => mail.subject)).toEqual([inviteSubject("it")]);
  });

  it("refuses a row naming another language, with its line and what the column takes, importing the others", async () => {
    const refused = row({ language: "Rätoromanisch" });
    const fine = row({ language: "IT" });
    const { status, body } = await importRows([refused, fine]);
    expect(status).toBe(200);
    expect(body.failed).toEqual([
      {
        line: refused.line,
        email: refused.email,
        problems: [{ rule: "invalid", field: "language" }],
        reason: "Language must be one of en, de, fr, it or a language's name (English, German, French, Italian)",
      },
    ]);
    expect(body.imported).toEqual([{ email: fine.email }]);
    expect(await accountsWith([refused.email as string])).toBe(0);
    expect(await mailsTo(refused.email as string)).toEqual([]);
  });

  it("refuses a default language that is none with a 400, importing nothing", async () => {
    const member = row();
    const { status } = await importRows([member], admin.cookie, { defaultLanguage: "klingon" });
    expect(status).toBe(400);
    expect(await accountsWith([member.email as string])).toBe(0);
  });
});
