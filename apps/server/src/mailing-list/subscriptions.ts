import { createHmac, timingSafeEqual } from "node:crypto";
import { type Locale, mailingListLink, oneClickUnsubscribeUrl, UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS } from "@ssem/core";
import { and, desc, eq, gt, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { hashToken } from "../auth/one-time-tokens";
import { countEvent, type CounterStore, rateLimits } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { mailingListSubscribers, mailOutbox, newsletters, profiles } from "../db/schema";
import type { Env } from "../env";
import { enqueueMail } from "../mail/outbox";
import { mailingListConfirmationMail, newsletterMail } from "../mail/templates";

type Deps = CounterStore & { env: Pick<Env, "sessionSecret" | "publicUrl"> };

const pendingFor = sql`${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} * interval '1 day'`;

/** The profile of the member with a subscriber's address (the list stores addresses lower-cased). */
const sameAddress = (address: SQL | string) => sql`lower(${profiles.email}) = ${address}`;

/**
 * The language of a subscriber's mails (issue 26): a member's own (profiles.locale, which they may have changed in
 * the dashboard since), else the language of the page they subscribed on (English for subscriptions from before it
 * was stored). For a query that joins the member's profile by `sameAddress`.
 */
export const mailLocale = sql<Locale>`coalesce(${profiles.locale}, ${mailingListSubscribers.locale})`;

/** Joins a subscriber to the member with their address, if any, for `mailLocale`. */
export const memberOfSubscriber = sameAddress(sql`${mailingListSubscribers.email}`);

/**
 * All confirmation mails to addresses not yet confirmed, from everyone, in the last hour: what
 * rotating IPs can still send to strangers. Counted from the pending subscriptions themselves, so
 * it is no counter in rate_limit_counters (whose 15-minute window the privacy policy states).
 */
export const UNCONFIRMED_CONFIRMATIONS_PER_HOUR = 50;

/** Serialises the check of the total below with the insert that adds to it, across processes. */
const CONFIRMATION_CAP_LOCK = sql`pg_advisory_xact_lock(hashtext('mailing-list:confirmations'))`;

/** Whether the confirmation mails of the last hour to addresses still unconfirmed have reached the total cap. */
async function confirmationCapReached(tx: Database): Promise<boolean> {
  await tx.execute(sql`select ${CONFIRMATION_CAP_LOCK}`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailingListSubscribers)
    .where(and(isNull(mailingListSubscribers.confirmedAt), gt(mailingListSubscribers.requestedAt, sql`now() - interval '1 hour'`)));
  return row!.count >= UNCONFIRMED_CONFIRMATIONS_PER_HOUR;
}

/**
 * Asks for a subscription: a new or still pending address gets a confirmation mail (at most
 * emailRequestsPerAddress in a window, and none while the total cap of unconfirmed confirmation
 * mails is reached); a confirmed one gets nothing, since it already receives the news. The caller
 * answers the same in every case, so nobody learns an address's state or that a cap was hit. The
 * link's token is signed for the subscription, so every confirmation mail of one subscription carries
 * the same token: asking again, from a page in another language too, never invalidates the mail that
 * came first. The mail and its link are in the member's language if the address is a member's, else
 * in `locale`, the language of the page the request came from.
 */
export async function requestSubscription(deps: Deps, { email, locale }: { email: string; locale: Locale }): Promise<void> {
  const perAddress = await countEvent(deps, "mailing-list:email", email, rateLimits.emailRequestsPerAddress);
  if (!perAddress.allowed) return;
  await deps.db.transaction(async (tx) => {
    if (await confirmationCapReached(tx)) return;
    // One statement, so two requests for the same address at once cannot both insert.
    // A pending address asking again takes the language of the page it asked on now: its latest choice.
    const [pending] = await tx
      .insert(mailingListSubscribers)
      .values({ email, locale })
      .onConflictDoUpdate({ target: mailingListSubscribers.email, set: { requestedAt: sql`now()`, locale }, setWhere: isNull(mailingListSubscribers.confirmedAt) })
      .returning({ id: mailingListSubscribers.id });
    if (pending) {
      const [member] = await tx.select({ locale: profiles.locale }).from(profiles).where(sameAddress(email));
      const mailIn = member?.locale ?? locale;
      const link = mailingListLink(deps.env.publicUrl, "confirm", subscriberToken(deps.env.sessionSecret, "confirm", pending.id), mailIn);
      await enqueueMail(tx, mailingListConfirmationMail(email, link, mailIn));
    }
  });
}

/**
 * Confirms the subscription a confirmation token was made for: true when it is confirmed now or was
 * already (the same link opened twice must not tell the subscriber it failed), false when the link is
 * not ours, its subscription has ended, or it was still pending after its 30 days.
 */
export async function confirmSubscription(deps: Pick<Deps, "db" | "env">, token: string): Promise<boolean> {
  const subscriberId = verifySubscriberToken(deps.env.sessionSecret, "confirm", token);
  // Links mailed before confirmation links were signed carry a random token whose hash the row keeps.
  const byToken = subscriberId ? eq(mailingListSubscribers.id, subscriberId) : eq(mailingListSubscribers.confirmTokenHash, hashToken(token));
  const confirmed = await deps.db
    .update(mailingListSubscribers)
    .set({ confirmedAt: sql`coalesce(${mailingListSubscribers.confirmedAt}, now())` })
    .where(and(byToken, or(isNotNull(mailingListSubscribers.confirmedAt), gt(mailingListSubscribers.requestedAt, sql`now() - ${pendingFor}`))))
    .returning({ id: mailingListSubscribers.id });
  return confirmed.length > 0;
}

/** What a signed token lets its holder do; part of what is signed, so one kind of token cannot be used as the other. */
type TokenPurpose = "confirm" | "unsubscribe";

const signature = (secret: string, purpose: TokenPurpose, subscriberId: string) =>
  createHmac("sha256", secret).update(`${purpose}:${subscriberId}`).digest("base64url");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A subscriber's confirmation or unsubscribe token: their id, signed for the purpose. Nothing is
 * stored for it, it cannot be guessed for another subscriber, and it works as long as the
 * subscription exists (a pending one: for its 30 days).
 */
export function subscriberToken(secret: string, purpose: TokenPurpose, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, purpose, subscriberId)}`;
}

/** The subscriber id a token was signed for with this purpose, or null for a token we did not make. */
export function verifySubscriberToken(secret: string, purpose: TokenPurpose, token: string): string | null {
  const [id, given] = token.split(".");
  if (!id || !given || !uuid.test(id)) return null;
  const expected = Buffer.from(signature(secret, purpose, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

/**
 * Ends a subscription: the row goes, and with it every newsletter message to it not yet sent. The
 * row is locked first, so a newsletter being queued at this moment (it holds the subscribers it
 * reads with FOR SHARE) either has committed, and its message is deleted here, or never sees the row.
 */
export async function unsubscribe(db: Database, subscriberId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: mailingListSubscribers.id }).from(mailingListSubscribers).where(eq(mailingListSubscribers.id, subscriberId)).for("update");
    await tx.delete(mailOutbox).where(and(eq(mailOutbox.subscriberId, subscriberId), eq(mailOutbox.status, "pending")));
    await tx.delete(mailingListSubscribers).where(eq(mailingListSubscribers.id, subscriberId));
  });
}

/** The language a subscriber's mail and pages are in (a member's own, else the one they subscribed in); undefined once they left. */
export async function subscriberLocale(db: Database, subscriberId: string): Promise<Locale | undefined> {
  const [row] = await db.select({ locale: mailLocale }).from(mailingListSubscribers).leftJoin(profiles, memberOfSubscriber).where(eq(mailingListSubscribers.id, subscriberId));
  return row?.locale;
}

/** Rows per INSERT when queueing a newsletter, well under PostgreSQL's 65,535 parameters per statement. */
const QUEUE_BATCH = 500;

/**
 * Queues one copy of a newsletter per confirmed subscriber, each with its personal unsubscribe
 * link and one-click headers, inside the caller's transaction. Returns the newsletter's id and how
 * many messages were queued.
 */
export async function queueNewsletter(tx: Database, env: Deps["env"], newsletter: { subject: string; text: string }) {
  const subscribers = await tx
    .select({ id: mailingListSubscribers.id, email: mailingListSubscribers.email, locale: mailLocale })
    .from(mailingListSubscribers)
    .leftJoin(profiles, memberOfSubscriber)
    .where(isNotNull(mailingListSubscribers.confirmedAt))
    .for("share", { of: mailingListSubscribers });
  const [row] = await tx.insert(newsletters).values({ subject: newsletter.subject, recipientCount: subscribers.length }).returning({ id: newsletters.id });
  const newsletterId = row!.id;
  for (let start = 0; start < subscribers.length; start += QUEUE_BATCH) {
    const messages = subscribers.slice(start, start + QUEUE_BATCH).map((subscriber) => {
      const token = subscriberToken(env.sessionSecret, "unsubscribe", subscriber.id);
      // The page in the subscriber's language; the one-click address is the API's, the same in every language.
      const links = { unsubscribePage: mailingListLink(env.publicUrl, "unsubscribe", token, subscriber.locale), oneClick: oneClickUnsubscribeUrl(env.publicUrl, token) };
      return { ...newsletterMail(subscriber.email, newsletter, links, subscriber.locale), newsletterId, subscriberId: subscriber.id };
    });
    await tx.insert(mailOutbox).values(messages);
  }
  return { id: newsletterId, queued: subscribers.length };
}

/** Each with the language of their mails: a member's own, else the one they subscribed in (issue 26). */
export const confirmedSubscribers = (db: Database) =>
  db
    .select({ id: mailingListSubscribers.id, email: mailingListSubscribers.email, locale: mailLocale, confirmedAt: mailingListSubscribers.confirmedAt })
    .from(mailingListSubscribers)
    .leftJoin(profiles, memberOfSubscriber)
    .where(isNotNull(mailingListSubscribers.confirmedAt))
    .orderBy(desc(mailingListSubscribers.confirmedAt), mailingListSubscribers.email);

/** The latest newsletters, newest first, with how many of their mails are sent, waiting and failed. */
export async function newsletterProgress(db: Database, limit: number) {
  const count = (status: "pending" | "sent" | "failed") => sql<number>`(count(${mailOutbox.id}) filter (where ${mailOutbox.status} = ${status}))::int`;
  return db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      createdAt: newsletters.createdAt,
      queued: newsletters.recipientCount,
      sent: count("sent"),
      waiting: count("pending"),
      failed: count("failed"),
    })
    .from(newsletters)
    .leftJoin(mailOutbox, eq(mailOutbox.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.createdAt))
    .limit(limit);
}
