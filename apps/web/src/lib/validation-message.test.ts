import * as core from "@ssem/core";
import { eventInputSchema, locales, membershipApplicationSchema, passkeyNameSchema, type z } from "@ssem/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validationMessageIn } from "./validation-message";

/** The schemas behind the forms members, applicants and admins fill in. */
const formSchemas: Record<string, z.ZodType> = Object.fromEntries(
  (
    [
      "cancelInvoiceSchema",
      "changePasswordSchema",
      "dataExportRequestSchema",
      "enableTwoFactorSchema",
      "eventInputSchema",
      "mailingListSubscriptionSchema",
      "manualPaymentSchema",
      "membershipApplicationSchema",
      "newsletterSchema",
      "ownProfileUpdateSchema",
      "passkeyNameSchema",
      "resignationSchema",
      "reviewSubmissionSchema",
      "rideAlongRequestSchema",
      "signInSchema",
    ] as const
  ).map((name) => [name, core[name]]),
);

/** Values a person types, pastes or leaves empty: blanks, control characters, very long text, numbers and their look-alikes. */
const typed = fc.oneof(
  fc.constantFrom("", " ", "a", "x".repeat(5_000), "line\nbreak", "tab\u0000nul", "\u202Eevil", "2026-02-31", "25:00", "0", "-1", "1e3", "abc", "Abcdef1", "student", "medicine", "nursing", "2030", "anna@example.org"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: -10, max: 3_000 }),
  fc.constant(undefined),
);

function issuesOf(schema: z.ZodType, value: unknown) {
  const checked = schema.safeParse(value);
  return checked.success ? [] : checked.error.issues;
}

/** A form sends its own fields only: an unknown one is an API client's mistake, answered in English. */
const formCanShow = (issue: z.core.$ZodIssue) => issue.code !== "unrecognized_keys";

describe("validationMessageIn", () => {
  it("says in English exactly what the schema says: the spec's words", () => {
    const [issue] = issuesOf(membershipApplicationSchema, { phone: "call me maybe" }).filter((found) => found.path[0] === "phone");
    expect(validationMessageIn(issue!, "en")).toBe("Please enter a valid phone number");
  });

  it("says a sentence of its own in each language, and a limit with its number", () => {
    const [phone] = issuesOf(membershipApplicationSchema, { phone: "call me maybe" }).filter((found) => found.path[0] === "phone");
    expect(validationMessageIn(phone!, "de")).toBe("Bitte geben Sie eine gültige Telefonnummer ein");
    expect(validationMessageIn(phone!, "fr")).toBe("Veuillez saisir un numéro de téléphone valide");
    expect(validationMessageIn(phone!, "it")).toBe("Inserisca un numero di telefono valido");
    const [tooLong] = issuesOf(passkeyNameSchema, "x".repeat(200));
    expect(validationMessageIn(tooLong!, "de")).toMatch(/^Bitte verwenden Sie höchstens \d+ Zeichen\.$/);
    const [lineBreak] = issuesOf(passkeyNameSchema, "Lap\ntop");
    expect(validationMessageIn(lineBreak!, "fr")).toBe("Veuillez supprimer les retours à la ligne et les caractères de contrôle.");
  });

  it("says the refusals that weigh one field against another, which random values rarely reach", () => {
    const application = { firstName: "Anna", lastName: "Muster", field: "medicine", studentType: "student", placeOfStudy: "Bern", email: "anna@example.org", phone: "031 000 00 00", password: "secret1" };
    const [year] = issuesOf(membershipApplicationSchema, application);
    expect(validationMessageIn(year!, "de")).toBe("Für Studierende ist das Abschlussjahr erforderlich");
    const event = { title: "Kurs", date: "2026-12-01", startTime: "18:00", endTime: "17:00", city: "Bern", venue: null, membersOnly: false, registration: "", description: "" };
    const [endTime] = issuesOf(eventInputSchema, event);
    expect(validationMessageIn(endTime!, "it")).toBe("L’ora di fine deve essere successiva all’ora di inizio");
  });

  it("leaves no refusal of a form's schema in English for a German, French or Italian reader", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(formSchemas)), fc.dictionary(fc.constantFrom("firstName", "lastName", "email", "phone", "password", "currentPassword", "newPassword", "field", "studentType", "yearOfCompletion", "placeOfStudy", "message", "title", "date", "startTime", "endTime", "city", "venue", "membersOnly", "registration", "description", "subject", "text", "reason", "amount", "paidOn", "when", "code", "name", "country", "hospital", "rotationType", "timeOfRotation", "rating", "experienceDescription", "teaching", "leisureTime", "applicationInfo", "yearOfStudies", "location"), typed), (name, value) => {
        const schema = formSchemas[name]!;
        const input = name === "passkeyNameSchema" ? value.name : value;
        for (const issue of issuesOf(schema, input).filter(formCanShow)) {
          for (const locale of locales.filter((candidate) => candidate !== "en")) {
            expect(validationMessageIn(issue, locale), `${name} ${issue.path.join(".")} ${issue.code} "${issue.message}" in ${locale}`).not.toBe(issue.message);
          }
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
