/**
 * The promises every FileStorage driver keeps (ADR 014), one suite run against each: the local disk
 * and S3 (a real moto_server). Only in the embedded project: no database is involved.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListMultipartUploadsCommand, ListPartsCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MotoServer, motoMissing, startMotoServer } from "../../testing/moto-server";
import { testServerUrl } from "../../testing/test-database";
import { FileExistsError, type FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk";
import { PART_BYTES, s3Storage } from "./s3";

const MiB = 1024 * 1024;
const HOUR = 60 * 60_000;

/** A new, empty place for files, the driver on it, and what unfinished writes hold there so far (bytes each). */
type Place = { open(options?: { now?: () => number }): FileStorage; pendingWrites(): Promise<number[]> };

let moto: MotoServer | undefined;
const scratch = await mkdtemp(path.join(os.tmpdir(), "ssem-storage-test-"));

const drivers: [string, string | false | undefined, () => Promise<Place>][] = [
  [
    "the local disk",
    false,
    async () => {
      const folder = await mkdtemp(path.join(scratch, "share-"));
      return {
        open: (options) => localDiskStorage(folder, options),
        // Writes in progress are the folder's dot files.
        pendingWrites: async () => Promise.all((await readdir(folder)).filter((name) => name.startsWith(".")).map(async (name) => (await stat(path.join(folder, name))).size)),
      };
    },
  ],
  [
    "S3",
    motoMissing,
    async () => {
      const settings = await moto!.newBucket();
      const client = new S3Client({ endpoint: settings.endpoint, region: settings.region, forcePathStyle: true, credentials: settings });
      return {
        open: (options) => s3Storage(settings, options),
        // Writes in progress are multipart uploads; what they hold is their parts.
        pendingWrites: async () => {
          const { Uploads = [] } = await client.send(new ListMultipartUploadsCommand({ Bucket: settings.bucket }));
          return Promise.all(
            Uploads.map(async (upload) => {
              const { Parts = [] } = await client.send(new ListPartsCommand({ Bucket: settings.bucket, Key: upload.Key, UploadId: upload.UploadId }));
              return Parts.reduce((sum, part) => sum + (part.Size ?? 0), 0);
            }),
          );
        },
      };
    },
  ],
];

beforeAll(async () => {
  if (!motoMissing) moto = await startMotoServer();
}, 60_000);
afterAll(async () => {
  await moto?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** `bytes` of a repeatable pattern in 64 KiB chunks, made as they are read: never in memory whole. */
function generated(bytes: number, seed = 1): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes; offset += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, bytes - offset), (offset / (64 * 1024) + seed) % 251);
    })(),
  );
}

async function sha256(stream: AsyncIterable<Buffer>) {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest("hex");
}

/** A source that sends `bytes`, then waits for `finish()`, which ends it or fails it with an error. */
function stalled(bytes: number) {
  let release: (error?: Error) => void = () => {};
  const released = new Promise<Error | undefined>((resolve) => (release = resolve));
  const source = Readable.from(
    (async function* () {
      yield* generated(bytes);
      const error = await released;
      if (error) throw error;
      yield Buffer.from("end");
    })(),
  );
  return { source, finish: release };
}

/**
 * Waits until one write in progress has stored some of its bytes. (moto dates the start of every
 * multipart upload in 2010, so only the upload's parts show that it is running.)
 */
async function holdsBytes(place: Place) {
  await expect.poll(async () => (await place.pendingWrites()).filter((bytes) => bytes > 0).length, { timeout: 20_000 }).toBe(1);
}

/** The highest resident memory while `work` runs, above what it was before, in MiB. */
async function peakGrowthMiB(work: () => Promise<unknown>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return (Math.max(peak, process.memoryUsage.rss()) - before) / MiB;
}

