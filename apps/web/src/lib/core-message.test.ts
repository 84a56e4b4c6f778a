import { describe, expect, it } from "vitest";
import { inReadersLanguage } from "./core-message";

const english = { missing: "Please fill in all fields", failed: "Failed to submit request. Please try again." };
const german = { missing: "Bitte füllen Sie alle Felder aus", failed: "Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal." };

describe("inReadersLanguage", () => {
  it("gives a known English message in the reader's language", () => {
    expect(inReadersLanguage("Please fill in all fields", english, german)).toBe("Bitte füllen Sie alle Felder aus");
  });

  it("leaves a message it does not know as it is", () => {
    expect(inReadersLanguage("Too many requests: try again in 5 minutes", english, german)).toBe("Too many requests: try again in 5 minutes");
  });
});
