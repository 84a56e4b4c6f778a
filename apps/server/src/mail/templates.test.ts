import { association, type Locale } from "@ssem/core";
import { describe, expect, it } from "vitest";
import {
  alreadyRegisteredMail,
  confirmationMail,
  feeReminderMail,
  invoiceMail,
  inviteMail,
  mailingListConfirmationMail,
  membershipApprovedMail,
  membershipRejectedMail,
  resignationMail,
  twoFactorResetMail,
} from "./templates";

const link = "https://members.ssem.example/x";
const invoice = (locale: Locale) => ({
  number: "2026-000042",
  year: 2026,
  amount: "CHF 10.00",
  dueOn: "25.12.2026",
  iban: "CH44 3199 9123 0008 8901 2",
  reference: "21 00000 00003 13947 14300 09017",
  dashboardLink: link,
  testAccount: false,
  locale,
  name: "Anna Muster",
});
const resignation = { name: "Anna Muster", email: "anna@example.org", leavesOn: "2026-12-31", deletedNow: false, keepsNewsletter: false, dashboardLink: link };

/** Every mail that names the association, in a language. */
const mailsNamingTheAssociation = (locale: Locale) => [
  confirmationMail("a@example.org", link, locale),
  alreadyRegisteredMail("a@example.org", link, locale),
  inviteMail("a@example.org", link, locale),
  twoFactorResetMail("a@example.org", link, locale),
  membershipApprovedMail("a@example.org", link, locale),
  membershipRejectedMail("a@example.org", locale),
  invoiceMail("a@example.org", invoice(locale)),
  resignationMail(resignation, locale),
  resignationMail({ ...resignation, deletedNow: true }, locale),
  mailingListConfirmationMail("a@example.org", link, locale),
];

/** A preposition right before the name, where the language wants its article ("bei der …", "de la …", "della …"). */
const bareName: Record<Exclude<Locale, "en">, RegExp> = {
  de: new RegExp(`\\b(bei|von|aus|an|für) ${association.name}`),
  fr: new RegExp(`(\\bde|\\bà|\\bpour) ${association.name}`),
  it: new RegExp(`\\b(di|a|da|per|in) ${association.name}`),
};

describe("mail texts (issue 39)", () => {
  it.each(["de", "fr", "it"] as const)("put the article before the association's name in %s", (locale) => {
    for (const mail of mailsNamingTheAssociation(locale)) {
      expect(mail.text).toContain(association.name);
      expect(mail.text).not.toMatch(bareName[locale]);
    }
  });

  it("greet the member by name where the mail knows it, and plainly where it goes to an address nobody confirmed", () => {
    expect(invoiceMail("a@example.org", invoice("de")).text).toMatch(/^Guten Tag Anna Muster,\n/);
    expect(feeReminderMail("a@example.org", invoice("fr"), "second").text).toMatch(/^Bonjour Anna Muster,\n/);
    expect(resignationMail(resignation, "it").text).toMatch(/^Buongiorno Anna Muster,\n/);
    expect(invoiceMail("a@example.org", invoice("en")).html).toContain("<p>Hello Anna Muster,</p>");
    expect(confirmationMail("a@example.org", link, "de").text).toMatch(/^Guten Tag,\n/);
  });
});
