import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { listOutbox } from "../../mail/outbox";

/** The dev mailbox's data; app.ts mounts it only outside production. */
export const devOutboxRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const mails = await listOutbox(c.var.deps.db);
  return c.json(mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })));
});
