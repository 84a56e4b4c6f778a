/**
 * The encrypted form of an archive (ADR 023): the whole tar stream, sealed with a passphrase for
 * copies kept off the machine. Streams both ways in fixed-size frames, so memory stays flat.
 *
 * Header (39 bytes): magic "SSEMSEAL", version, log2(N), r, p (scrypt's cost), frame size
 * (4 bytes), salt (16 bytes), nonce prefix (7 bytes). Then frames: each one AES-256-GCM over up
 * to a frame's bytes, with its 16-byte tag; the nonce is the prefix, the frame's number (4 bytes)
 * and a byte that says whether the frame is the last one (the STREAM construction), and the
 * header is every frame's associated data. So a changed, reordered, cut or extended archive, and a
 * wrong passphrase, fail authentication; nothing is released before its frame is authenticated.
 */
import { createCipheriv, createDecipheriv, randomBytes, scrypt } from "node:crypto";
import fs from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";
import { isPrintableLine } from "@ssem/core";
import { BackupError } from "./manifest";

const MAGIC = Buffer.from("SSEMSEAL");
const VERSION = 1;
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 4 + 4 + SALT_BYTES + PREFIX_BYTES;
export const FRAME_BYTES = 64 * 1024;
/** The largest frame a reader accepts, so that a forged header cannot make it buffer without bound. */
const MAX_FRAME_BYTES = 1024 * 1024;
const LAST_FRAME_NUMBER = 2 ** 32 - 1;

export type ScryptCost = { log2N: number; r: number; p: number };
/**
 * One of OWASP's equivalent scrypt settings (as strong as N = 2^17, p = 1): 32 MiB instead of 128,
 * so that a backup's memory stays flat in the server process too, for about the same time.
 */
export const SCRYPT_COST: ScryptCost = { log2N: 15, r: 8, p: 3 };
/** scrypt's memory: N blocks of 128·r bytes. */
const scryptBytes = ({ log2N, r }: ScryptCost) => 128 * r * 2 ** log2N;
/** The most a reader lets a header ask for (the cost is read before anything is authenticated). */
const MAX_SCRYPT_BYTES = 256 * 1024 * 1024;

export const MIN_PASSPHRASE_CHARACTERS = 12;
export const DAMAGED_OR_WRONG_PASSPHRASE = "The archive is damaged or the passphrase is wrong.";

/** Why a passphrase cannot be used, or undefined: long enough, and text (a binary key file would be read lossily). */
export function passphraseProblem(passphrase: string): string | undefined {
  if ([...passphrase].length < MIN_PASSPHRASE_CHARACTERS) return `The passphrase must be at least ${MIN_PASSPHRASE_CHARACTERS} characters long.`;
  // U+FFFD is what a binary file's invalid UTF-8 reads as.
  if (!isPrintableLine(passphrase) || passphrase.includes("\ufffd")) return "The passphrase must be one line of text (for example from `openssl rand -base64 32`).";
  return undefined;
}

