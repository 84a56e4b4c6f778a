import type { OwnProfileUpdate, PasskeySummary } from "@ssem/core";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import { passkeyName, passkeySummary } from "../auth/passkeys";
import { recordSecurityChange } from "../auth/security-notice";
import type { Database } from "../db/client";
import { membershipApplications, passkey, profiles, session } from "../db/schema";
import type { Env } from "../env";
import { setPassword } from "./accounts";

/**
 * What a signed-in person reads and changes of their own account (/api/me): status, profile, password, the
 * application they sent, their sessions and passkeys. Each takes the database and the viewer's ids.
 */

const profileColumns = {
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  jobTitle: profiles.jobTitle,
  university: profiles.university,
  yearOfStudy: profiles.yearOfStudy,
  phone: profiles.phone,
  locale: profiles.locale,
};

/** The account's status and language, if it has a profile. */
export async function ownStatus(db: Database, userId: string) {
  const [profile] = await db.select({ status: profiles.status, locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
  return profile;
}

export async function ownProfile(db: Database, userId: string) {
  const [profile] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  return profile;
}

/** Writes the fields given (creating the profile if there is none) and returns the profile. */
export async function updateOwnProfile(db: Database, { userId, email, update }: { userId: string; email: string; update: OwnProfileUpdate }) {
  // Omitted fields are undefined here, and neither the insert nor the update touches them.
  const [profile] = Object.values(update).some((value) => value !== undefined)
    ? await db.insert(profiles).values({ id: userId, email, ...update }).onConflictDoUpdate({ target: profiles.id, set: update }).returning(profileColumns)
    : await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  return profile;
}

/** Sets the new password; every other session ends, so whoever might have known the old one is signed out. */
export async function changeOwnPassword(db: Database, env: Pick<Env, "publicUrl">, { userId, sessionId, passwordHash }: { userId: string; sessionId: string; passwordHash: string }) {
  await db.transaction(async (tx) => {
    await setPassword(tx, userId, passwordHash);
    await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId)));
    await recordSecurityChange(tx, env, userId, "password_changed");
  });
}

/** What the applicant entered on the membership form and the profile has no field for; undefined without one. */
export async function ownApplication(db: Database, userId: string) {
  const [application] = await db
    .select({
      field: membershipApplications.field,
      studentType: membershipApplications.studentType,
      yearOfCompletion: membershipApplications.yearOfCompletion,
    })
    .from(membershipApplications)
    .where(eq(membershipApplications.userId, userId));
  return application;
}

/** The sessions not yet expired, last seen first. */
export async function ownSessions(db: Database, userId: string) {
  return db
    .select({ id: session.id, startedAt: session.createdAt, lastSeenAt: session.updatedAt })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt));
}

/** Ends every session but this one; how many ended. */
export async function endOtherSessions(db: Database, env: Pick<Env, "publicUrl">, { userId, sessionId }: { userId: string; sessionId: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, sessionId))).returning({ id: session.id });
    // Told and recorded even when no other device was signed in: whoever pressed it may not have been the member.
    await recordSecurityChange(tx, env, userId, "other_sessions_ended", { ended: rows.length });
    return rows.length;
  });
}

/** Ends one of the person's sessions; false when they have none with that id. */
export async function endOwnSession(db: Database, { userId, id }: { userId: string; id: string }): Promise<boolean> {
  const [ended] = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  return ended !== undefined;
}

export async function ownPasskeys(db: Database, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({ id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })
    .from(passkey)
    .where(eq(passkey.userId, userId))
    .orderBy(desc(passkey.createdAt), passkey.id);
  return rows.map(passkeySummary);
}

/**
 * Removes a passkey with every other session opened with a passkey (sessions do not record which one opened them;
 * the one asking stays), audited; false when the person has no passkey with that id.
 */
export async function removeOwnPasskey(db: Database, { userId, sessionId, id }: { userId: string; sessionId: string; id: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(passkey).where(and(eq(passkey.id, id), eq(passkey.userId, userId))).returning({ name: passkey.name });
    if (!row) return false;
    await tx.delete(session).where(and(eq(session.userId, userId), eq(session.signedInWithPasskey, true), ne(session.id, sessionId)));
    await recordAudit(tx, { actorId: userId, action: "passkey_removed", subjectUserId: userId, details: { name: passkeyName(row.name) } });
    return true;
  });
}
