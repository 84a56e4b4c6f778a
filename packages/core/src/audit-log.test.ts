import { describe, expect, it } from "vitest";
import { type AuditDetails, auditActionLabel, auditActionTexts, auditLogExportSchema, auditLogQuerySchema, type AuditParty, auditSentence } from "./audit-log";
import { formatChf, formatNumber, type Locale, locales } from "./i18n";
import { type AuditAction, auditActions } from "./roles";

const actor = "Erika Muster";
const subject = "Max Muster";
const person = (name: string): AuditParty => ({ kind: "person", name });
const removed: AuditParty = { kind: "removed" };
const housekeeping: AuditParty = { kind: "housekeeping" };

/** A complete entry of every action, as recordAudit writes it today. */
const recorded: { [Action in AuditAction]: AuditDetails[Action] } = {
  member_approved: {},
  member_rejected: {},
  role_changed: { role: "admin" },
  member_removed: {},
  members_imported: { imported: 12, skipped: 3, failed: 1, invoiced: 12 },
  file_uploaded: { fileName: "Statutes 2026.pdf", size: 1536 },
  file_deleted: { fileName: "Statutes 2025.pdf" },
  review_deleted: { reviewId: 7, hospital: "Test Hospital Bern" },
  ride_along_status_changed: { status: "done" },
  newsletter_sent: { recipients: 2 },
  event_created: { eventId: "e1", title: "Winter course" },
  registration_settings_changed: { eventId: "e1", title: "Winter course" },
  registration_changed: { eventId: "e1", title: "Winter course", step: "promote" },
  event_updated: { eventId: "e1", title: "Winter course" },
  event_deleted: { eventId: "e1", title: "Winter course" },
  event_cancelled: { eventId: "e1", title: "Winter course", notified: 3 },
  event_mail_sent: { eventId: "e1", title: "Winter course", audience: "waiting", recipients: 1 },
  payment_recorded: { invoice: "2026-000042", amount: "CHF 20.00" },
  invoice_resent: { invoice: "2026-000042" },
  invoice_cancelled: { invoice: "2026-000042", reason: "Applied twice" },
  bank_file_imported: { credits: 3, booked: 2, partial: 0, overpaid: 0, unmatched: 1, duplicates: 0, debits: 0, reversals: 0, unmatchedReversals: 0, duplicateReversals: 0, notBooked: 0 },
  payment_assigned: { invoice: "2026-000042", amountRappen: 2000 },
  payment_reversed: { invoice: "2026-000042", amountRappen: 2000, reason: "Assigned to the wrong member" },
  refund_marked: { invoice: "2026-000042", amountRappen: 1000, reason: "Paid twice" },
  payment_dismissed: { amountRappen: 5000, reason: "A donation" },
  fees_renewed: { year: 2027, planned: 4, created: 4 },
  membership_ended: { cancelledInvoices: 1 },
  member_reapproved: {},
  profile_corrected: { fields: "lastName, phone" },
  invite_resent: {},
  confirmation_resent: {},
  member_resigned: { leavesOn: "2026-12-31" },
  resignation_withdrawn: {},
  resigned_account_deleted: { leftOn: "2026-12-31", cancelledInvoices: 1 },
  data_exported: {},
  two_factor_reset: {},
  passkey_added: { name: "Laptop" },
  passkey_removed: { name: "Laptop" },
  password_changed: {},
  two_factor_disabled: {},
  recovery_codes_renewed: {},
  other_sessions_ended: { ended: 2 },
};

const sentenceOf = <Action extends AuditAction>(action: Action, details: Partial<AuditDetails[Action]> = recorded[action], locale: Locale = "en") =>
  auditSentence(action, { actor: person(actor), subject: person(subject), details }, locale);

