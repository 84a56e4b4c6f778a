import { Readable } from "node:stream";
import type { SharedFile } from "@ssem/core";
import { Hono } from "hono";
import { recordAudit } from "../../audit/audit-log";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { requireAccess } from "../../http/require-access";
import { FileExistsError, type StoredFile } from "../storage/file-storage";
import { attachmentDisposition, cleanFileName } from "./file-names";
import { contentTypeOf } from "./file-types";
import { receiveUpload } from "./upload";

const shared = (file: StoredFile): SharedFile => ({ name: file.name, size: file.size, createdAt: file.createdAt.toISOString() });

const noSuchFile = () => new ApiError(404, "not_found", "There is no such file.");

/** The name in the path, if it is one a stored file can have; anything else (paths, dots, control characters) names no file. */
function storedName(param: string): string {
  if (cleanFileName(param) !== param) throw noSuchFile();
  return param;
}

/** The members-only file share: members list and download, admins also upload and delete. */
export const fileRoutes = new Hono<AppEnv>()
  .get("/", requireAccess("member"), async (c) => {
    const files = await c.var.deps.storage.list();
    return c.json({ files: files.map(shared) });
  })
  .post("/", requireAccess("admin"), async (c) => {
    const { storage, env, db } = c.var.deps;
    let file: StoredFile;
    try {
      file = await receiveUpload(c, storage, env.fileShareMaxBytes);
    } catch (error) {
      if (error instanceof FileExistsError) throw new ApiError(409, "conflict", `A file named "${error.fileName}" already exists.`);
      // A full or unavailable storage is answered 503 by the app's error handler.
      throw error;
    }
    // The file is in place (renamed from its temporary name) before the entry is written; if the
    // entry cannot be written, the file goes again, so there is never a file without its entry.
    try {
      await db.transaction((tx) => recordAudit(tx, { actorId: c.var.viewer.userId, action: "file_uploaded", details: { fileName: file.name, size: file.size } }));
    } catch (error) {
      await storage.delete(file.name);
      throw error;
    }
    return c.json(shared(file), 201);
  })
  .get("/:name", requireAccess("member"), async (c) => {
    const name = storedName(c.req.param("name"));
    const file = await c.var.deps.storage.read(name);
    if (!file) throw noSuchFile();
    const headers = {
      "content-type": contentTypeOf(name),
      "content-length": String(file.size),
      "content-disposition": attachmentDisposition(name),
      // Members-only content: browsers may keep it for the spec's hour, shared caches never.
      "cache-control": "private, max-age=3600",
    };
    // Hono answers HEAD with this route's headers and drops the body unread, which would hold the
    // file open (or the S3 connection, of which the client has 50) until the process ends.
    if (c.req.method === "HEAD") {
      file.stream.destroy();
      return c.body(null, 200, headers);
    }
    return c.body(Readable.toWeb(file.stream) as ReadableStream, 200, headers);
  })
  .delete("/:name", requireAccess("admin"), async (c) => {
    const name = storedName(c.req.param("name"));
    const { storage, db } = c.var.deps;
    // The entry is written first and the file removed inside the same transaction: a failed removal
    // rolls the entry back, so the log never records a deletion that did not happen.
    await db.transaction(async (tx) => {
      await recordAudit(tx, { actorId: c.var.viewer.userId, action: "file_deleted", details: { fileName: name } });
      if (!(await storage.delete(name))) throw noSuchFile();
    });
    return c.body(null, 204);
  });
