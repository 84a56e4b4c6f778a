import type { PasskeySummary } from "@ssem/core";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { passkey, session, user } from "../db/schema";

/** A passkey's name: the one the member gave it (the column allows none, our registration route never leaves it out). */
export const passkeyName = (name: string | null) => name ?? "Passkey";

/** A passkey as the dashboard lists it: names and times, never key material. */
export function passkeySummary(row: { id: string; name: string | null; createdAt: Date; lastUsedAt: Date | null }): PasskeySummary {
  return { id: row.id, name: passkeyName(row.name), createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/** Whose passkey the browser signed with, by the credential id it names; null for one nobody has. */
export async function passkeyOwner(db: Database, credentialId: string) {
  const [owner] = await db
    .select({ userId: user.id, email: user.email })
    .from(passkey)
    .innerJoin(user, eq(user.id, passkey.userId))
    .where(eq(passkey.credentialID, credentialId));
  return owner ?? null;
}

/** better-auth has stored the passkey `id` in its own transaction: the record follows it in ours. Returns the passkey as listed. */
export async function recordPasskeyAdded(db: Database, { userId, id, name }: { userId: string; id: string; name: string }): Promise<PasskeySummary> {
  const [added] = await db.transaction(async (tx) => {
    await recordAudit(tx, { actorId: userId, action: "passkey_added", subjectUserId: userId, details: { name } });
    return tx.select().from(passkey).where(eq(passkey.id, id));
  });
  return passkeySummary(added!);
}

/**
 * After better-auth's sign-in with the passkey `credentialId`: its session is marked as a passkey session (both
 * factors in one step, ADR 030, which satisfies ADMIN_TWO_FACTOR), and the passkey's last use is now.
 */
export async function recordPasskeySignIn(db: Database, { sessionId, credentialId }: { sessionId: string; credentialId: string }) {
  await db.transaction(async (tx) => {
    await tx.update(session).set({ signedInWithPasskey: true }).where(eq(session.id, sessionId));
    await tx.update(passkey).set({ lastUsedAt: new Date() }).where(eq(passkey.credentialID, credentialId));
  });
}
