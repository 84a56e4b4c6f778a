import { describe, expect, it } from "vitest";
import { ApiRequestError, unwrap } from "./api-errors";

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
