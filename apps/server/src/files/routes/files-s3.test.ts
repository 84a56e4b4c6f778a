/**
 * The file share's routes with STORAGE=s3, through the app, on a real S3-compatible server
 * (moto_server): what members and admins do, and an outage of the object store (ADR 014).
 */
import { createHash } from "node:crypto";
import { ListMultipartUploadsCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Settings } from "../storage/s3";
import { samplePdf as pdf, uploadAbortedMidway, uploadFile } from "../../testing/file-uploads";
import { type MotoServer, motoMissing, startMotoServer } from "../../testing/moto-server";
import { createTestApp, type SignedIn, type TestApp } from "../../testing/test-app";
import { testServerUrl } from "../../testing/test-database";

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const fileUrl = (name: string) => `/api/files/${encodeURIComponent(name)}`;

// The engine makes no difference here: the embedded project only.
describe.skipIf(motoMissing || testServerUrl())("the file share with STORAGE=s3", () => {
  let moto: MotoServer;
  let bucket: S3Settings;
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    moto = await startMotoServer();
    bucket = await moto.newBucket();
    t = await createTestApp(moto.envFor(bucket));
    admin = await t.loginAs("admin");
    member = await t.loginAs("member");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await moto?.stop();
  });

  const upload = (name: string, content: Buffer | string, cookie = admin.cookie) => uploadFile(t, name, content, cookie);

  const listed = async () => ((await (await t.request("/api/files", { cookie: member.cookie })).json()) as { files: { name: string; size: number }[] }).files;
  const pendingUploads = async () => {
    const client = new S3Client({ endpoint: bucket.endpoint, region: bucket.region, forcePathStyle: true, credentials: bucket });
    return (await client.send(new ListMultipartUploadsCommand({ Bucket: bucket.bucket }))).Uploads ?? [];
  };

  it("uploads, lists, downloads and deletes through the bucket, never overwriting", async () => {
    const small = "Erste Fassung\n";
    const large = pdf(6 * MiB); // more than one part
    expect((await upload("Protokoll.txt", small)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 dates objects in whole seconds
    const created = await upload("Statuten 2026 – Änderung.pdf", large);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: "Statuten 2026 – Änderung.pdf", size: large.length });
    expect((await listed()).map((file) => [file.name, file.size])).toEqual([
      ["Statuten 2026 – Änderung.pdf", large.length],
      ["Protokoll.txt", small.length],
    ]);

    const download = await t.request(fileUrl("Statuten 2026 – Änderung.pdf"), { cookie: member.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-length")).toBe(String(large.length));
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(large));
    const head = await t.request(fileUrl("Protokoll.txt"), { method: "HEAD", cookie: member.cookie });
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([200, String(small.length), ""]);
    // A body nobody reads must give its connection back: the SDK's pool holds 50.
    for (let i = 0; i < 60; i += 1) await t.request(fileUrl("Statuten 2026 – Änderung.pdf"), { method: "HEAD", cookie: member.cookie });
    expect((await t.request(fileUrl("Protokoll.txt"), { cookie: member.cookie })).status).toBe(200);
    expect((await t.request(fileUrl("missing.pdf"), { cookie: member.cookie })).status).toBe(404);

    const again = await upload("Protokoll.txt", "replacement\n");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'A file named "Protokoll.txt" already exists.', code: "conflict" });
    expect(await (await t.request(fileUrl("Protokoll.txt"), { cookie: member.cookie })).text()).toBe(small);

    expect((await t.request(fileUrl("Protokoll.txt"), { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect((await t.request(fileUrl("Protokoll.txt"), { method: "DELETE", cookie: admin.cookie })).status).toBe(404);
    expect((await t.request(fileUrl("Statuten 2026 – Änderung.pdf"), { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect(await listed()).toEqual([]);
    expect(await pendingUploads()).toEqual([]);
  });

  it("lets only one of two racing uploads of a name through, whole", async () => {
    const [first, second] = [pdf(6 * MiB, 1), pdf(6 * MiB, 2)];
    const statuses = (await Promise.all([upload("race.pdf", first), upload("race.pdf", second)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const stored = sha256(Buffer.from(await (await t.request(fileUrl("race.pdf"), { cookie: member.cookie })).arrayBuffer()));
    expect([sha256(first), sha256(second)]).toContain(stored);
    expect(await pendingUploads()).toEqual([]);
    await t.request(fileUrl("race.pdf"), { method: "DELETE", cookie: admin.cookie });
  });

  it("keeps nothing of an upload the client aborts after some parts, nor of one over the limit", async () => {
    // 8 MiB: a part has gone to S3 when the client goes away.
    const response = await uploadAbortedMidway(t, admin.cookie, { chunkBytes: MiB, chunks: 8 });
    expect(response.status).toBe(400);
    expect((await upload("too-large.pdf", pdf(26 * MiB))).status).toBe(413);
    expect(await listed()).toEqual([]);
    expect(await pendingUploads()).toEqual([]);
  });

  it("answers 503 in the JSON format while the object store is down, and serves again once it is back, without a restart", async () => {
    expect((await upload("before.txt", "stored before the outage\n")).status).toBe(201);
    await moto.stop();
    try {
      const answers = [
        await t.request("/api/files", { cookie: member.cookie }),
        await upload("during.txt", "not stored\n"),
        await t.request(fileUrl("before.txt"), { cookie: member.cookie }),
        await t.request(fileUrl("before.txt"), { method: "DELETE", cookie: admin.cookie }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await answer.json()).toEqual({ error: "The service is briefly unavailable. Please try again in a moment.", code: "service_unavailable" });
      }
    } finally {
      // moto keeps its buckets in memory: it comes back empty, and the bucket is made again.
      await moto.start();
      await moto.newBucket(bucket.bucket);
    }
    expect(await listed()).toEqual([]);
    expect((await upload("after.txt", "stored after the outage\n")).status).toBe(201);
    expect(await (await t.request(fileUrl("after.txt"), { cookie: member.cookie })).text()).toBe("stored after the outage\n");
  });
});
