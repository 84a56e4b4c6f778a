import jsQR from "jsqr";
import * as mupdf from "mupdf";

/**
 * What a phone's camera reads off a QR code image (a PNG, as a mail carries it): decoded by mupdf, read by jsQR.
 * Grey or RGB pixels are widened to the opaque RGBA that jsQR takes.
 */
export function scanPng(png: Buffer): string | undefined {
  const pixmap = new mupdf.Image(png).toPixmap();
  const [width, height, channels] = [pixmap.getWidth(), pixmap.getHeight(), pixmap.getNumberOfComponents()];
  const source = pixmap.getPixels();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const shade = channels === 1 ? [source[pixel]!, source[pixel]!, source[pixel]!] : [source[pixel * 3]!, source[pixel * 3 + 1]!, source[pixel * 3 + 2]!];
    rgba.set([...shade, 255], pixel * 4);
  }
  return jsQR(rgba, width, height)?.data;
}