/** The same passphrase typed on another system (macOS writes NFD) derives the same key. */
function deriveKey(passphrase: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const { log2N, r, p } = cost;
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize("NFC"), salt, 32, { N: 2 ** log2N, r, p, maxmem: scryptBytes(cost) + 128 * r * p + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function nonce(prefix: Buffer, frame: number, last: boolean) {
  if (frame > LAST_FRAME_NUMBER) throw new BackupError("The archive is too large to encrypt (2^32 frames).");
  const bytes = Buffer.alloc(PREFIX_BYTES + 5);
  prefix.copy(bytes);
  bytes.writeUInt32BE(frame, PREFIX_BYTES);
  bytes[PREFIX_BYTES + 4] = last ? 1 : 0;
  return bytes;
}

type Header = { cost: ScryptCost; frameBytes: number; salt: Buffer; prefix: Buffer; bytes: Buffer };

function encodeHeader(cost: ScryptCost, frameBytes: number, salt: Buffer, prefix: Buffer): Buffer {
  const fields = Buffer.alloc(8);
  fields.writeUInt8(VERSION, 0);
  fields.writeUInt8(cost.log2N, 1);
  fields.writeUInt8(cost.r, 2);
  fields.writeUInt8(cost.p, 3);
  fields.writeUInt32BE(frameBytes, 4);
  return Buffer.concat([MAGIC, fields, salt, prefix]);
}

function decodeHeader(bytes: Buffer): Header {
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${DAMAGED_OR_WRONG_PASSPHRASE} (It does not start as an encrypted archive.)`);
  const version = bytes.readUInt8(MAGIC.length);
  if (version !== VERSION) throw new BackupError(`${DAMAGED_OR_WRONG_PASSPHRASE} (Or it was encrypted in a newer format, ${version}; this version reads ${VERSION}: update first.)`);
  const cost = { log2N: bytes.readUInt8(MAGIC.length + 1), r: bytes.readUInt8(MAGIC.length + 2), p: bytes.readUInt8(MAGIC.length + 3) };
  const frameBytes = bytes.readUInt32BE(MAGIC.length + 4);
  const plausible = cost.log2N >= 10 && cost.r >= 1 && cost.p >= 1 && cost.p <= 16 && scryptBytes(cost) <= MAX_SCRYPT_BYTES;
  if (!plausible || frameBytes < 1 || frameBytes > MAX_FRAME_BYTES) {
    throw new BackupError(DAMAGED_OR_WRONG_PASSPHRASE);
  }
  const salt = bytes.subarray(MAGIC.length + 8, MAGIC.length + 8 + SALT_BYTES);
  return { cost, frameBytes, salt, prefix: bytes.subarray(HEADER_BYTES - PREFIX_BYTES, HEADER_BYTES), bytes: bytes.subarray(0, HEADER_BYTES) };
}

/** Collects chunks and hands them out in pieces of a given size without copying more than once. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(bytes: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    const rest = all.subarray(bytes);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, bytes);
  }
}

/**
 * A stream that encrypts what is written to it with `passphrase`. A frame goes out once more bytes
 * follow it; the rest (possibly none) is the last frame. `frameBytes` and `cost` are for tests.
 */
export async function encrypting(passphrase: string, { frameBytes = FRAME_BYTES, cost = SCRYPT_COST } = {}): Promise<Transform> {
  const salt = randomBytes(SALT_BYTES);
  const prefix = randomBytes(PREFIX_BYTES);
  const header = encodeHeader(cost, frameBytes, salt, prefix);
  const key = await deriveKey(passphrase, salt, cost);
  const queue = new ByteQueue();
  let frame = 0;
  const seal = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(prefix, frame++, last)).setAAD(header);
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      queue.push(chunk);
      try {
        while (queue.length > frameBytes) this.push(seal(queue.take(frameBytes), false));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      done(null, seal(queue.take(queue.length), true));
    },
  });
  stream.push(header);
  return stream;
}

/**
 * A stream that decrypts an archive written by `encrypting` with `passphrase`, frame by frame,
 * releasing each frame only once it is authenticated. A wrong passphrase, a changed byte, a cut
 * or an extension fail with DAMAGED_OR_WRONG_PASSPHRASE.
 */
export function decrypting(passphrase: string): Transform {
  const queue = new ByteQueue();
  let opened: { header: Header; key: Buffer } | undefined;
  let frame = 0;
  const open = (sealed: Buffer, last: boolean) => {
    const { header, key } = opened!;
    const decipher = createDecipheriv("aes-256-gcm", key, nonce(header.prefix, frame++, last)).setAAD(header.bytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new BackupError(DAMAGED_OR_WRONG_PASSPHRASE);
    }
  };
  const openHeader = async () => {
    if (opened || queue.length < HEADER_BYTES) return;
    const header = decodeHeader(Buffer.from(queue.take(HEADER_BYTES)));
    opened = { header, key: await deriveKey(passphrase, header.salt, header.cost) };
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      queue.push(chunk);
      openHeader()
        .then(() => {
          // Only a frame with bytes after it can be a middle one.
          while (opened && queue.length > opened.header.frameBytes + TAG_BYTES) this.push(open(queue.take(opened.header.frameBytes + TAG_BYTES), false));
          done();
        })
        .catch((error: unknown) => done(error as Error));
    },
    flush(done: TransformCallback) {
      if (!opened || queue.length < TAG_BYTES) return done(new BackupError(`${DAMAGED_OR_WRONG_PASSPHRASE} (It ends too early.)`));
      try {
        done(null, open(queue.take(queue.length), true));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** Whether the file starts as an encrypted archive does. */
export async function isEncrypted(file: string): Promise<boolean> {
  const handle = await fs.open(file);
  try {
    const start = Buffer.alloc(MAGIC.length);
    const { bytesRead } = await handle.read(start, 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && start.equals(MAGIC);
  } finally {
    await handle.close();
  }
}
