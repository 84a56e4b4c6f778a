import { describe, expect, it } from "vitest";
import { backupAge } from "./backup-age";

const now = Date.parse("2026-11-26T12:00:00Z");
const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();

describe("backupAge", () => {
  it("reads in minutes, then hours up to two days, then days", () => {
    expect(backupAge(before(20_000), now, "en")).toBe("just now");
    expect(backupAge(before(60_000), now, "en")).toBe("1 minute ago");
    expect(backupAge(before(59 * 60_000), now, "en")).toBe("59 minutes ago");
    expect(backupAge(before(47 * 3_600_000), now, "en")).toBe("47 hours ago");
    expect(backupAge(before(49 * 3_600_000), now, "en")).toBe("2 days ago");
    expect(backupAge(before(10 * 86_400_000), now, "en")).toBe("10 days ago");
  });

  it("reads in the reader's language", () => {
    expect(backupAge(before(60_000), now, "de")).toBe("vor 1 Minute");
    expect(backupAge(before(3 * 86_400_000), now, "it")).toBe("3 giorni fa");
  });

  it("says just now for a time a little ahead of this machine's clock", () => {
    expect(backupAge(new Date(now + 5_000).toISOString(), now, "en")).toBe("just now");
  });
});
