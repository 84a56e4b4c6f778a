import { type SQL, sql } from "drizzle-orm";
import { folded, searchable } from "./text-search";
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, pgEnum, pgSequence, pgTable, primaryKey, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { auditActions, fields, locales, memberStatuses, type RegistrationState, registrationStates, rideAlongLocations, rideAlongStatuses, rotationTypes, roles, studentTypes } from "@ssem/core";

/** Binary content (a mail's attachment), read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// Tables better-auth reads and writes through its drizzle adapter (keys must match its model names).
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // Set by better-auth's two-factor plugin once the first TOTP code confirmed the enrolment (ADR 027).
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set by our passkey sign-in route (ADR 030): a passkey counts as both factors for ADMIN_TWO_FACTOR.
    signedInWithPasskey: boolean("signed_in_with_passkey").notNull().default(false),
    // Deliberately not stored: IP address and user agent are personal data the spec does not need.
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/**
 * better-auth's two-factor plugin: the TOTP secret and the unused recovery codes, both encrypted
 * with the auth secret by better-auth (ADR 027). One row per user; it stays unverified until the
 * first code is confirmed.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    // better-auth's own lockout is off (our growing delays instead, ADR 027); its adapter still reads and writes these.
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factor_user_id_idx").on(table.userId)],
);

/**
 * better-auth's passkey plugin's table (ADR 030): one row per passkey, the public key and its
 * signature counter; `last_used_at` is ours, written by our sign-in route.
 */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkey_user_id_idx").on(table.userId), uniqueIndex("passkey_credential_id_idx").on(table.credentialID)],
);