describe.skipIf(testServerUrl()).each(drivers)("a file share on %s", (_label, missing, newPlace) => {
  // Not silent: moto-server.ts prints why, and vitest counts these as skipped.
  describe.skipIf(missing)("keeps the storage's promises", () => {
    it("gives back the bytes it was given, with their size; a missing name reads as null", async () => {
      const storage = (await newPlace()).open();
      const stored = await storage.write("Statuten 2026 – Änderung.pdf", Readable.from([Buffer.from("%PDF-1.7 "), Buffer.from("content")]));
      expect(stored).toMatchObject({ name: "Statuten 2026 – Änderung.pdf", size: 16 });
      const file = await storage.read("Statuten 2026 – Änderung.pdf");
      expect(file?.size).toBe(16);
      expect(Buffer.concat(await file!.stream.toArray()).toString()).toBe("%PDF-1.7 content");
      expect(await storage.read("other.pdf")).toBeNull();
      expect(await storage.list()).toEqual([stored]);
    });

    it("streams a file larger than memory both ways: 192 MiB in and out, memory growing by less than half of it", async () => {
      const storage = (await newPlace()).open();
      const bytes = 192 * MiB;
      const expected = await sha256(generated(bytes));
      const writeGrowth = await peakGrowthMiB(() => storage.write("large.pdf", generated(bytes)));
      let received = "";
      const readGrowth = await peakGrowthMiB(async () => {
        const file = await storage.read("large.pdf");
        expect(file!.size).toBe(bytes);
        received = await sha256(file!.stream);
      });
      expect(received).toBe(expected);
      // Memory holds a chunk (disk) or a part of PART_BYTES (S3) and its copy, never the file; the
      // rest is garbage not yet collected, which resident memory counts too: 10 MiB disk and 19 MiB
      // S3 on a quiet machine, up to 56 MiB for S3 in a loaded CI run. Holding the file takes 192.
      expect(writeGrowth).toBeLessThan(96);
      expect(readGrowth).toBeLessThan(96);
    });

    it("never overwrites: a second write of a name fails with FileExistsError and the first stays", async () => {
      const storage = (await newPlace()).open();
      await storage.write("Protokoll.txt", Readable.from([Buffer.from("original\n")]));
      const second = Readable.from([Buffer.from("replacement\n")]);
      await expect(storage.write("Protokoll.txt", second)).rejects.toBeInstanceOf(FileExistsError);
      expect(second.destroyed).toBe(true);
      expect(Buffer.concat(await (await storage.read("Protokoll.txt"))!.stream.toArray()).toString()).toBe("original\n");
    });

    it.each([
      ["small files", 100_000],
      ["files of several parts", PART_BYTES + MiB],
    ])("lets exactly one of two concurrent writes of a name win, whole, and leaves nothing of the other (%s)", async (_size, bytes) => {
      const place = await newPlace();
      const storage = place.open();
      const results = await Promise.allSettled([storage.write("race.pdf", generated(bytes, 1)), storage.write("race.pdf", generated(bytes, 2))]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(FileExistsError);
      const stored = await sha256((await storage.read("race.pdf"))!.stream);
      expect([await sha256(generated(bytes, 1)), await sha256(generated(bytes, 2))]).toContain(stored);
      expect((await storage.list()).map((file) => file.name)).toEqual(["race.pdf"]);
      expect(await place.pendingWrites()).toEqual([]);
    });

    it("leaves no file and no unfinished write when the source fails midway", async () => {
      const place = await newPlace();
      const storage = place.open();
      const { source, finish } = stalled(PART_BYTES + MiB);
      const writing = storage.write("broken.pdf", source);
      await holdsBytes(place);
      finish(new Error("connection lost"));
      await expect(writing).rejects.toThrow("connection lost");
      expect(await storage.list()).toEqual([]);
      expect(await storage.read("broken.pdf")).toBeNull();
      expect(await place.pendingWrites()).toEqual([]);
    });

    it("deletes a file, and says so only if there was one", async () => {
      const storage = (await newPlace()).open();
      await storage.write("alt.txt", Readable.from([Buffer.from("old\n")]));
      expect(await storage.delete("alt.txt")).toBe(true);
      expect(await storage.delete("alt.txt")).toBe(false);
      expect(await storage.read("alt.txt")).toBeNull();
      expect(await storage.list()).toEqual([]);
    });

    it("lists newest first", async () => {
      const storage = (await newPlace()).open();
      for (const name of ["first.txt", "second.txt", "third.txt"]) {
        await storage.write(name, Readable.from([Buffer.from(name)]));
        // S3 keeps an object's time in whole seconds.
        await new Promise((resolve) => setTimeout(resolve, 1100));
      }
      expect((await storage.list()).map((file) => [file.name, file.size])).toEqual([
        ["third.txt", 9],
        ["second.txt", 10],
        ["first.txt", 9],
      ]);
    });

    it("refuses names that are not one plain file name", async () => {
      const storage = (await newPlace()).open();
      for (const name of ["../escape.txt", "a/b.txt", ".hidden.txt", "", "nul\0.txt"]) {
        await expect(storage.write(name, Readable.from([Buffer.from("x")])), JSON.stringify(name)).rejects.toThrow();
        await expect(storage.read(name), JSON.stringify(name)).rejects.toThrow();
      }
      expect(await storage.list()).toEqual([]);
    });

    it("removes writes abandoned for an hour, and keeps those in progress", async () => {
      const place = await newPlace();
      const storage = place.open();
      const inHours = (hours: number) => () => Date.now() + hours * HOUR;

      const running = stalled(PART_BYTES + MiB);
      const writing = storage.write("running.pdf", running.source);
      await holdsBytes(place);
      expect(await storage.removeAbandonedWrites()).toBe(0);
      running.finish();
      expect((await writing).size).toBe(PART_BYTES + MiB + 3);

      // A write whose process died: its source never goes on. An hour later it is abandoned.
      const killed = stalled(PART_BYTES + MiB);
      const lost = storage.write("lost.pdf", killed.source).catch(() => "failed");
      await holdsBytes(place);
      expect(await place.open({ now: inHours(0.5) }).removeAbandonedWrites()).toBe(0);
      expect(await place.open({ now: inHours(2) }).removeAbandonedWrites()).toBe(1);
      expect(await place.pendingWrites()).toEqual([]);
      killed.finish(new Error("never resumed"));
      expect(await lost).toBe("failed");
      expect((await storage.list()).map((file) => file.name)).toEqual(["running.pdf"]);
    });
  });
});
