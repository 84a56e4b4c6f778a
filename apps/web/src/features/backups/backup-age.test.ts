import { describe, expect, it } from "vitest";
import { backupAge } from "./backup-age";

const now = Date.parse("2026-11-26T12:00:00Z");
const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();

describe("backupAge", () => {
  it("reads in minutes, then hours up to two days, then days", () => {
    expect(backupAge(before(20_000), now)).toBe("just now");
    expect(backupAge(before(60_000), now)).toBe("1 minute ago");
    expect(backupAge(before(59 * 60_000), now)).toBe("59 minutes ago");
    expect(backupAge(before(47 * 3_600_000), now)).toBe("47 hours ago");
    expect(backupAge(before(49 * 3_600_000), now)).toBe("2 days ago");
    expect(backupAge(before(10 * 86_400_000), now)).toBe("10 days ago");
  });

  it("says just now for a time a little ahead of this machine's clock", () => {
    expect(backupAge(new Date(now + 5_000).toISOString(), now)).toBe("just now");
  });
});
