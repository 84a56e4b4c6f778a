import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { recordAudit } from "../../audit/audit-log";
import { passkeyName, passkeySummary } from "../../auth/passkey-endpoints";
import { passkey } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { jsonBodyLimit, pathParams } from "../../http/validate";

/** Another person's passkey and an id nobody has get the same answer, as for sessions (ADR 003). */
const noSuchPasskey = () => new ApiError(404, "not_found", "There is no such passkey.");

/** better-auth's ids: random letters and digits. */
const passkeyIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * The member's passkeys (ADR 030): listed by name and times, removed one at a time. Adding one is
 * /api/auth/passkey (the browser's WebAuthn steps); better-auth's own list and delete stay closed.
 */
export const mePasskeyRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const rows = await c.var.deps.db
      .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })
      .from(passkey)
      .where(eq(passkey.userId, c.var.viewer.userId))
      .orderBy(desc(passkey.createdAt), passkey.id);
    return c.json({ passkeys: rows.map(passkeySummary) });
  })
  .delete("/:id", jsonBodyLimit, pathParams(passkeyIdParam, noSuchPasskey), async (c) => {
    const { userId } = c.var.viewer;
    const { id } = c.req.valid("param");
    const removed = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx.delete(passkey).where(and(eq(passkey.id, id), eq(passkey.userId, userId))).returning({ name: passkey.name });
      if (row) await recordAudit(tx, { actorId: userId, action: "passkey_removed", subjectUserId: userId, details: { name: passkeyName(row.name) } });
      return row;
    });
    if (!removed) throw noSuchPasskey();
    return c.json({ removed: 1 });
  });
