import { describe, expect, it } from "vitest";
import { isCsvFile, readCsvText } from "./csv-file";

describe("isCsvFile", () => {
  it("accepts text/csv and .csv names (Excel on Windows reports another type) and refuses the rest", () => {
    expect(isCsvFile(new File([""], "members.csv", { type: "text/csv" }))).toBe(true);
    expect(isCsvFile(new File([""], "Mitglieder.CSV", { type: "application/vnd.ms-excel" }))).toBe(true);
    expect(isCsvFile(new File([""], "members.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }))).toBe(false);
    expect(isCsvFile(new File([""], "photo.png", { type: "image/png" }))).toBe(false);
  });
});

describe("readCsvText", () => {
  it("reads UTF-8 and falls back to Windows-1252 for files older Excel versions saved", async () => {
    expect(await readCsvText(new Blob(["Zürich"]))).toBe("Zürich");
    expect(await readCsvText(new Blob([new Uint8Array([0x5a, 0xfc, 0x72, 0x69, 0x63, 0x68])]))).toBe("Zürich");
  });
});
