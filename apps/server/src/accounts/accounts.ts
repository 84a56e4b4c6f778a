import { randomUUID } from "node:crypto";
import { type AuthLinkType, authLink, baseLocale, type Locale, type MemberStatus, type Role } from "@ssem/core";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { issueToken } from "../auth/one-time-tokens";
import { localeOf } from "./person-locale";
import type { Database } from "../db/client";
import { account, invoices, mailingListSubscribers, mailOutbox, profiles, session, user, userRoles } from "../db/schema";
import type { Env } from "../env";
import { queueInvoicesAwaitingConfirmation } from "../fees/invoice-mail";
import { enqueueMail, type OutgoingMail } from "../mail/outbox";

/**
 * The one place that creates accounts and changes their credentials and links. Every function
 * takes the transaction it runs in, so the caller's other writes (an application, an audit entry,
 * the mail) commit or fail together with it.
 */
export type NewAccount = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  university?: string | null;
  status: MemberStatus;
  role: Role | null;
  emailVerified: boolean;
  /** null: no password yet (an invitee sets one through the e-mailed link). */
  passwordHash: string | null;
  /** The language the person's mails are written in: an applicant's page's; English when left out (ADR 029). */
  locale?: Locale;
};

/** Creates user, credential, profile and role of a new account; returns its id. */
export async function createAccount(tx: Database, details: NewAccount): Promise<string> {
  const userId = randomUUID();
  const name = [details.firstName, details.lastName].filter(Boolean).join(" ") || details.email;
  await tx.insert(user).values({ id: userId, email: details.email, name, emailVerified: details.emailVerified });
  if (details.passwordHash) await setPassword(tx, userId, details.passwordHash);
  await tx.insert(profiles).values({
    id: userId,
    email: details.email,
    firstName: details.firstName ?? null,
    lastName: details.lastName ?? null,
    phone: details.phone ?? null,
    university: details.university ?? null,
    status: details.status,
    locale: details.locale,
  });
  if (details.role) await tx.insert(userRoles).values({ userId, role: details.role });
  return userId;
}

/** Sets the password better-auth checks at sign-in (its "credential" account), creating it if needed. */
export async function setPassword(tx: Database, userId: string, passwordHash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await tx.insert(account).values({ id: randomUUID(), userId, accountId: userId, providerId: "credential", password: passwordHash });
  }
}

/**
 * Issues a one-time token of `type` for the user and queues the mail that carries its link, in
 * the caller's transaction. `compose` gets the finished link.
 */
export async function mailLink(
  tx: Database,
  env: Pick<Env, "publicUrl">,
  { userId, type, compose, locale }: { userId: string; type: AuthLinkType; compose: (link: string, locale: Locale) => OutgoingMail; locale?: Locale },
): Promise<void> {
  const token = await issueToken(tx, userId, type);
  // In the person's language: the caller's when it has it at hand (an application), else the stored one.
  const recipientLocale = locale ?? (await localeOf(tx, userId));
  await enqueueMail(tx, compose(authLink(env.publicUrl, type, token, recipientLocale), recipientLocale));
  // The person view tells an invitee who has not chosen a password yet from one who has.
  if (type === "invite") await tx.update(profiles).set({ invitedAt: sql`now()` }).where(eq(profiles.id, userId));
}

/**
 * Marks the user's address confirmed (a confirmation link, or a password link, which proves the
 * mailbox as well). The first time, what waited for a confirmed address goes out: the invoice made
 * when an admin approved the application before it was confirmed. Returns the address and how many
 * mails were queued (the caller nudges the worker), or null if there is no such user.
 */
export async function confirmAddress(tx: Database, env: Pick<Env, "billing" | "publicUrl">, userId: string): Promise<{ email: string; mailsQueued: number } | null> {
  const [before] = await tx.select({ confirmed: user.emailVerified }).from(user).where(eq(user.id, userId)).for("update");
  if (!before) return null;
  const [owner] = await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId)).returning({ email: user.email });
  if (before.confirmed) return { email: owner!.email, mailsQueued: 0 };
  await tx.update(profiles).set({ emailConfirmedAt: sql`now()` }).where(eq(profiles.id, userId));
  const mailsQueued = await queueInvoicesAwaitingConfirmation(tx, env, userId);
  return { email: owner!.email, mailsQueued };
}

export type Decision = "approved" | "rejected";

/**
 * The outcome of an admin's decision on an applicant: `changed` is false when the decision had
 * already been made (deciding twice is harmless and sends no second mail); null when there is no
 * such person. A person whose status is not `from` cannot be decided here: `conflict`.
 */
export type DecisionOutcome = { email: string; changed: boolean } | { conflict: true } | null;

