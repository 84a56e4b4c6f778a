import { removePasskeySchema } from "@ssem/core";
import { and, desc, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { recordAudit } from "../../audit/audit-log";
import { passkeyName, passkeySummary } from "../../auth/passkey-endpoints";
import { passkey, session } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { jsonBody, pathParams } from "../../http/validate";
import { requireCurrentPassword } from "./current-password";

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
  // A lost device's passkey is removed from another device: the sessions it opened end with it, or an admin's
  // session on the lost device would still count as both factors. Sessions do not record which passkey opened
  // them, so every other session opened with a passkey ends; the one asking stays.
  // The password first (issue 39), through the rate-limited check: a wrong one answers 400 and removes nothing.
  .delete("/:id", jsonBody(removePasskeySchema), pathParams(passkeyIdParam, noSuchPasskey), async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const { id } = c.req.valid("param");
    await requireCurrentPassword(c.var.deps, userId, c.req.valid("json").password);
    const removed = await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx.delete(passkey).where(and(eq(passkey.id, id), eq(passkey.userId, userId))).returning({ name: passkey.name });
      if (!row) return undefined;
      await tx.delete(session).where(and(eq(session.userId, userId), eq(session.signedInWithPasskey, true), ne(session.id, sessionId)));
      await recordAudit(tx, { actorId: userId, action: "passkey_removed", subjectUserId: userId, details: { name: passkeyName(row.name) } });
      return row;
    });
    if (!removed) throw noSuchPasskey();
    return c.json({ removed: 1 });
  });
