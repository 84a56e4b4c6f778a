import { crc32, deflateSync } from "node:zlib";
import encodeQR from "@paulmillr/qr";
import { checkInPagePath } from "@ssem/core";

/**
 * The QR code on a confirmation (issue 41, ADR 042): the address of the board's check-in page for this registration,
 * which the board's phone opens with its camera. Drawn here from the code's modules: the library's own GIF is 33 KB
 * and takes 15–20 ms, and its SVG writes one element per module; this PNG is under 1 KB.
 */

/** Pixels per module in the mail's image: large enough for a phone's camera from a printed page or a screen. */
const SCALE = 5;
/** The quiet zone around the code that readers need, in modules. */
const QUIET = 4;

export const checkInUrl = (publicUrl: string, token: string) => `${publicUrl}${checkInPagePath(token)}`;

/** One fixed mask: any of the eight reads, and weighing all of them took 5–6 ms a code, 2 ms with one. */
const modules = (text: string): boolean[][] => encodeQR(text, "raw", { border: QUIET, mask: 0 });

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A black-and-white PNG of the code (1 bit per pixel, grey scale), for a mail's inline image. */
export function qrPng(text: string): Buffer {
  const grid = modules(text);
  const size = grid.length * SCALE;
  const rowBytes = Math.ceil(size / 8);
  const rows = Buffer.alloc((rowBytes + 1) * size);
  grid.forEach((line, y) => {
    const row = Buffer.alloc(rowBytes, 0xff);
    line.forEach((dark, x) => {
      if (!dark) return;
      for (let pixel = x * SCALE; pixel < (x + 1) * SCALE; pixel++) row[pixel >> 3]! &= ~(0x80 >> (pixel & 7));
    });
    // Each pixel row starts with filter type 0; the module's rows repeat.
    for (let repeat = 0; repeat < SCALE; repeat++) row.copy(rows, (y * SCALE + repeat) * (rowBytes + 1) + 1);
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grey scale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

/** The code as an SVG with one path of each row's dark runs, for the member's screen. */
export function qrSvg(text: string): string {
  const grid = modules(text);
  const runs = grid.flatMap((line, y) => {
    const parts: string[] = [];
    for (let x = 0; x < line.length; x++) {
      if (!line[x]) continue;
      const start = x;
      while (line[x + 1]) x++;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
    return parts;
  });
  const size = grid.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${runs.join("")}"/></svg>`;
}