/**
 * Approve: status approved, the pending role replaced by the member role. Reject: status rejected
 * (roles stay, spec §4). Both stamp decided_at, from which housekeeping counts the 6 months after
 * which a rejected application is deleted. Runs in the caller's transaction with its mail and audit entry.
 * `from` is the status the decision is made on: pending, or rejected for an admin who approves
 * again after a rejection (issue 24), which is an explicit action of its own, never a side effect.
 */
export async function decideMembership(tx: Database, userId: string, decision: Decision, from: "pending" | "rejected" = "pending"): Promise<DecisionOutcome> {
  // Locks the row so that two admins deciding at once are serialised and only one mail goes out.
  const [current] = await tx.select({ status: profiles.status, email: profiles.email }).from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!current) return null;
  if (current.status === decision) return { email: current.email, changed: false };
  if (current.status !== from) return { conflict: true };
  await tx.update(profiles).set({ status: decision, decidedAt: sql`now()` }).where(eq(profiles.id, userId));
  if (decision === "approved") {
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "pending")));
    await tx.insert(userRoles).values({ userId, role: "member" }).onConflictDoNothing();
  }
  return { email: current.email, changed: true };
}

/** Replaces all roles of the user by `role` (spec §4: Save Changes removes all roles and adds the chosen one). */
export async function setRole(tx: Database, userId: string, role: Role): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.insert(userRoles).values({ userId, role });
}

/**
 * Serialises changes to who is an admin for the rest of the transaction, so that two admins
 * demoting each other at once cannot leave the association without one.
 */
export async function lockAdminChanges(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-roles'))`);
}

/** How many admins there are besides `userId`. */
export async function otherAdminCount(tx: Database, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId)));
  return row?.count ?? 0;
}

/**
 * Deletes a person completely: their mail not yet sent (it would go out after they were removed),
 * their mailing-list subscription, then the user row, which every table that stores something about
 * a person references with on delete cascade (sessions, credentials, profile, roles, application,
 * tokens, ride-along requests; a later table must
 * do the same, and the complete-deletion test reads the table list from the schema to prove it).
 * The audit log keeps its entries with the id set to null (ADR 012). Invoices and their payments are
 * kept for the books (art. 958f CO, ADR 019) with the name as billed only: the address goes here and
 * the member's id goes by the foreign key. Returns false if there was no such user.
 */
export async function deleteMember(tx: Database, userId: string, { keepNewsletter = false }: { keepNewsletter?: boolean } = {}): Promise<boolean> {
  const [person] = await tx
    .select({ userEmail: user.email, profileEmail: profiles.email, locale: profiles.locale })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .for("update", { of: user });
  if (!person) return false;
  const addresses = [...new Set([person.userEmail, person.profileEmail].filter((address): address is string => Boolean(address)))];
  const lowerCase = addresses.map((address) => address.toLowerCase());
  // Unsent mail to them, or about them with their address to answer to (a ride-along request to the board).
  await tx
    .delete(mailOutbox)
    .where(and(or(inArray(sql`lower(${mailOutbox.to})`, lowerCase), inArray(sql`lower(${mailOutbox.replyTo})`, lowerCase)), ne(mailOutbox.status, "sent")));
  // The mailing list is keyed by address, not account: a removed person is taken off it too, unless
  // they chose to keep the newsletter when they resigned (ADR 028).
  if (!keepNewsletter) await tx.delete(mailingListSubscribers).where(inArray(mailingListSubscribers.email, lowerCase));
  // A kept subscription goes on in the language the member chose last, which wrote their newsletters until now (issue 26).
  else if (person.locale) await tx.update(mailingListSubscribers).set({ locale: person.locale }).where(inArray(mailingListSubscribers.email, lowerCase));
  // Invoices stay for the books (art. 958f CO) with the name as billed; the address goes (user_id is set null by the key).
  await tx.update(invoices).set({ billedEmail: null }).where(eq(invoices.userId, userId));
  await tx.delete(user).where(eq(user.id, userId));
  return true;
}

/** Whether the account's owner has confirmed its address (a missing account has not). */
export async function emailConfirmed(db: Database, userId: string): Promise<boolean> {
  const [member] = await db.select({ confirmed: user.emailVerified }).from(user).where(eq(user.id, userId));
  return member?.confirmed === true;
}

/** The account with this address, with the owner's language (one query, so a found address takes as long as an unknown one). */
export async function accountByEmail(db: Database, email: string): Promise<{ id: string; verified: boolean; locale: Locale } | undefined> {
  const [found] = await db
    .select({ id: user.id, verified: user.emailVerified, locale: profiles.locale })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.email, email));
  return found && { ...found, locale: found.locale ?? baseLocale };
}

/** Ends every session of the account. */
export async function endAllSessions(tx: Database, userId: string): Promise<void> {
  await tx.delete(session).where(eq(session.userId, userId));
}
