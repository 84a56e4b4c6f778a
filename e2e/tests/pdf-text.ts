import * as mupdf from "mupdf";

/** The text lines of a PDF's pages, as a reader's copy would give them (the invoice embeds its letter fonts, ADR 032). */
export function pdfText(pdf: Buffer): string[] {
  const document = mupdf.Document.openDocument(pdf, "application/pdf");
  const lines: string[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    lines.push(...document.loadPage(index).toStructuredText("preserve-whitespace").asText().split("\n").map((line) => line.trim()));
  }
  return lines;
}