describe("the audit log's sentences", () => {
  it.each(locales)("has a label and a sentence for every action, each label its own, in %s", (locale) => {
    expect(Object.keys(auditActionTexts).sort()).toEqual([...auditActions].sort());
    const labels = auditActions.map((action) => auditActionLabel(action, locale));
    expect(new Set(labels).size).toBe(auditActions.length);
  });

  it("reads every action as a sentence: the actor first, the person it was about by name, no raw ids or key=value", () => {
    for (const action of auditActions) {
      const sentence = sentenceOf(action);
      expect(sentence, action).toMatch(new RegExp(`^${actor} `));
      // A member acting on their own account is the actor and the subject: named once.
      if (auditActionTexts[action].aboutPerson && auditActionTexts[action].by !== "self") expect(sentence, action).toContain(subject);
      expect(sentence, action).not.toMatch(/undefined|null|NaN|\[object|=|e1\b/);
    }
  });

  it("names people, events, files and invoices", () => {
    expect(sentenceOf("member_approved")).toBe("Erika Muster approved Max Muster");
    expect(sentenceOf("data_exported")).toBe("Erika Muster downloaded their personal data");
    expect(sentenceOf("two_factor_reset")).toBe("Erika Muster reset the two-factor authentication of Max Muster");
    expect(sentenceOf("passkey_added")).toBe("Erika Muster added the passkey “Laptop”");
    expect(sentenceOf("passkey_removed", {})).toBe("Erika Muster removed a passkey");
    expect(sentenceOf("other_sessions_ended", {})).toBe("Erika Muster signed out all other devices (some sessions)");
    expect(sentenceOf("other_sessions_ended", { ended: 1 }, "de")).toBe("Erika Muster hat alle anderen Geräte abgemeldet (1 Sitzung)");
    expect(sentenceOf("role_changed")).toBe("Erika Muster made Max Muster an admin");
    expect(sentenceOf("role_changed", { role: "member" })).toBe("Erika Muster made Max Muster a member");
    expect(sentenceOf("event_created")).toBe("Erika Muster created the event “Winter course”");
    expect(sentenceOf("event_cancelled")).toBe("Erika Muster cancelled the event “Winter course”");
    expect(sentenceOf("event_cancelled", undefined, "de")).toBe("Erika Muster hat die Veranstaltung «Winter course» abgesagt");
    expect(sentenceOf("event_mail_sent")).toBe("Erika Muster wrote to those waiting for the event “Winter course” (1 member)");
    expect(sentenceOf("event_mail_sent", { eventId: "e1", title: "Winter course", audience: "registered", recipients: 12 }, "de")).toBe(
      "Erika Muster hat die Angemeldeten für die Veranstaltung «Winter course» angeschrieben (12 Mitglieder)",
    );
    expect(sentenceOf("file_uploaded")).toBe("Erika Muster uploaded the file “Statutes 2026.pdf” (1.5 KB)");
    expect(sentenceOf("payment_recorded")).toBe("Erika Muster recorded a payment of CHF 20.00 on invoice 2026-000042 of Max Muster");
    expect(sentenceOf("payment_assigned")).toBe("Erika Muster assigned a bank payment of CHF 20.00 to invoice 2026-000042 of Max Muster");
    expect(sentenceOf("invoice_cancelled")).toBe("Erika Muster cancelled invoice 2026-000042 of Max Muster, giving the reason “Applied twice”");
    expect(sentenceOf("members_imported")).toBe("Erika Muster imported 12 members (3 already there, 1 failed, 12 invoices sent)");
    expect(sentenceOf("ride_along_status_changed", { status: "open" })).toBe("Erika Muster marked the ride-along request of Max Muster as open again");
    expect(sentenceOf("profile_corrected")).toBe("Erika Muster corrected the profile of Max Muster (last name, phone)");
    expect(sentenceOf("member_reapproved")).toBe("Erika Muster approved Max Muster again after a rejection");
    expect(sentenceOf("member_resigned")).toBe("Erika Muster resigned, leaving on 31.12.2026");
    expect(auditSentence("resigned_account_deleted", { actor: housekeeping, subject: null, details: recorded.resigned_account_deleted }, "en")).toBe(
      "Housekeeping deleted the account of a member who left on 31.12.2026 and closed 1 unpaid invoice",
    );
    // Resigning "now" deletes the account in the member's own request: no housekeeping acted.
    const immediately = { leftOn: "2026-11-26", cancelledInvoices: 2, immediately: true };
    expect(auditSentence("resigned_account_deleted", { actor: housekeeping, subject: null, details: immediately }, "en")).toBe(
      "The account of a member who resigned with immediate effect on 26.11.2026 was deleted at their request, and 2 unpaid invoices closed",
    );
  });

  it("says a member who has since been removed, for the actor (capitalised) and for the subject", () => {
    expect(auditSentence("member_approved", { actor: removed, subject: removed, details: {} }, "en")).toBe(
      "A member who has since been removed approved a member who has since been removed",
    );
    expect(sentenceOf("member_removed")).toBe("Erika Muster removed a member");
  });

  it("reads an entry recorded before its details were (an event without its title) without gaps", () => {
    expect(sentenceOf("event_created", { eventId: "e1" })).toBe("Erika Muster created an event that has since been deleted");
    expect(sentenceOf("event_deleted", { eventId: "e1" })).toBe("Erika Muster deleted an event");
    for (const action of auditActions) expect(sentenceOf(action, {}), action).not.toMatch(/undefined|null|NaN|“”/);
    expect(sentenceOf("members_imported", {})).toBe("Erika Muster imported some members (0 already there, 0 failed)");
  });
});

describe("the audit log's sentences in the reader's language", () => {
  it.each(locales)("reads every action in %s: the actor first, no gaps, with complete and with missing details", (locale) => {
    for (const action of auditActions) {
      for (const details of [recorded[action], {}]) {
        const sentence = sentenceOf(action, details, locale);
        if (action === "resigned_account_deleted") continue;
        expect(sentence, action).toMatch(new RegExp(`^${actor} `));
        expect(sentence, action).not.toMatch(/\bundefined\b|\bnull\b|NaN|\[object|\{|“”|«»/);
      }
    }
  });

  it("says each action in German, with one and many", () => {
    expect(sentenceOf("member_approved", undefined, "de")).toBe("Erika Muster hat Max Muster genehmigt");
    expect(sentenceOf("role_changed", undefined, "de")).toBe("Erika Muster hat Max Muster zum Admin gemacht");
    expect(sentenceOf("members_imported", undefined, "de")).toBe("Erika Muster hat 12 Mitglieder importiert (3 schon vorhanden, 1 fehlgeschlagen, 12 Rechnungen versandt)");
    expect(sentenceOf("members_imported", { imported: 1, skipped: 0, failed: 0 }, "de")).toBe("Erika Muster hat 1 Mitglied importiert (0 schon vorhanden, 0 fehlgeschlagen)");
    expect(sentenceOf("newsletter_sent", { recipients: 1 }, "de")).toBe("Erika Muster hat einen Newsletter an 1 Adresse gesendet");
    expect(sentenceOf("newsletter_sent", { recipients: 1234 }, "de")).toBe(`Erika Muster hat einen Newsletter an ${formatNumber(1234, "de")} Adressen gesendet`);
    expect(sentenceOf("event_created", undefined, "de")).toBe("Erika Muster hat die Veranstaltung «Winter course» erstellt");
    expect(sentenceOf("event_created", { eventId: "e1" }, "de")).toBe("Erika Muster hat eine inzwischen gelöschte Veranstaltung erstellt");
    expect(sentenceOf("payment_assigned", undefined, "de")).toBe(`Erika Muster hat für Max Muster eine Bankzahlung von ${formatChf(2000, "de")} auf Rechnung 2026-000042 gebucht`);
    expect(sentenceOf("invoice_cancelled", undefined, "de")).toBe("Erika Muster hat Rechnung 2026-000042 für Max Muster storniert, mit der Begründung «Applied twice»");
    expect(sentenceOf("profile_corrected", undefined, "de")).toBe("Erika Muster hat die Profilangaben für Max Muster korrigiert (Nachname, Telefon)");
    expect(sentenceOf("fees_renewed", {}, "de")).toBe("Erika Muster hat die Rechnungen für ein neues Jahr ausgestellt: 0 (geplant: einige Mitglieder)");
    expect(sentenceOf("membership_ended", undefined, "de")).toBe("Erika Muster hat die unbezahlte Mitgliedschaft für Max Muster beendet und 1 Rechnung storniert");
    expect(auditSentence("resigned_account_deleted", { actor: housekeeping, subject: null, details: recorded.resigned_account_deleted }, "de")).toBe(
      "Die automatische Bereinigung hat das Konto eines am 31.12.2026 ausgetretenen Mitglieds gelöscht und 1 unbezahlte Rechnung abgeschlossen",
    );
    expect(auditSentence("member_approved", { actor: removed, subject: removed, details: {} }, "de")).toBe(
      "Ein inzwischen entferntes Mitglied hat ein inzwischen entferntes Mitglied genehmigt",
    );
  });

  it("says them in French and Italian, amounts in the language's format, names and titles as stored", () => {
    expect(sentenceOf("members_imported", { imported: 1, skipped: 2, failed: 0, invoiced: 1 }, "fr")).toBe("Erika Muster a importé 1 membre (déjà présents : 2, en échec : 0, envoi de 1 facture)");
    expect(sentenceOf("payment_assigned", undefined, "fr")).toBe(`Erika Muster a attribué un paiement bancaire de ${formatChf(2000, "fr")} à la facture 2026-000042 pour Max Muster`);
    expect(sentenceOf("file_uploaded", undefined, "fr")).toBe("Erika Muster a téléversé le fichier « Statutes 2026.pdf » (1.5 KB)");
    expect(sentenceOf("passkey_removed", {}, "fr")).toBe("Erika Muster a supprimé une clé d’accès");
    expect(sentenceOf("newsletter_sent", undefined, "it")).toBe("Erika Muster ha inviato una newsletter a 2 iscritti");
    expect(sentenceOf("fees_renewed", undefined, "it")).toBe("Erika Muster ha emesso le fatture per il 2027: 4 su 4 membri");
    expect(sentenceOf("member_resigned", undefined, "it")).toBe("Erika Muster ha dato le dimissioni, uscita il 31.12.2026");
    expect(auditSentence("member_approved", { actor: removed, subject: person(subject), details: {} }, "it")).toBe("Un membro rimosso nel frattempo ha approvato Max Muster");
  });

  it("labels the actions in the reader's language", () => {
    expect(locales.map((locale) => auditActionLabel("member_removed", locale))).toEqual(["Member removed", "Mitglied entfernt", "Membre supprimé", "Membro rimosso"]);
  });
});

describe("the audit log's filters", () => {
  it("writes the CSV in the language asked for, English when none is, and refuses another", () => {
    expect(auditLogExportSchema.parse({}).lang).toBe("en");
    expect(auditLogExportSchema.parse({ lang: "de" }).lang).toBe("de");
    expect(auditLogExportSchema.safeParse({ lang: "es" }).success).toBe(false);
  });

  const parse = (query: Record<string, string>) => auditLogQuerySchema.safeParse(query);

  it("takes an action, people and a range of Swiss days", () => {
    expect(parse({ action: "event_created", actor: "muster", subject: "max@example.org", from: "2026-11-01", to: "2026-11-01" }).data).toMatchObject({ page: 1, pageSize: 25 });
  });

  it("refuses an unknown action, a day that is no day, and a range that ends before it starts", () => {
    expect(parse({ action: "event" }).error?.issues[0]?.message).toBe("Choose an action from the list");
    expect(parse({ from: "2026-02-30" }).error?.issues[0]?.message).toBe("From must be a date (YYYY-MM-DD)");
    expect(parse({ to: "01.11.2026" }).error?.issues[0]?.message).toBe("To must be a date (YYYY-MM-DD)");
    expect(parse({ from: "2026-11-02", to: "2026-11-01" }).error?.issues[0]).toMatchObject({ message: "From must be on or before To", path: ["to"] });
    expect(parse({ actor: "a\u0000b" }).success).toBe(false);
  });
});
