import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { noSuchEndpoint } from "../../http/errors";
import { listOutbox } from "../../mail/outbox";
import { mayReadDevMailbox } from "./access";

/** The dev mailbox's data; app.ts mounts it only while env.devMailbox is on. Others see the API's 404. */
export const devOutboxRoutes = new Hono<AppEnv>().get("/", async (c) => {
  if (!(await mayReadDevMailbox(c))) return noSuchEndpoint(c);
  const mails = await listOutbox(c.var.deps.db);
  return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
});
