import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DAMAGED_OR_WRONG_PASSPHRASE, decrypting, encrypting, passphraseProblem } from "./encryption";

const passphrase = "correct horse battery staple";
/** Cheap key derivation, so that a hundred random archives take a moment; the format records the cost. */
const cheap = { log2N: 10, r: 8, p: 1 };

/** Writes `chunks` through the encryption, as the archive's tar stream arrives: in pieces of any size. */
async function encrypt(chunks: Buffer[], frameBytes: number) {
  return buffer(Readable.from(chunks).pipe(await encrypting(passphrase, { frameBytes, cost: cheap })));
}

function decrypt(sealed: Buffer, withPassphrase = passphrase, pieceBytes = 1000) {
  const pieces = Array.from({ length: Math.ceil(sealed.length / pieceBytes) }, (_, index) => sealed.subarray(index * pieceBytes, (index + 1) * pieceBytes));
  const stream = decrypting(withPassphrase);
  const read = buffer(stream);
  Readable.from(pieces).pipe(stream);
  return read;
}

const header = 39;
const tag = 16;

describe("the archive's encryption", () => {
  it("gives back exactly what went in, whatever its size, the frame size and how the bytes arrive", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 500 }),
        async (chunks, frameBytes, pieceBytes) => {
          const plain = Buffer.concat(chunks);
          const sealed = await encrypt(chunks.map((chunk) => Buffer.from(chunk)), frameBytes);
          // Full frames, then a last one of 0 to frameBytes bytes: a plain text on a frame boundary ends with an empty last frame.
          const frames = Math.floor(plain.length / frameBytes) + (plain.length % frameBytes === 0 && plain.length > 0 ? 0 : 1);
          expect(sealed.length).toBe(header + plain.length + Math.max(frames, 1) * tag);
          expect(await decrypt(sealed, passphrase, pieceBytes)).toEqual(plain);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("reads back a payload just below, on and just past a frame boundary", async () => {
    for (const bytes of [63, 64, 65, 128, 129]) {
      const plain = randomBytes(bytes);
      const sealed = await encrypt([plain], 64);
      expect(sealed.length).toBe(header + bytes + Math.ceil(bytes / 64) * tag);
      expect(await decrypt(sealed, passphrase, 7)).toEqual(plain);
    }
  });

  it("refuses a header that asks for more key-derivation memory than a reader allows, before deriving", async () => {
    const sealed = await encrypt([Buffer.from("rows")], 64);
    // log2(N) = 30: 128 GiB. Refused at once rather than allocated.
    sealed[9] = 30;
    await expect(decrypt(sealed)).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
  });

  it("hides the content: the same bytes twice give different archives", async () => {
    const plain = Buffer.from("Zoë O'Brien, member since 2026\n".repeat(100));
    const [first, second] = [await encrypt([plain], 64), await encrypt([plain], 64)];
    expect(first.includes(Buffer.from("O'Brien"))).toBe(false);
    expect(first.subarray(header).equals(second.subarray(header))).toBe(false);
  });

  it("encrypts an empty stream to a last frame alone, and reads it back", async () => {
    const sealed = await encrypt([], 64);
    expect(sealed.length).toBe(header + tag);
    expect((await decrypt(sealed)).length).toBe(0);
  });

  it("refuses a wrong passphrase", async () => {
    const sealed = await encrypt([Buffer.from("rows and files")], 64);
    await expect(decrypt(sealed, "a wrong passphrase here")).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
  });

  it("refuses any flipped byte: in the header, in a frame, in its tag, in the last frame", async () => {
    const plain = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
    const sealed = await encrypt([plain], 100);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: sealed.length - 1 }), fc.integer({ min: 1, max: 255 }), async (at, mask) => {
        const damaged = Buffer.from(sealed);
        damaged[at] = damaged[at]! ^ mask;
        await expect(decrypt(damaged)).rejects.toThrow("The archive is damaged or the passphrase is wrong.");
      }),
      { numRuns: 40 },
    );
    // Each region once, for certain: the salt, the first frame's bytes, its tag, the last frame.
    for (const at of [header - 10, header + 5, header + 100 + tag - 1, sealed.length - 3]) {
      const damaged = Buffer.from(sealed);
      damaged[at] = damaged[at]! ^ 1;
      await expect(decrypt(damaged)).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
    }
  });

  it("refuses a cut archive, on a frame boundary too, and one with bytes appended", async () => {
    const sealed = await encrypt([Buffer.alloc(1000, 7)], 100);
    const frame = 100 + tag;
    for (const length of [header + frame * 3, header + frame * 3 + 40, sealed.length - 1, header + 5, header - 1, 0]) {
      await expect(decrypt(sealed.subarray(0, length))).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
    }
    await expect(decrypt(Buffer.concat([sealed, Buffer.alloc(1)]))).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
    // Two frames swapped: each is authentic, but not in that place.
    const swapped = Buffer.concat([sealed.subarray(0, header), sealed.subarray(header + frame, header + 2 * frame), sealed.subarray(header, header + frame), sealed.subarray(header + 2 * frame)]);
    await expect(decrypt(swapped)).rejects.toThrow(DAMAGED_OR_WRONG_PASSPHRASE);
  });

  it("releases nothing of a frame that fails", async () => {
    const sealed = await encrypt([Buffer.alloc(300, 1)], 100);
    sealed[sealed.length - 1] = sealed[sealed.length - 1]! ^ 1;
    const stream = decrypting(passphrase);
    const released: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => released.push(chunk));
    const failed = new Promise((resolve) => stream.on("error", resolve));
    stream.end(sealed);
    await failed;
    // The two frames before it are authentic and may go; the damaged last frame never does.
    expect(Buffer.concat(released).length).toBe(200);
  });

  it("accepts only passphrases of one line of at least 12 characters", () => {
    expect(passphraseProblem(passphrase)).toBeUndefined();
    expect(passphraseProblem("ünïcødé-pässwörd")).toBeUndefined();
    expect(passphraseProblem("too short")).toBe("The passphrase must be at least 12 characters long.");
    expect(passphraseProblem("two lines of\ntext here")).toMatch(/one line of text/);
    expect(passphraseProblem("binary \ufffd\ufffd key file")).toMatch(/one line of text/);
  });
});
