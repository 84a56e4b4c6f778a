import { describe, expect, it } from "vitest";
import { importRowSchema } from "./member-import";
import { passkeyAuthenticationSchema, passkeyRegistrationSchema } from "./passkeys";
import { reviewSubmissionSchema } from "./review-schemas";
import { sampleImportRow, samplePasskeyAuthentication, samplePasskeyRegistration, sampleReview } from "./samples";

describe("the shared test samples", () => {
  it("pass the schemas the API checks them with", () => {
    expect(reviewSubmissionSchema.safeParse(sampleReview).success).toBe(true);
    expect(importRowSchema.safeParse(sampleImportRow).error).toBeUndefined();
    expect(passkeyRegistrationSchema.safeParse(samplePasskeyRegistration).error).toBeUndefined();
    expect(passkeyAuthenticationSchema.safeParse(samplePasskeyAuthentication).error).toBeUndefined();
  });
});
