import { type SQLWrapper, sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, time, timestamp, uuid } from "drizzle-orm/pg-core";
import { auditActions, fields, memberStatuses, roles, studentTypes } from "@ssem/core";

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

export const roleEnum = pgEnum("app_role", roles);
export const memberStatusEnum = pgEnum("member_status", memberStatuses);

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

/**
 * What the admin member search looks in: the address and the name both ways round ("Muster Erika"
 * finds Erika Muster), lower-cased by ICU so that "über" finds "Über" on every server, whatever its
 * locale (the embedded cluster's is C, whose lower() leaves umlauts alone). A trigram index over
 * exactly this expression makes the substring search an index scan; the query must repeat it
 * verbatim, so both take it from here.
 */
export const memberSearchText = (columns: { email: SQLWrapper; firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql`lower((coalesce(${columns.email}, '') || ' ' || coalesce(${columns.firstName}, '') || ' ' || coalesce(${columns.lastName}, '') || ' ' || coalesce(${columns.firstName}, '')) collate "und-x-icu")`;

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
    status: memberStatusEnum("status").notNull().default("pending"),
    /** When an admin approved or rejected the application; housekeeping deletes rejected ones 6 months later. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("profiles_status_created_idx").on(table.status, table.createdAt),
    index("profiles_rejected_decided_idx").on(table.decidedAt).where(sql`${table.status} = 'rejected'`),
    // The admin member list (approved and rejected, newest first) reads a page in this order
    // instead of sorting every member (bench:api: 4.3 ms to 0.6 ms per page with 5,000 members).
    index("profiles_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("profiles_search_idx").using("gin", sql`${memberSearchText(table)} gin_trgm_ops`),
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
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("mail_outbox_created_idx").on(table.createdAt),
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
});

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
 * name from the log too (the id is set to null and the entry reads "a removed member").
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
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    city: text("city").notNull(),
    venue: text("venue"),
    membersOnly: boolean("members_only").notNull().default(false),
    /** How to register; for a members-only event, sent to members only. */
    registration: text("registration").notNull().default(""),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("events_date_idx").on(table.date, table.startTime)],
);
