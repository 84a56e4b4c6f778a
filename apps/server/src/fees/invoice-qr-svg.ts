import type { Locale } from "@ssem/core";
import { SwissQRCode } from "swissqrbill/pdf";
import type { BillingConfig } from "./billing-config";
import { type BilledInvoice, qrBillData } from "./invoice-pdf";

type Square = { x: number; y: number; width: number; height: number; fill: string };

/**
 * What swissqrbill draws for a QR code: it draws onto a PDF document, and this records the squares
 * instead. Its own SVG (swissqrbill/svg) writes one <rect> per dark module, 250 KB and about 100 ms
 * for a bill (issue 39); recording lets each row's runs of modules become one short path.
 */
function recordSquares(code: SwissQRCode): Square[] {
  const squares: Square[] = [];
  let pending: Omit<Square, "fill">[] = [];
  let fill = "black";
  const surface = {
    save: () => surface,
    restore: () => surface,
    translate: () => surface,
    rect(x: number, y: number, width: number, height: number) {
      pending.push({ x, y, width, height });
      return surface;
    },
    fillColor(color: string) {
      fill = color;
      return surface;
    },
    fill() {
      squares.push(...pending.map((square) => ({ ...square, fill })));
      pending = [];
      return surface;
    },
  };
  code.attachTo(surface as unknown as PDFKit.PDFDocument, 0, 0);
  return squares;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The bill's QR code alone, as a small SVG for the member's dashboard (scanned from a second device):
 * the same payment data as the PDF's payment part, 46 mm square with its Swiss cross, each row of
 * dark modules one path segment per run (about 15 KB where swissqrbill's own SVG has 250 KB).
 */
export function renderInvoiceQrSvg(invoice: BilledInvoice, billing: Pick<BillingConfig, "creditor">, locale: Locale): string {
  const squares = recordSquares(new SwissQRCode(qrBillData(invoice, billing, locale), 46));
  // The dark modules come first, all of one size; the Swiss cross's four squares last.
  const [modules, cross] = [squares.slice(0, -4), squares.slice(-4)];
  const unit = modules[0]!.width;
  const cells = modules.map((square) => [Math.round(square.x / unit), Math.round(square.y / unit)] as const);
  const dark = new Set(cells.map(([column, row]) => `${column},${row}`));
  // The finder patterns fill the corners, so the last column holds a dark module.
  const size = Math.max(...cells.map(([column]) => column)) + 1;
  let path = "";
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!dark.has(`${column},${row}`)) continue;
      const start = column;
      while (dark.has(`${column + 1},${row}`)) column += 1;
      path += `M${start} ${row}h${column - start + 1}v1H${start}z`;
    }
  }
  const crossRects = cross
    .map((square) => `<rect x="${round(square.x / unit)}" y="${round(square.y / unit)}" width="${round(square.width / unit)}" height="${round(square.height / unit)}" fill="${square.fill}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="46mm" height="46mm" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><path d="${path}"/>${crossRects}</svg>`;
}
