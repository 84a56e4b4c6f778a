import type { TestApp } from "./test-app";

/** A PDF (by its signature) of `size` bytes, the rest `fill`. */
export const samplePdf = (size: number, fill = 7) => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(size - 9, fill)]);

/** Uploads `content` to the file share as the browser's form does: the multipart field `file`. */
export function uploadFile(t: TestApp, name: string, content: Buffer | string, cookie: string) {
  const form = new FormData();
  form.append("file", new Blob([typeof content === "string" ? content : new Uint8Array(content)]), name);
  return t.request("/api/files", { method: "POST", body: form, cookie });
}

/** An upload of aborted.pdf whose client goes away midway: the form's head, `chunks` chunks of `chunkBytes`, then the body fails. */
export function uploadAbortedMidway(t: TestApp, cookie: string, { chunkBytes, chunks }: { chunkBytes: number; chunks: number }) {
  const boundary = "abort-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="aborted.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(Buffer.concat([Buffer.from(head), samplePdf(chunkBytes)]));
      else if (sent < chunks) controller.enqueue(Buffer.alloc(chunkBytes, 1));
      else controller.error(new Error("connection lost"));
      sent += 1;
    },
  });
  return t.request("/api/files", {
    method: "POST",
    cookie,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: "half",
  } as Parameters<TestApp["request"]>[1]);
}
