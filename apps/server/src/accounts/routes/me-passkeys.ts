import { removePasskeySchema } from "@ssem/core";
import { Hono } from "hono";
import { z } from "zod";
import { ownPasskeys, removeOwnPasskey } from "../own-account";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { jsonBody, pathParams } from "../../http/validate";
import { requireCurrentPassword } from "../../auth/current-password";

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
    return c.json({ passkeys: await ownPasskeys(c.var.deps.db, c.var.viewer.userId) });
  })
  // A lost device's passkey is removed from another device: the sessions it opened end with it, or an admin's
  // session on the lost device would still count as both factors. Sessions do not record which passkey opened
  // them, so every other session opened with a passkey ends; the one asking stays.
  // The password first (issue 39), through the rate-limited check: a wrong one answers 400 and removes nothing.
  .delete("/:id", jsonBody(removePasskeySchema), pathParams(passkeyIdParam, noSuchPasskey), async (c) => {
    const { userId, sessionId } = c.var.viewer;
    const { id } = c.req.valid("param");
    await requireCurrentPassword(c.var.deps, userId, c.req.valid("json").password);
    if (!(await removeOwnPasskey(c.var.deps.db, { userId, sessionId, id }))) throw noSuchPasskey();
    return c.json({ removed: 1 });
  });
