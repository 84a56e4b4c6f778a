import { REMOVED_MEMBER } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { describeEntry } from "./audit-log";

const entry = { id: "1", at: "2026-11-23T06:00:00.000Z", details: {} };

describe("describeEntry", () => {
  it("reads as a sentence: who, what, whom, and the new role", () => {
    expect(describeEntry({ ...entry, action: "role_changed", actorName: "Anna Muster", subjectName: "Ben Beispiel", details: { role: "admin" } })).toBe(
      "Anna Muster changed the role of Ben Beispiel to admin",
    );
  });

  it("names a removed person as the server says, and leaves out a subject an action does not have", () => {
    expect(describeEntry({ ...entry, action: "member_removed", actorName: "Anna Muster", subjectName: REMOVED_MEMBER })).toBe(`Anna Muster removed ${REMOVED_MEMBER}`);
    expect(describeEntry({ ...entry, action: "members_imported", actorName: REMOVED_MEMBER, subjectName: null, details: { imported: 12 } })).toBe(
      `${REMOVED_MEMBER} imported members (imported: 12)`,
    );
  });
});
