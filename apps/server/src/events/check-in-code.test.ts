import fc from "fast-check";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { scanPng } from "../testing/qr-scan";
import { checkInUrl, qrPng, qrSvg } from "./check-in-code";

/** The SVG's path drawn at 4 px a module (mupdf's build reads no SVG), then read as the PNG is. */
function scanSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const scale = 4;
  const side = size * scale;
  const grey = Buffer.alloc(side * side, 255);
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1)
      grey.fill(0, row * side + Number(x) * scale, row * side + (Number(x) + Number(width)) * scale);
  }
  const rgba = new Uint8ClampedArray(side * side * 4);
  grey.forEach((shade, pixel) => rgba.set([shade, shade, shade, 255], pixel * 4));
  return jsQR(rgba, side, side)?.data;
}

describe("the check-in code", () => {
  it("reads back as the check-in page's address of the token, from the mail's PNG and the screen's SVG", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom("https://example.org", "https://www.example.org/verein", "http://localhost:3000"), (token, publicUrl) => {
        const url = checkInUrl(publicUrl, token);
        expect(url).toBe(`${publicUrl}/admin-dashboard/check-in/${token}`);
        expect(scanPng(qrPng(url))).toBe(url);
        expect(scanSvg(qrSvg(url))).toBe(url);
      }),
      { numRuns: 25 },
    );
  });

  it("is a small PNG: the mail carries it inline", () => {
    const png = qrPng(checkInUrl("https://www.example.org", "0b7c9a0e-4f6a-4f0e-9a57-8e6f5d0c1b2a"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.length).toBeLessThan(2_000);
  });
});
