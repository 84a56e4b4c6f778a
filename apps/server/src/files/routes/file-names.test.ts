import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName, MAX_FILE_NAME_BYTES } from "./file-names";

describe("cleanFileName", () => {
  it.each([
    ["Statuten 2025.pdf", "Statuten 2025.pdf"],
    ["Jahresbericht Zürich – Änderungen.pdf", "Jahresbericht Zürich – Änderungen.pdf"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\board\\minutes.docx", "minutes.docx"],
    ["/absolute/path/a.txt", "a.txt"],
    ["evil\u0000.pdf.exe", "evil.pdf.exe"],
    ["\u202Efdp.exe", "fdp.exe"],
    [".hidden.txt", "hidden.txt"],
    ["trailing dots...", "trailing dots"],
    ["a<b>c:d|e?f*g\".txt", "abcdefg.txt"],
    // Decomposed umlauts (as macOS writes them) are stored composed, so one name has one spelling.
    ["A\u0308nderung.pdf", "Änderung.pdf"],
  ])("%j → %j", (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it.each(["", ".", "..", "...", ".".repeat(1000), "../", "a/..", "\u0000", "   "])("leaves nothing usable of %j", (raw) => {
    expect(cleanFileName(raw)).toBeNull();
  });

  it("shortens a long name before its extension", () => {
    const cleaned = cleanFileName(`${"ä".repeat(1000)}.pdf`)!;
    expect(cleaned).toMatch(/^ä+\.pdf$/);
    expect(Buffer.byteLength(cleaned)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });

  it("always gives a plain, short, stable name or nothing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.array(fc.constantFrom(".", "/", "\\", "a", "ä", "\u0000", " ", "%2e")).map((parts) => parts.join(""))), (raw) => {
        const cleaned = cleanFileName(raw);
        if (cleaned === null) return;
        expect(cleaned).not.toMatch(/[/\\\p{Cc}\p{Cf}]|^[.\s]|[.\s]$/u);
        expect(Buffer.byteLength(cleaned)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
        expect(cleanFileName(cleaned)).toBe(cleaned);
      }),
      { numRuns: 500 },
    );
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact name in filename*", () => {
    expect(attachmentDisposition("Protokoll GV.pdf")).toBe(`attachment; filename="Protokoll GV.pdf"; filename*=UTF-8''Protokoll%20GV.pdf`);
    expect(attachmentDisposition("Änderung (neu)'s.pdf")).toBe(`attachment; filename="_nderung (neu)'s.pdf"; filename*=UTF-8''%C3%84nderung%20%28neu%29%27s.pdf`);
  });

  it("never lets a name end the quoted string or add a header", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (name) => {
        const header = attachmentDisposition(name);
        const quoted = /^attachment; filename="([^"\\]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+^_`|~.%-]*)$/.exec(header);
        expect(quoted, header).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