export const roleEnum = pgEnum("app_role", roles);
export const memberStatusEnum = pgEnum("member_status", memberStatuses);
export const localeEnum = pgEnum("locale", locales);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    jobTitle: text("job_title"),
    university: text("university"),
    yearOfStudy: text("year_of_study"),
    phone: text("phone"),
    /** The person's language (issue 26): their mails and invoices are written in it, their member area opens in it. */
    locale: localeEnum("locale").notNull().default("en"),
    status: memberStatusEnum("status").notNull().default("pending"),
    /** When an admin approved or rejected the application; housekeeping deletes rejected ones 6 months later. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When the address was first confirmed (a confirmation link, or a password chosen through an e-mailed link). */
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    /**
     * When the last invite was mailed (bulk import, or an admin's resend). An invited person has no
     * password until they use it, so this and the credential tell the person view whether it was used.
     */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * What the admin member search looks in, kept by PostgreSQL on every write: the address and the
     * name both ways round ("Muster Erika" finds Erika Muster), lower-cased by ICU so that "über"
     * finds "Über" whatever the server's locale (the embedded cluster's is C, whose lower() leaves
     * umlauts alone), and in the search spelling too ("muller" finds Müller; `searchable`). A trigram
     * index makes the substring search an index scan.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchable(sql`(coalesce(${profiles.email}, '') || ' ' || coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '') || ' ' || coalesce(${profiles.firstName}, ''))`),
      ),
  },
  (table) => [
    // The id too: the table sorted by status pages in this order, ties broken by the id (ADR 021).
    index("profiles_status_created_idx").on(table.status, table.createdAt, table.id),
    index("profiles_rejected_decided_idx").on(table.decidedAt).where(sql`${table.status} = 'rejected'`),
    // The admin member list (approved and rejected, newest first) reads a page in this order
    // instead of sorting every member (bench:api: 4.3 ms to 0.6 ms per page with 5,000 members).
    index("profiles_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The member search's trigram indexes take each write at once (fastupdate off), as the profiles
    // and applications are written rarely: a pending list (an import's rows until autovacuum merges
    // them) is read in full by every search, 5,000 rows of it took a search from 0.2 to 30 ms (ADR 021).
    index("profiles_search_idx").using("gin", table.searchText.op("gin_trgm_ops")).with({ fastupdate: false }),
    // The member table sorted by name or e-mail reads a page of 50 in index order (ADR 021); names
    // in ICU order, as the table sorts them, so "Ümlaut" stands next to "Umlaut".
    index("profiles_name_sort_idx").on(sql`${table.lastName} collate "und-x-icu"`, sql`${table.firstName} collate "und-x-icu"`, table.id),
    index("profiles_email_sort_idx").on(table.email, table.id),
    // The member table's search looks in the place of study too, which imported members give here.
    index("profiles_university_search_idx").using("gin", sql`${searchable(table.university)} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

export const mailStatusEnum = pgEnum("mail_status", ["pending", "sent", "failed"]);

/** Every e-mail goes through here first, so a send that fails is retried rather than lost. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    status: mailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds a message until this time while sending; a crashed worker's claim simply expires. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the worker gave the message up as undeliverable (status failed). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** False for the admins' notice about undeliverable mail, so that a lost notice does not beget another. */
    reportIfUndeliverable: boolean("report_if_undeliverable").notNull().default(true),
    /** Where answers go: the member who made a ride-along request, in the mail to the association. */
    replyTo: text("reply_to"),
    /** Extra headers, e.g. List-Unsubscribe on a newsletter (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** The newsletter this message is one of, for its progress; kept when the newsletter row goes. */
    newsletterId: uuid("newsletter_id").references(() => newsletters.id, { onDelete: "set null" }),
    /**
     * The subscription a newsletter message is for: unsubscribing deletes its messages not yet sent,
     * so the address gets nothing more.
     */
    subscriberId: uuid("subscriber_id").references(() => mailingListSubscribers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("mail_outbox_created_idx").on(table.createdAt),
    index("mail_outbox_newsletter_idx").on(table.newsletterId).where(sql`${table.newsletterId} is not null`),
    index("mail_outbox_subscriber_idx").on(table.subscriberId).where(sql`${table.subscriberId} is not null`),
  ],
);

export const fieldEnum = pgEnum("member_field", fields);
export const studentTypeEnum = pgEnum("student_type", studentTypes);

/** What the applicant told us on the membership form, beyond the profile (spec, member area §3). */
export const membershipApplications = pgTable("membership_applications", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  field: fieldEnum("field").notNull(),
  studentType: studentTypeEnum("student_type").notNull(),
  yearOfCompletion: integer("year_of_completion"),
  placeOfStudy: text("place_of_study").notNull(),
  message: text("message"),
  createdAt: createdAt(),
}, (table) => [
  // The member table's search looks in the place of study (ADR 021).
  index("membership_applications_place_search_idx").using("gin", sql`${searchable(table.placeOfStudy)} gin_trgm_ops`).with({ fastupdate: false }),
]);

/**
 * One row whose version moves whenever the member table's counts may change: triggers bump it when
 * a transaction that changed profiles, roles or applications commits (migration 0017), as
 * invoice_changes does for invoices. The member table counts a filter's members once per version
 * instead of on every page and sort (members/members-query.ts, ADR 021), and every
 * process sees a change made by any other.
 */
export const memberChanges = pgTable(
  "member_changes",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    lastTransaction: bigint("last_transaction", { mode: "number" }),
  },
  (table) => [check("member_changes_singleton_check", sql`${table.singleton}`)],
);

export const tokenTypes = ["signup", "recovery", "invite"] as const;
export const tokenTypeEnum = pgEnum("one_time_token_type", tokenTypes);

/** E-mailed one-time tokens. Only a SHA-256 of the token is stored; a used token keeps used_at. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    type: tokenTypeEnum("type").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("one_time_tokens_user_idx").on(table.userId, table.type)],
);

/**
 * Fixed-window counters for rate limits (sign-in per IP and per account, reset and sign-up
 * requests). In the database so that several server processes share them; keys are hashed.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  /** Backoff counters: no attempt is let through before this moment. */
  blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull().defaultNow(),
});

export const auditActionEnum = pgEnum("audit_action", auditActions);

/**
 * Who did what to whom and when, written in the transaction of the admin action itself. It holds
 * ids, not names: names are looked up when the log is read, so removing a person removes their
 * name from the log too (the id is set to null and the entry reads "a member who has since been removed").
 * `details` holds only what the action needs to be understood (a role, a file name, counts).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    action: auditActionEnum("action").notNull(),
    subjectUserId: text("subject_user_id").references(() => user.id, { onDelete: "set null" }),
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

export const rideAlongLocationEnum = pgEnum("ride_along_location", rideAlongLocations);
export const rideAlongStatusEnum = pgEnum("ride_along_status", rideAlongStatuses);

/**
 * A member's ride-along request (spec: location and year of studies; the e-mail address is the
 * member's own, read from their account). Deleted with the member, and by housekeeping
 * RIDE_ALONG_RETENTION_MONTHS after it was made.
 */
export const rideAlongRequests = pgTable(
  "ride_along_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    location: rideAlongLocationEnum("location").notNull(),
    yearOfStudies: integer("year_of_studies").notNull(),
    status: rideAlongStatusEnum("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (table) => [index("ride_along_requests_created_idx").on(table.createdAt), index("ride_along_requests_user_idx").on(table.userId)],
);

/**
 * The 'Stay Updated' list, with double opt-in: a row is pending (confirmed_at null, a hashed
 * confirmation token) until its owner opens the e-mailed link; housekeeping deletes pending rows
 * UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS after the last request. Unsubscribing deletes the row.
 */
export const mailingListSubscribers = pgTable(
  "mailing_list_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased, so one address is one subscription. */
    email: text("email").notNull().unique(),
    /**
     * SHA-256 of the random confirmation token of links mailed before they were signed (ADR 016); new
     * subscriptions leave it null. Drop it once no such pending subscription is left (30 days).
     */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the confirmation mail was last asked for: the 30 days of a pending subscription run from here. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * The language of the page the subscription was asked for on, the latest while it is pending (issue 26). Its
     * mails are in it, unless the address is a member's: then the member's own language (profiles.locale) wins.
     * Subscriptions from before it was stored read English, as their mails did.
     */
    locale: localeEnum("locale").notNull().default("en"),
    createdAt: createdAt(),
  },
  (table) => [index("mailing_list_pending_idx").on(table.requestedAt).where(sql`${table.confirmedAt} is null`)],
);

/** A newsletter the board sent: its subject and how many messages it queued. The messages themselves are in the outbox. */
export const newsletters = pgTable("newsletters", {
  id: uuid("id").primaryKey().defaultRandom(),
  subject: text("subject").notNull(),
  recipientCount: integer("recipient_count").notNull(),
  createdAt: createdAt(),
});

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Clinical rotation reviews (spec: clinical_rotation_reviews_public). Anonymous: no column holds
 * anything about the person who wrote one, not even an address. Ids are handed out in commit order
 * (writers take a lock, reviews/review-store.ts), so "every review after id N" is exact.
 * The type is text, not an enum, so that sorting by it is alphabetical by its label.
 */
export const clinicalRotationReviews = pgTable(
  "clinical_rotation_reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    hospital: text("hospital").notNull(),
    department: text("department"),
    rotationType: text("rotation_type").$type<(typeof rotationTypes)[number]>().notNull(),
    timeOfRotation: text("time_of_rotation").notNull(),
    rating: integer("rating").notNull(),
    experienceDescription: text("experience_description").notNull(),
    teaching: text("teaching").notNull(),
    leisureTime: text("leisure_time").notNull(),
    applicationInfo: text("application_info").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check("clinical_rotation_reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("clinical_rotation_reviews_type_check", sql`${table.rotationType} in (${inList(rotationTypes)})`),
    // One hospital's reviews, newest first: the hospital-average sort reads them hospital by hospital.
    index("reviews_hospital_group_idx").on(table.hospital, table.city, table.country, table.id.desc()),
    // One index per sort, each ending in the id, the keyset's tie-breaker.
    index("reviews_rating_idx").on(table.rating.desc(), table.id.desc()),
    index("reviews_country_idx").on(table.country, table.id.desc()),
    index("reviews_hospital_idx").on(table.hospital, table.id.desc()),
    index("reviews_type_idx").on(table.rotationType, table.id.desc()),
    // Substring filters in any case (text-search.ts): trigram indexes over the lower-cased text.
    index("reviews_country_trgm_idx").using("gin", sql`${folded(table.country)} gin_trgm_ops`),
    index("reviews_city_trgm_idx").using("gin", sql`${folded(table.city)} gin_trgm_ops`),
    index("reviews_hospital_trgm_idx").using("gin", sql`${folded(table.hospital)} gin_trgm_ops`),
  ],
);

/**
 * The sum and number of ratings per hospital, city and country, kept by every review write (in its
 * transaction, under the review lock): the hospital average without reading every review. Holds
 * no more than the reviews themselves.
 */
export const reviewHospitalStats = pgTable(
  "review_hospital_stats",
  {
    hospital: text("hospital").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    ratingSum: integer("rating_sum").notNull(),
    reviewCount: integer("review_count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.hospital, table.city, table.country] })],
);

/**
 * What happened to the reviews, in commit order: the live stream's event ids. A board that lost
 * its connection asks for every change after the last one it saw (Last-Event-ID), deletions
 * included. Holds ids only; housekeeping deletes changes after a week.
 */
export const reviewChanges = pgTable(
  "review_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: bigint("review_id", { mode: "number" }).notNull(),
    kind: text("kind").$type<"added" | "deleted">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("review_changes_kind_check", sql`${table.kind} in ('added', 'deleted')`), index("review_changes_at_idx").on(table.at)],
);

/**
 * The association's events, managed by the board (issue 15). Dates and times are local Swiss
 * times (Europe/Zurich) as the board plans them, not instants: 14:00 stays 14:00 across DST.
 * A null venue is "location to be announced". No personal data: not even who created an event
 * (the audit log says that, by id).
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** The day it ends when that is not the day it starts: a course over a weekend, a night across midnight. */
    endDate: date("end_date", { mode: "string" }),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    city: text("city").notNull(),
    venue: text("venue"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** How to register; for a members-only event, sent to members only. */
    registration: text("registration").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Changes since the event was created: the calendar files' SEQUENCE (RFC 5545 §3.8.7.4; issue 39). */
    sequence: integer("sequence").notNull().default(0),
    /**
     * Registration on the website (issue 41, ADR 042); the settings below count only while it is on.
     * Instants, unlike the event's own date and times: a window closes at one moment wherever it is read.
     */
    registrationOn: boolean("registration_on").notNull().default(false),
    /** Seats; null for no limit. */
    capacity: integer("capacity"),
    /** Below it the board may call the event off; shown to the board, decides nothing by itself. */
    minParticipants: integer("min_participants"),
    registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true }),
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }),
    /** Whether the board approves each registration before its seat is confirmed. */
    registrationApproval: boolean("registration_approval").notNull().default(false),
    /** Until when a person may give up their seat themselves; null for until the event starts. */
    cancelUntil: timestamp("cancel_until", { withTimezone: true }),
    /** How long a freed seat is offered to the next person waiting. */
    offerHours: integer("offer_hours").notNull().default(48),
    /** When the board called the event off: it stays listed as cancelled, and takes no more registrations. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("events_date_idx").on(table.date, table.startTime),
    check("events_capacity_check", sql`${table.capacity} > 0 and ${table.minParticipants} > 0 and ${table.offerHours} > 0`),
    check("events_end_date_check", sql`${table.endDate} > ${table.date}`),
  ],
);

/** Arrival order on an event's list, taken when a registration starts counting (ADR 042). */
export const registrationArrivalSequence = pgSequence("registration_arrival_seq");

/**
 * A member's registration for an event (issue 41, ADR 042). The state is decided by core's
 * decideRegistration under the event's row lock. A member's registrations go when the member is
 * removed (cascade, ADR 012); at most one that is not cancelled per member and event.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: text("state").$type<RegistrationState>().notNull(),
    /** Arrival order; the board's "move up" gives a smaller one than the first waiting person's. */
    arrival: bigint("arrival", { mode: "number" }),
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
    /** What the QR code on the confirmation carries: random, so that nobody checks in someone else by guessing. */
    checkInToken: uuid("check_in_token").notNull().defaultRandom(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    /** The board's record after the event: true attended, false absent, null not marked yet. */
    attended: boolean("attended"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("event_registrations_state_check", sql`${table.state} in (${sql.raw(registrationStates.map((state) => `'${state}'`).join(", "))})`),
    uniqueIndex("event_registrations_live_idx").on(table.eventId, table.userId).where(sql`${table.state} <> 'cancelled'`),
    index("event_registrations_user_idx").on(table.userId),
    uniqueIndex("event_registrations_check_in_idx").on(table.checkInToken),
    // The minute tick finds offers past their time without reading every registration.
    index("event_registrations_offer_idx").on(table.offeredUntil).where(sql`${table.state} = 'offered'`),
  ],
);

export const invoiceNumberSequence = pgSequence("invoice_number_seq");

export const referenceTypeEnum = pgEnum("payment_reference_type", ["QRR", "SCOR"]);

/**
 * Membership fee invoices (issue 23, ADR 019). One per member and year (the unique constraint makes
 * a second renewal run create none). Kept ten years for the books (art. 958f CO): removing a member
 * sets user_id and billed_email to null and keeps the name as billed. The state (open, paid, …)
 * follows from paid_rappen, the reminders and the cancellation (core's invoiceState).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Running number from invoice_number_seq, reserved before the insert (fees/invoices.ts), because
     * the payment reference is made from it: the printed number and the reference name one invoice.
     */
    sequence: bigint("sequence", { mode: "number" }).notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    year: integer("year").notNull(),
    /** The name on the bill; stays when the member is removed. */
    billedName: text("billed_name").notNull(),
    /** Where the invoice and its reminders go; null once the member is removed. */
    billedEmail: text("billed_email"),
    /** The tier billed (student, resident, …), as the member gave it when the invoice was made. */
    studentType: studentTypeEnum("student_type").notNull(),
    amountRappen: integer("amount_rappen").notNull(),
    /** Sum of the payments booked to this invoice (reversals subtract), kept in the payment's transaction. */
    paidRappen: integer("paid_rappen").notNull().default(0),
    /** The day the payments first reached the amount: the membership year starts here. */
    paidOn: date("paid_on", { mode: "string" }),
    /** The creditor account the bill names, and the reference it demands. */
    iban: text("iban").notNull(),
    referenceType: referenceTypeEnum("reference_type").notNull(),
    reference: text("reference").notNull().unique(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    firstReminderAt: timestamp("first_reminder_at", { withTimezone: true }),
    secondReminderAt: timestamp("second_reminder_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    /**
     * What the Fees tab's search looks in, lower-cased and in the search spelling (`searchable`, db/text-search.ts):
     * the name as billed, the e-mail address, the invoice number ("2026-000042") and the reference.
     * One trigram index over it answers a search of 5,000 invoices without reading them all.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          searchable(sql`(${invoices.billedName} || ' ' || coalesce(${invoices.billedEmail}, '') || ' ' || ${invoices.year}::text || '-' || lpad(${invoices.sequence}::text, 6, '0') || ' ' || ${invoices.reference})`),
      ),
  },
  (table) => [
    uniqueIndex("invoices_user_year_idx").on(table.userId, table.year),
    index("invoices_search_text_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    // A year's invoices by number; the state's columns ride along, so that the Fees tab's totals
    // per state and its list of years read this index alone (bench:api fees: 2.8 to 1.3 ms for 5,000 invoices).
    index("invoices_year_sequence_idx").on(table.year, table.sequence.desc(), table.amountRappen, table.paidRappen, table.cancelledAt, table.secondReminderAt),
    // Reminders look only at invoices still open.
    index("invoices_unpaid_issued_idx").on(table.issuedOn).where(sql`${table.cancelledAt} is null and ${table.paidRappen} < ${table.amountRappen}`),
    // An unmatched payment's suggestions among the open invoices (fees/routes/unmatched-payments.ts):
    // the names nearest the payer's, in the order of trigram distance that a GiST index yields (a GIN index
    // or a scan compared every open invoice: 1 s for a page at 5,000), and those whose open amount equals it.
    index("invoices_open_name_idx")
      .using("gist", sql`${folded(table.billedName)} gist_trgm_ops`)
      .where(sql`${table.cancelledAt} is null and ${table.paidRappen} < ${table.amountRappen}`),
    index("invoices_open_amount_idx")
      .on(sql`(${table.amountRappen} - ${table.paidRappen})`, table.issuedOn.desc(), table.sequence.desc())
      .where(sql`${table.cancelledAt} is null and ${table.paidRappen} < ${table.amountRappen}`),
    check("invoices_amount_check", sql`${table.amountRappen} > 0`),
  ],
);

/**
 * One row whose version moves whenever invoices change: triggers bump it when a transaction that
 * changed invoices commits (migration 0012). The Fees tab computes a year's totals once per version
 * instead of on every request (fees/invoices-query.ts), and every process sees a
 * change made by any other. `last_transaction` lets a transaction bump it once, however many rows it changes.
 */
export const invoiceChanges = pgTable(
  "invoice_changes",
  {
    singleton: boolean("singleton").primaryKey().default(true),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    lastTransaction: bigint("last_transaction", { mode: "number" }),
  },
  (table) => [check("invoice_changes_singleton_check", sql`${table.singleton}`)],
);

/** One imported bank file (camt.054/053): who imported it when, and what it held. */
export const bankImports = pgTable("bank_imports", {
  id: uuid("id").primaryKey().defaultRandom(),
  fileName: text("file_name").notNull(),
  /** SHA-256 of the file, to tell the admin that the same file came before. */
  sha256: text("sha256").notNull(),
  actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
  credits: integer("credits").notNull(),
  matched: integer("matched").notNull(),
  unmatched: integer("unmatched").notNull(),
  duplicates: integer("duplicates").notNull(),
  createdAt: createdAt(),
});

/** `dismissed`: an unmatched payment an admin judged "not a fee" (a donation, a file of another account), with the reason. */
export const bankTransactionStatusEnum = pgEnum("bank_transaction_status", ["booked", "unmatched", "reversed", "ignored", "dismissed"]);

/**
 * Every credit an imported bank file held, matched or not (unmatched ones wait for an admin, with
 * suggestions). `identity` is the bank's stable id of the transaction (UETR, the account servicer's
 * reference, or a hash of the entry), so importing a file again books nothing twice.
 */
export const bankTransactions = pgTable(
  "bank_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identity: text("identity").notNull().unique(),
    /**
     * Every name the bank gives the transaction: its identity, the bank's references and the UETR (ADR 020). A file of
     * another version names the same payment by other keys (camt.054 v04 has no UETR); any one shared is the same payment.
     */
    keys: text("keys").array().notNull(),
    importId: uuid("import_id").references(() => bankImports.id, { onDelete: "set null" }),
    amountRappen: integer("amount_rappen").notNull(),
    currency: text("currency").notNull(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    reference: text("reference"),
    /** The payer as the bank names them: what the suggestions match names against. */
    debtorName: text("debtor_name"),
    remittanceInfo: text("remittance_info"),
    /** The bank's own reference of the transaction (AcctSvcrRef), for the treasurer's books. */
    bankReference: text("bank_reference"),
    /** The payer's account as the bank reports it, for the books and for a refund. */
    debtorIban: text("debtor_iban"),
    status: bankTransactionStatusEnum("status").notNull(),
    /** Why an admin dismissed it as "not a fee" (status dismissed). */
    dismissReason: text("dismiss_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("bank_transactions_unmatched_idx").on(table.bookedOn).where(sql`${table.status} = 'unmatched'`),
    index("bank_transactions_keys_idx").using("gin", table.keys),
  ],
);

/**
 * An admin's correction of the books, always a negative payment with the admin's reason in `note`
 * (ADR 019): `reversal` takes back a booking (`reverses_payment_id`), `refund` takes what was paid
 * too much off the invoice, as money owed back to the payer.
 */
export const paymentCorrectionEnum = pgEnum("payment_correction", ["reversal", "refund"]);

/**
 * Money booked to an invoice: from a bank transaction (matched or assigned by an admin) or marked
 * paid by hand. A reversal in a later bank file books a negative payment against the same invoice.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    bankTransactionId: uuid("bank_transaction_id").references(() => bankTransactions.id, { onDelete: "restrict" }),
    amountRappen: integer("amount_rappen").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    note: text("note"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    correction: paymentCorrectionEnum("correction"),
    /** The booking a `reversal` takes back; unique, so a booking is reversed once. */
    reversesPaymentId: uuid("reverses_payment_id")
      .unique()
      .references((): AnyPgColumn => payments.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("payments_invoice_idx").on(table.invoiceId), index("payments_paid_on_idx").on(table.paidOn)],
);

/**
 * Files a queued mail carries (an invoice's PDF). Stored with the mail, so that a retry sends the
 * same bytes, and deleted with it by housekeeping (cascade).
 */
export const mailAttachments = pgTable(
  "mail_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mailId: uuid("mail_id")
      .notNull()
      .references(() => mailOutbox.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [index("mail_attachments_mail_idx").on(table.mailId)],
);

/**
 * A renewal run: next year's invoices for every active member, made in batches. The run's row
 * says how far it got, so a crash in the middle resumes where it stopped (the unique invoice per
 * member and year makes every batch safe to repeat).
 */
export const feeRenewals = pgTable("fee_renewals", {
  id: uuid("id").primaryKey().defaultRandom(),
  year: integer("year").notNull().unique(),
  actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
  planned: integer("planned").notNull(),
  created: integer("created").notNull().default(0),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const backupRunKindEnum = pgEnum("backup_run_kind", ["backup", "test_restore"]);

/**
 * The scheduled backups' attempts and weekly test restores (ADR 023), for the admin dashboard: a
 * row is inserted when one starts, which is also how one process claims it among several, and
 * finished with its result. Only file names, sizes and short reasons: never personal data.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: backupRunKindEnum("kind").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null while it runs. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    /** The archive's name in BACKUP_DIR: the one written, or the one a test restore read. */
    file: text("file"),
    bytes: bigint("bytes", { mode: "number" }),
    failure: text("failure"),
  },
  (table) => [index("backup_runs_kind_started_idx").on(table.kind, table.startedAt)],
);

/**
 * A member's resignation (issue 27, ADR 028): the membership runs to `leavesOn`, and housekeeping
 * deletes the account the day after, as the privacy policy says, keeping the invoices and payments
 * for the books. Gone with the person (withdrawn, or deleted). `keepsNewsletter`: their address
 * stays on the mailing list when the account goes.
 */
export const resignations = pgTable("resignations", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  resignedAt: timestamp("resigned_at", { withTimezone: true }).notNull().defaultNow(),
  leavesOn: date("leaves_on", { mode: "string" }).notNull(),
  keepsNewsletter: boolean("keeps_newsletter").notNull().default(false),
});
