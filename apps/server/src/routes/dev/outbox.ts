import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { isLocalRequest } from "../../http/client-ip";
import { ApiError, noSuchEndpoint } from "../../http/errors";
import { listOutbox } from "../../mail/outbox";
import { mayReadDevMailbox } from "./access";

/** The dev mailbox's data; app.ts mounts it only while env.devMailbox is on. Other machines see the API's 404. */
export const devOutboxRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (!(await mayReadDevMailbox(c))) {
    // This machine knows the mailbox exists; it was refused for the name it sent the request to.
    if (isLocalRequest(c)) throw new ApiError(403, "forbidden", "The dev mailbox answers only at localhost, 127.0.0.1 or [::1].");
    return noSuchEndpoint(c);
  }
  const mails = await listOutbox(c.var.deps.db);
  return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
});
