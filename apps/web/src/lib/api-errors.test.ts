import { describe, expect, it } from "vitest";
import { ApiRequestError, unwrap } from "./api-errors";
import { errorMessageIn } from "./error-message";

const response = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => (body === undefined ? Promise.reject(new Error("no body")) : Promise.resolve(body)) });

describe("unwrap", () => {
  it("returns the body of a successful answer", async () => {
    await expect(unwrap(response(200, { email: "a@example.org" }))).resolves.toEqual({ email: "a@example.org" });
  });
  it("throws the server's message and code", async () => {
    const error = await unwrap(response(400, { error: "Please enter your email address", code: "validation_failed" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Please enter your email address" });
  });
  it("still throws something readable when the answer has no JSON", async () => {
    await expect(unwrap(response(502, undefined))).rejects.toThrow("Request failed (502)");
  });
});

describe("errorMessageIn", () => {
  // The body POST /api/me/password answers for a wrong current password.
  const wrongPassword = () => unwrap(response(400, { error: "The current password is not correct.", code: "wrong_password" })).catch((e: unknown) => e);

  it("renders an error code in each language, English as the server's own sentence", async () => {
    const error = await wrongPassword();
    expect(errorMessageIn(error, "en")).toBe("The current password is not correct.");
    expect(errorMessageIn(error, "de")).toBe("Das Passwort ist nicht korrekt.");
    expect(errorMessageIn(error, "fr")).toBe("Le mot de passe n'est pas correct.");
    expect(errorMessageIn(error, "it")).toBe("La password non è corretta.");
  });

  it("tells a reused authenticator code apart from a wrong one", async () => {
    const used = await unwrap(response(401, { error: "This code has been used already. Please wait for the next code in your authenticator app.", code: "code_used" })).catch(
      (e: unknown) => e,
    );
    expect(errorMessageIn(used, "de")).toBe("Dieser Code wurde bereits verwendet. Bitte warten Sie auf den nächsten Code in Ihrer Authenticator-App.");
    expect(errorMessageIn(used, "de")).not.toBe(errorMessageIn(new ApiRequestError(401, "invalid_code", "The code is not correct."), "de"));
  });

  it("falls back to a general sentence for a code of many meanings, and to 'try again' without a code", async () => {
    const conflict = await unwrap(response(409, { error: "Invoice 2026-000001 is already paid in full.", code: "conflict" })).catch((e: unknown) => e);
    expect(errorMessageIn(conflict, "en")).toBe("Invoice 2026-000001 is already paid in full.");
    expect(errorMessageIn(conflict, "de")).toBe("Das ist im aktuellen Zustand nicht möglich. Bitte laden Sie die Seite neu und versuchen Sie es erneut.");
    const offline = new TypeError("Failed to fetch");
    expect(errorMessageIn(offline, "fr")).toBe("Veuillez réessayer.");
    expect(errorMessageIn(await unwrap(response(502, undefined)).catch((e: unknown) => e), "it")).toBe("Riprovi.");
  });
});
