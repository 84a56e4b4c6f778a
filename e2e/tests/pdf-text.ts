import zlib from "node:zlib";

/**
 * The text a PDF written by pdfkit with its standard fonts shows, line by line: pdfkit deflates each page's
 * content stream and writes text as hex strings of WinAnsi codes inside `[…] TJ` arrays (numbers between them are
 * kerning). Enough to read what an invoice says; not a general PDF reader (no embedded fonts, no other encodings).
 */
export function pdfkitText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // An image or another stream that is not deflated content.
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push([...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, "hex").toString("latin1")).join(""));
    }
  }
  return lines;
}
