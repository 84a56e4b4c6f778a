import { describe, expect, it } from "vitest";
import { csvCell } from "./csv";

describe("csvCell", () => {
  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
  });

  it("keeps a negative number a number, so the treasurer's sums include reversals, but not text that looks like one", () => {
    expect(csvCell(-10.5)).toBe(`"-10.5"`);
    expect(csvCell(-5)).toBe(`"-5"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
  });
});
