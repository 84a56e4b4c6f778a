import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-share";

describe("formatFileSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [1023, "1023 Bytes"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [1234567, "1.18 MB"],
    [25 * 1024 * 1024, "25 MB"],
    [3.456 * 1024 ** 3, "3.46 GB"],
    // Nothing larger than GB in the spec's units.
    [2 * 1024 ** 4, "2048 GB"],
  ])("%d bytes → %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
