import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The invoice letter's fonts: DejaVu Sans Condensed, regular and bold, from the dejavu-fonts-ttf package (ADR 019).
 * pdfkit's standard Helvetica knows only Windows-1252, so "Dvořák-Čolić" printed as "Dvož²Ñolip" (issue 39);
 * DejaVu covers Latin, Greek and Cyrillic whole, and its condensed cut is about as wide as Helvetica, so the
 * letter's layout stays. pdfkit embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

type FontkitFont = { layout(text: string): unknown; _glyphs: object };
type EmbeddedFont = new (doc: PDFKit.PDFDocument, font: FontkitFont, id: string) => unknown;
type DocumentFonts = { _font?: { constructor: unknown; font?: FontkitFont }; _fontFamilies: Record<string, unknown>; _fontCount: number };

/**
 * Each font parsed once per process and shared by every document. pdfkit parses a font file anew for
 * each document, and a parsed font's first layout reads its tables (cmap, GSUB, GPOS): that doubled
 * the time of a bill, times 5,000 in a renewal. A document keeps its own subset of the shared font.
 * Only the font's glyph objects start anew with each document: a document's subset caches the glyphs
 * it draws through others ("i" is "ı" and a dot) without their characters, and the next document
 * that printed "ı" got U+FFFD as its text. pdfkit exports no hook for this, so its embedded-font class is reached
 * through a first document, as standard-font-metrics.ts does; should an update move it, this throws
 * and the invoice tests fail before such an update lands.
 */
function parseOnce() {
  const probe = new PDFDocument();
  const fonts = probe as unknown as DocumentFonts;
  const parsed = (file: Buffer) => {
    probe.font(file);
    return fonts._font?.font;
  };
  const [regular, bold] = [parsed(fontFile("DejaVuSansCondensed.ttf")), parsed(fontFile("DejaVuSansCondensed-Bold.ttf"))];
  const embeddedFont = fonts._font?.constructor as EmbeddedFont | undefined;
  if (typeof embeddedFont !== "function" || typeof regular?._glyphs !== "object" || typeof bold?._glyphs !== "object") {
    throw new Error("pdfkit no longer exposes its embedded fonts: update letter-fonts.ts");
  }
  return { embeddedFont, regular, bold };
}

let shared: ReturnType<typeof parseOnce> | undefined;

/** Gives `doc` the letter's fonts and returns the names that select them (`doc.font(name)`). */
export function letterFonts(doc: PDFKit.PDFDocument) {
  shared ??= parseOnce();
  const fonts = doc as unknown as DocumentFonts;
  const names = { regular: "letter", bold: "letter-bold" } as const;
  for (const weight of ["regular", "bold"] as const) {
    // A document is made in one synchronous run (renderInvoicePdf), so no other document is using these glyphs.
    shared[weight]._glyphs = {};
    fonts._fontCount += 1;
    fonts._fontFamilies[names[weight]] = new shared.embeddedFont(doc, shared[weight], `F${fonts._fontCount}`);
  }
  return names;
}
