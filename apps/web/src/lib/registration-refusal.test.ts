import { registrationRefusalMessages } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { ApiRequestError } from "./api-errors";
import { errorMessageIn } from "./error-message";
import { registrationRefusalIn } from "./registration-refusal";

const refusal = (code: keyof typeof registrationRefusalMessages) => new ApiRequestError(409, code, registrationRefusalMessages[code]);

describe("a refused registration step in the reader's language", () => {
  it("keeps the server's English sentence, and says each refusal in German of its own", () => {
    expect(registrationRefusalIn(refusal("offer_expired"), "en")).toBe(registrationRefusalMessages.offer_expired);
    const german = (Object.keys(registrationRefusalMessages) as (keyof typeof registrationRefusalMessages)[])
      .filter((code) => code !== "not_found")
      .map((code) => registrationRefusalIn(refusal(code), "de"));
    expect(new Set(german).size).toBe(german.length);
    expect(registrationRefusalIn(refusal("registration_closed"), "de")).toBe("Die Anmeldung für diese Veranstaltung ist geschlossen.");
  });

  it("words any other failure as every form does", () => {
    const other = new ApiRequestError(429, "rate_limited", "Too many requests.");
    expect(registrationRefusalIn(other, "fr")).toBe(errorMessageIn(other, "fr"));
  });
});
