import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { ApiError, noSuchEndpoint } from "../../http/errors";
import { pathParams, uuidIdParam } from "../../http/validate";
import { listOutbox, outboxAttachment } from "../outbox";
import { attachmentDisposition } from "../../files/routes/file-names";
import { mayReadDevMailbox } from "../../http/dev-access";

const attachmentUrl = (id: string) => `/api/dev/outbox/attachments/${id}`;
const noSuchAttachment = () => new ApiError(404, "not_found", "There is no such API endpoint.");

/** The dev mailbox's data; app.ts mounts it only while env.devMailbox is on. Others see the API's 404. */
export const devOutboxRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    if (!(await mayReadDevMailbox(c))) return noSuchEndpoint(c);
    const mails = await listOutbox(c.var.deps.db);
    return c.json(
      mails.map((mail) => ({
        ...mail,
        createdAt: mail.createdAt.toISOString(),
        attachments: mail.attachments.map(({ id, filename, contentType }) => ({ filename, contentType, url: attachmentUrl(id) })),
      })),
    );
  })
  // An attached file, under the same rule as the mail it came with; a made-up id looks like a hidden mailbox.
  .get("/attachments/:id", pathParams(uuidIdParam, noSuchAttachment), async (c) => {
    if (!(await mayReadDevMailbox(c))) return noSuchEndpoint(c);
    const file = await outboxAttachment(c.var.deps.db, c.req.valid("param").id);
    if (!file) return noSuchEndpoint(c);
    return c.body(new Uint8Array(file.content), 200, {
      "content-type": file.contentType,
      "content-disposition": attachmentDisposition(file.filename),
      "cache-control": "no-store",
    });
  });
