import { auditPartyName, type MembershipEvent } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { membershipEventText } from "./membership-event-text";

const approved = (actor: MembershipEvent["actor"]): MembershipEvent => ({
  kind: "approved",
  at: "2026-11-20T10:00:00.000Z",
  by: actor && auditPartyName(actor, "en"),
  actor,
});

describe("membershipEventText", () => {
  it("names an admin who has since been removed in the reader's language, not with the API's English", () => {
    const removed = approved({ kind: "removed" });
    expect(membershipEventText(removed, "de")).toBe("Genehmigt von einem inzwischen entfernten Mitglied");
    expect(membershipEventText(removed, "de")).not.toContain(removed.by!);
    expect(membershipEventText(removed, "en")).toBe("Approved by a member who has since been removed");
  });

  it("keeps a named admin's name in every language", () => {
    expect(membershipEventText(approved({ kind: "person", name: "Erika Muster" }), "fr")).toContain("Erika Muster");
  });
});
