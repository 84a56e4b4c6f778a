import { importRowOutcome } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { importSummary, rowCount, withDroppedLines } from "./report";

describe("withDroppedLines", () => {
  it("accounts for every line: the dropped ones join the failed in file order", () => {
    const result = withDroppedLines(
      { imported: [{ email: "a@example.org" }], skipped: [importRowOutcome(3, "b@example.org", [{ rule: "exists" }])], failed: [importRowOutcome(6, "x", [{ rule: "invalid", field: "email" }])] },
      [importRowOutcome(7, "", [{ rule: "no_email" }]), importRowOutcome(4, "", [{ rule: "empty_line" }])],
    );
    expect(result.failed.map(({ line }) => line)).toEqual([4, 6, 7]);
    expect(rowCount(result)).toBe(5);
    expect(importSummary(result, "en")).toBe("Successfully imported 1 member, 1 skipped, 3 failed");
    expect(importSummary(result, "de")).toBe("1 Mitglied erfolgreich importiert, 1 übersprungen, 3 fehlgeschlagen");
  });
});
