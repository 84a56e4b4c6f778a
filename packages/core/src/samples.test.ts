import { describe, expect, it } from "vitest";
import { importRowSchema } from "./member-import";
import { reviewSubmissionSchema } from "./review-schemas";
import { sampleImportRow, sampleReview } from "./samples";

describe("the shared test samples", () => {
  it("pass the schemas the API checks them with", () => {
    expect(reviewSubmissionSchema.safeParse(sampleReview).success).toBe(true);
    expect(importRowSchema.safeParse(sampleImportRow).error).toBeUndefined();
  });
});
