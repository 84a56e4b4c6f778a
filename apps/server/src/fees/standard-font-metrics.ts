import PDFDocument from "pdfkit";

type FontMetrics = { attributes: object; glyphWidths: object; boundingBoxes: object; kernPairs: object };
type AfmParser = { prototype: { parse(this: FontMetrics, contents: string): void } };

/**
 * pdfkit parses a standard font's metrics file (Helvetica.afm: 3,000 lines, each through several
 * regular expressions) anew for every document, and an invoice uses two of them: about 4 of the
 * 13 ms a bill took, times 5,000 in a renewal. The metrics never change, so each file is parsed
 * once per process and its tables shared; pdfkit only reads them afterwards. pdfkit exports no
 * hook for this, so its parser is reached through the font of a first document. Should a pdfkit
 * update move it, this throws on import, and the invoice tests fail before such an update lands.
 */
function shareParsedMetrics() {
  const probe = new PDFDocument() as unknown as { _font?: { font?: { constructor: unknown } } };
  const parser = probe._font?.font?.constructor as AfmParser | undefined;
  const parse = parser?.prototype.parse;
  if (!parser || typeof parse !== "function") throw new Error("pdfkit no longer exposes its AFM parser: update standard-font-metrics.ts");
  const parsed = new Map<string, FontMetrics>();
  parser.prototype.parse = function parseOnce(contents) {
    const known = parsed.get(contents);
    if (known) {
      Object.assign(this, known);
      return;
    }
    parse.call(this, contents);
    parsed.set(contents, { attributes: this.attributes, glyphWidths: this.glyphWidths, boundingBoxes: this.boundingBoxes, kernPairs: this.kernPairs });
  };
}

shareParsedMetrics();
