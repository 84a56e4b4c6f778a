import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { serve } from "@hono/node-server";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { samplePdf as pdf, uploadAbortedMidway, uploadFile } from "../../testing/file-uploads";
import { signedInForFile, TEST_ORIGIN, testAppForFile } from "../../testing/test-app";

const MAX_BYTES = 3 * 1024 * 1024;

const t = testAppForFile({ FILE_SHARE_MAX_BYTES: String(MAX_BYTES) });
const admin = signedInForFile(t, "admin");
const member = signedInForFile(t, "member");

/** Empties the share between tests; the folder itself stays. */
beforeEach(async () => {
  for (const name of await readdir(t.storageFolder).catch(() => [])) await rm(path.join(t.storageFolder, name), { force: true });
});

const upload = (name: string, content: Buffer | string, cookie = admin.cookie) => uploadFile(t, name, content, cookie);

const fileUrl = (name: string) => `/api/files/${encodeURIComponent(name)}`;
const folderContents = () => readdir(t.storageFolder);

describe("the file share", () => {
  it("gives back the same bytes it was given, with download headers", async () => {
    const content = pdf(200_000);
    const uploaded = await upload("Statuten 2025 – Änderung.pdf", content);
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ name: "Statuten 2025 – Änderung.pdf", size: content.length });

    const download = await t.request(fileUrl("Statuten 2025 – Änderung.pdf"), { cookie: member.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Statuten 2025 _ _nderung.pdf"; filename*=UTF-8''Statuten%202025%20%E2%80%93%20%C3%84nderung.pdf`,
    );
    const received = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(received).digest("hex")).toBe(createHash("sha256").update(content).digest("hex"));
  });

  it("answers HEAD with the headers only and keeps no file open", async () => {
    await upload("head.txt", "content\n");
    const response = await t.request(fileUrl("head.txt"), { method: "HEAD", cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("8");
    expect(await response.text()).toBe("");
    // A file opened for a body nobody reads would stay open until garbage collection (a small one is read to its end at once).
    await upload("head.pdf", pdf(MAX_BYTES));
    const openFiles = async () => (await readdir("/proc/self/fd")).length;
    const before = await openFiles();
    for (let i = 0; i < 20; i += 1) await t.request(fileUrl("head.pdf"), { method: "HEAD", cookie: member.cookie });
    expect(await openFiles()).toBeLessThan(before + 5);
  });

  it("lists files newest first for members", async () => {
    expect(await (await t.request("/api/files", { cookie: member.cookie })).json()).toEqual({ files: [] });
    await upload("first.txt", "Erste Fassung\n");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await upload("second.txt", "Zweite Fassung\n");
    const { files } = (await (await t.request("/api/files", { cookie: member.cookie })).json()) as { files: { name: string; size: number; createdAt: string }[] };
    expect(files.map((file) => [file.name, file.size])).toEqual([
      ["second.txt", 15],
      ["first.txt", 14],
    ]);
    expect(Date.parse(files[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("never overwrites: a second file with the same name is a 409 that names it, and the first stays", async () => {
    await upload("Protokoll.txt", "original\n");
    const again = await upload("Protokoll.txt", "replacement\n");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'A file named "Protokoll.txt" already exists.', code: "conflict" });
    expect(await readFile(path.join(t.storageFolder, "Protokoll.txt"), "utf8")).toBe("original\n");
    expect(await folderContents()).toEqual(["Protokoll.txt"]);
  });

  it("lets only one of two racing uploads of a name through, whole", async () => {
    const [first, second] = [pdf(300_000, 1), pdf(300_000, 2)];
    const statuses = (await Promise.all([upload("race.pdf", first), upload("race.pdf", second)])).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const stored = await readFile(path.join(t.storageFolder, "race.pdf"));
    expect(stored.equals(first) || stored.equals(second)).toBe(true);
    expect(await folderContents()).toEqual(["race.pdf"]);
  });

  it("accepts an upload over the 1 MiB JSON limit and under its own", async () => {
    const response = await upload("large.pdf", pdf(2 * 1024 * 1024));
    expect(response.status).toBe(201);
    expect((await stat(path.join(t.storageFolder, "large.pdf"))).size).toBe(2 * 1024 * 1024);
  });

  it("refuses a file over the limit while it streams and leaves no partial file", async () => {
    const response = await upload("too-large.pdf", pdf(MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The file is larger than the limit of 3 MiB.", code: "payload_too_large" });
    expect(await folderContents()).toEqual([]);
  });

  it("refuses the upload before reading when Content-Length already says it is too large", async () => {
    const response = await t.request("/api/files", {
      method: "POST",
      cookie: admin.cookie,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(MAX_BYTES * 2) },
      body: "--x--",
    });
    expect(response.status).toBe(413);
  });

  it("leaves no partial file when the client aborts midway", async () => {
    const response = await uploadAbortedMidway(t, admin.cookie, { chunkBytes: 64 * 1024, chunks: 5 });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(await folderContents()).toEqual([]);
  });

  it.each([
    ["an executable named .pdf", "report.pdf", Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
    ["HTML named .txt", "notes.txt", Buffer.from("<html>\u0000<script>alert(1)</script>")],
    ["a script", "install.sh", Buffer.from("#!/bin/sh\nrm -rf /\n")],
    ["an SVG image", "logo.svg", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>")],
    ["a file without extension", "README", Buffer.from("hello")],
    ["an empty file", "empty.pdf", Buffer.alloc(0)],
  ])("refuses %s by its content or type (415) and keeps nothing", async (_label, name, content) => {
    const response = await upload(name, content);
    expect(response.status).toBe(415);
    expect(((await response.json()) as { code: string }).code).toBe("unsupported_file_type");
    expect(await folderContents()).toEqual([]);
  });

  it.each([
    ["PDF", "a.pdf", pdf(100)],
    ["Word", "a.docx", Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)])],
    ["old Excel", "a.xls", Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)])],
    ["PNG", "a.png", Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)])],
    ["JPEG", "a.JPG", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)])],
    ["UTF-8 text longer than the sample", "a.csv", Buffer.from("Name;Ort\nZürich;Bern\n".repeat(1000))],
  ])("accepts %s", async (_label, name, content) => {
    expect((await upload(name, content)).status).toBe(201);
    const download = await t.request(fileUrl(name), { cookie: member.cookie });
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it("cleans names but keeps them readable", async () => {
    const response = await upload("C:\\Users\\vorstand\\Jahres\u202Ebericht\t Zürich.pdf", pdf(100));
    expect(((await response.json()) as { name: string }).name).toBe("Jahresbericht Zürich.pdf");
    const long = await upload(`${"ä".repeat(300)}.pdf`, pdf(100));
    const { name } = (await long.json()) as { name: string };
    expect(name.endsWith(".pdf")).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
  });

  it("refuses requests that are not a form with a file", async () => {
    const notMultipart = await t.request("/api/files", { json: { file: "x" }, cookie: admin.cookie });
    expect(notMultipart.status).toBe(400);
    const form = new FormData();
    form.append("title", "no file here");
    const noFile = await t.request("/api/files", { method: "POST", body: form, cookie: admin.cookie });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ error: "No file selected", code: "validation_failed" });
    const broken = await t.request("/api/files", {
      method: "POST",
      cookie: admin.cookie,
      headers: { "content-type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.pdf\"\r\n\r\n%PDF-1.7 without an end",
    });
    expect(broken.status).toBe(400);
    expect(await folderContents()).toEqual([]);
  });

  it("deletes a file for an admin", async () => {
    await upload("alt.txt", "old\n");
    expect((await t.request(fileUrl("alt.txt"), { method: "DELETE", cookie: member.cookie })).status).toBe(403);
    expect((await t.request(fileUrl("alt.txt"), { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect(await folderContents()).toEqual([]);
    expect((await t.request(fileUrl("alt.txt"), { method: "DELETE", cookie: admin.cookie })).status).toBe(404);
    expect((await t.request(fileUrl("alt.txt"), { cookie: member.cookie })).status).toBe(404);
  });

  it("writes file_uploaded and file_deleted audit entries with the admin and the name", async () => {
    const { userId, cookie } = await t.loginAs("admin");
    await upload("audit.txt", "x\n", cookie);
    await upload("audit.txt", "refused\n", cookie);
    await t.request(fileUrl("audit.txt"), { method: "DELETE", cookie });
    await t.request(fileUrl("missing.txt"), { method: "DELETE", cookie });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(desc(auditLog.at));
    expect(entries.map((entry) => [entry.action, entry.details])).toEqual([
      ["file_deleted", { fileName: "audit.txt" }],
      ["file_uploaded", { fileName: "audit.txt", size: 2 }],
    ]);
  });

  it("members cannot upload; pending users and visitors see nothing", async () => {
    expect((await upload("m.txt", "x\n", member.cookie)).status).toBe(403);
    const pending = (await t.loginAs("pending")).cookie;
    expect((await upload("p.txt", "x\n", pending)).status).toBe(403);
    expect((await t.request("/api/files", { cookie: pending })).status).toBe(403);
    expect((await t.request("/api/files")).status).toBe(401);
    expect(await folderContents()).toEqual([]);
  });
});

describe("bad input to the upload never breaks the server and a refusal keeps nothing", () => {
  it("any file name and any content", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ maxLength: 20 }).map((name) => `${name}.txt`)),
        fc.oneof(fc.uint8Array({ maxLength: 600 }), fc.string({ maxLength: 200 }).map((text) => new TextEncoder().encode(text))),
        async (name, content) => {
          const before = await folderContents();
          const response = await upload(name, Buffer.from(content));
          expect(response.status, name).toBeLessThan(500);
          const after = await folderContents();
          if (response.status >= 400) expect(after).toEqual(before);
          else expect(after).toHaveLength(before.length + 1);
          for (const stored of after) await rm(path.join(t.storageFolder, stored));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("any bytes as a multipart body", async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.constantFrom("b", "", "x".repeat(80)), async (body, boundary) => {
        const response = await t.request("/api/files", {
          method: "POST",
          cookie: admin.cookie,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
          body: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n`), Buffer.from(body)]),
        });
        expect(response.status).toBeLessThan(500);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(await folderContents()).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe("path traversal never leaves the folder", () => {
  /** A file beside the share's folder and one above the data folder, which no request may read, replace or remove. */
  const outsideFiles = () => [path.join(t.dataDir, "files", "secret.txt"), path.join(t.dataDir, "files", "member-files", "secret.txt"), path.join(t.dataDir, "secret.txt")];

  beforeEach(async () => {
    await mkdir(t.storageFolder, { recursive: true });
    for (const file of outsideFiles()) await writeFile(file, "outside\n");
  });

  const names = [
    "../secret.txt",
    "../../secret.txt",
    "../../../secret.txt",
    "..%2fsecret.txt",
    "..%2Fsecret.txt",
    "%2e%2e%2fsecret.txt",
    "%2e%2e/secret.txt",
    "%252e%252e%252fsecret.txt",
    "..%252fsecret.txt",
    "..\\secret.txt",
    "..\\..\\secret.txt",
    "..%5csecret.txt",
    "%2e%2e%5csecret.txt",
    "/etc/passwd",
    "%2fetc%2fpasswd",
    "C:\\Windows\\win.ini",
    `${"/".repeat(3)}tmp/secret.txt`,
    "secret.txt%00.pdf",
    "secret.txt\u0000.pdf",
    "..%00/secret.txt",
    "x".repeat(1000),
    `${"../".repeat(300)}secret.txt`,
    ".",
    "..",
    "...",
    "....",
    ".".repeat(1000),
    "%2e",
    "%2e%2e",
  ];

  async function expectOutsideUntouched() {
    for (const file of outsideFiles()) expect(await readFile(file, "utf8"), file).toBe("outside\n");
  }

  it.each(names)("download of %j", async (name) => {
    const response = await t.request(`/api/files/${name}`, { cookie: member.cookie });
    expect([400, 404]).toContain(response.status);
    expect(await response.text()).not.toContain("outside");
    await expectOutsideUntouched();
  });

  it.each(names)("delete of %j", async (name) => {
    const response = await t.request(`/api/files/${name}`, { method: "DELETE", cookie: admin.cookie });
    expect([400, 404]).toContain(response.status);
    await expectOutsideUntouched();
  });

  it.each(names)("upload named %j", async (name) => {
    for (const filename of [name, decodeURIComponent(name.replace(/%(?![0-9a-f]{2})/gi, "%25"))]) {
      const response = await upload(filename, "inside\n");
      expect(response.status, filename).toBeLessThan(500);
      if (response.status === 201) {
        const { name: stored } = (await response.json()) as { name: string };
        expect(stored).not.toMatch(/[/\\\0]|^\./);
        expect(await folderContents()).toContain(stored);
      }
      await expectOutsideUntouched();
    }
    // Nothing but plain files in the folder, and nothing new beside it.
    for (const entry of await readdir(t.storageFolder, { withFileTypes: true })) expect(entry.isFile()).toBe(true);
    expect((await readdir(path.join(t.dataDir, "files"))).sort()).toEqual(["member-files", "secret.txt"]);
    expect((await readdir(t.dataDir)).sort()).toEqual(["files", "secret.txt"]);
  });
});

// A real full disk: the share's folder on a 1 MiB tmpfs (mounting needs root, as in CI).
describe.skipIf(process.getuid?.() !== 0)("the file share on a full disk", () => {
  beforeAll(async () => {
    await mkdir(t.storageFolder, { recursive: true });
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", t.storageFolder]);
  });
  afterAll(() => void execFileSync("umount", ["--lazy", t.storageFolder]));

  it("answers 503 with Retry-After in the JSON format, not the client's fault, keeps no partial file, and stores again once there is room", async () => {
    const response = await upload("Jahresbericht.pdf", pdf(2 * 1024 * 1024));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({ error: "The service cannot save anything right now. Please try again later.", code: "service_unavailable" });
    expect(await folderContents()).toEqual([]);
    expect((await upload("Traktanden.pdf", pdf(100 * 1024))).status).toBe(201);
  });

  it("answers the same over a real connection, where the request's stream breaks too", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(pdf(2 * 1024 * 1024))]), "Jahresbericht.pdf");
      const encoded = new Response(form);
      const body = Buffer.from(await encoded.arrayBuffer());
      const { port } = server.address() as AddressInfo;
      const headers = { host: new URL(TEST_ORIGIN).host, cookie: admin.cookie, "content-type": encoded.headers.get("content-type")!, "content-length": String(body.length) };
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/api/files", headers }, (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => (text += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, body: text }));
        });
        // The server may answer before it has read everything and close: the answer is what counts.
        request.on("error", (error) => setTimeout(() => reject(error), 1000));
        request.end(body);
      });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "service_unavailable" });
      expect(await folderContents()).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
