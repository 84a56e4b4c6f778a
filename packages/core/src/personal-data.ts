/**
 * The map of personal data (issue 27, ADR 026): every column of every table, by its SQL name, either
 * in a category of personal data or marked `notPersonal`. A server test walks the drizzle schema and
 * fails on a column missing here. Each category names the privacy policy section that states its
 * purpose, retention and recipients (a web test checks that the section exists and states all three),
 * so the policy's words are written once and the member's art. 25 page reads them from there.
 */

import { currentPasswordSchema } from "./passwords";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** Body of POST /api/me/data-export: the member's password, re-entered. */
export const dataExportRequestSchema = z.object({ password: currentPasswordSchema(formMessages.enterPassword) });

/** A column that holds nothing about a person (a counter, a flag, content nobody is named in). */
export const notPersonal = "not personal";

export type PersonalDataCategory = {
  /** What we hold, as the member reads it. */
  label: string;
  /** The privacy policy section (its id) with the purpose, retention and recipients. */
  policySection: string;
  /** Where the data came from (art. 25(2)(e) FADP). */
  source: string;
  /** The key of the export (`PersonalDataExport`) that holds the member's own values, if it holds them. */
  exportKey?: keyof PersonalDataExport;
  /** Why the export leaves these values out, when it does. */
  notExported?: string;
};

const youOrTheBoard = "You, on the membership form or in the member dashboard; for members who joined before the website, the board's import of the member list.";

export const personalDataCategories = {
  account: {
    label: "Your name and e-mail address, and when your account was made",
    policySection: "membership",
    source: youOrTheBoard,
    exportKey: "account",
  },
  profile: {
    label: "Your profile: name, e-mail address, phone number, job title, university or workplace, year of study, and the language of your e-mails",
    policySection: "profile",
    source: youOrTheBoard,
    exportKey: "profile",
  },
  membership: {
    label: "Your role and membership status, the dates of your application, its decision, your e-mail confirmation and your invitation, and your resignation if you resigned",
    policySection: "profile",
    source: "The website, when you applied, confirmed your address or were invited, and the board, when it decided on your application or changed your role.",
    exportKey: "membership",
  },
  application: {
    label: "Your membership application: field, status, expected year of completion, place of study and your message",
    policySection: "membership",
    source: "You, on the membership form; or the board's import of the member list.",
    exportKey: "application",
  },
  password: {
    label: "Your password, as an argon2id hash from which it cannot be read back",
    policySection: "membership",
    source: "You, when you chose the password.",
    notExported: "The hash cannot be turned back into your password and tells you nothing.",
  },
  sessions: {
    label: "Your sessions: when each started, was last used and expires",
    policySection: "cookies",
    source: "The website, each time you sign in.",
    exportKey: "sessions",
  },
  secondFactor: {
    label: "If you turned on two-factor authentication: the key your authenticator app shares with us and your unused recovery codes, both encrypted",
    policySection: "cookies",
    source: "The website, when you turned two-factor authentication on.",
    notExported: "The key and the codes are secrets that sign you in; a copy in a downloaded file could be used by whoever finds it. Whether it is on is in the membership part.",
  },
  passkeys: {
    label: "Your passkeys: the name you gave each, when it was added and last used, and its public key",
    policySection: "cookies",
    source: "You, when you added a passkey in the member dashboard.",
    exportKey: "passkeys",
  },
  emailLinks: {
    label: "One-time codes of the links we e-mail you, as one-way hashes",
    policySection: "links-and-tokens",
    source: "The website, when it e-mails you a link.",
    notExported: "Only a hash is stored; it cannot be turned back into the link.",
  },
  requestCounters: {
    label: "Counters of sign-in attempts and e-mail requests, under a keyed hash of your IP and e-mail address",
    policySection: "cookies",
    source: "The website, when you sign in or ask for an e-mail.",
    notExported: "The counters are keyed hashes: we cannot tell which of them are yours without guessing.",
  },
  fees: {
    label: "Your invoices and payments: number, year, name as billed, e-mail address, status, amount, reference, dates, reminders and payments",
    policySection: "fees",
    source: "The website, which bills the annual fee; our bank, whose statements tell us about your payments; and the board, when it records a payment by hand.",
    exportKey: "invoices",
  },
  bankTransactions: {
    label: "Incoming payments as our bank reports them: amount, date, reference, the payer's name, account (IBAN) and message",
    policySection: "fees",
    source: "Our bank's statements.",
    notExported: "Payments booked to your invoices are listed with them, with the payer's name and message; a payment we could not match is not linked to your account.",
  },
  rideAlong: {
    label: "Your ride-along requests: location, year of studies, when you sent them and whether they were dealt with",
    policySection: "ride-along",
    source: "You, on the Events page.",
    exportKey: "rideAlongRequests",
  },
  eventRegistrations: {
    label:
      "Your registrations for events: the event, your state (confirmed, waiting with your place, offered until when, cancelled), when you registered, when you were checked in and whether you attended",
    policySection: "events",
    source: "You, when you registered for an event, cancelled or answered an offer; the board, when it approved, moved up or cancelled a registration.",
    exportKey: "eventRegistrations",
  },
  mailingList: {
    label: "Your mailing-list subscription: your e-mail address, when you subscribed and confirmed, and the language of the page you subscribed on",
    policySection: "mailing-list",
    source: "You, on the Events page.",
    exportKey: "mailingListSubscription",
  },
  emails: {
    label: "The e-mails we send you, while they wait in the send queue",
    policySection: "e-mail",
    source: "The website, for the activity each e-mail belongs to.",
    exportKey: "emails",
  },
  adminActions: {
    label: "The record of admin actions about you (for admins, also which actions they took)",
    policySection: "audit-log",
    source: "The website, when an admin (or you, for your own data export) acts.",
    exportKey: "auditEntries",
  },
} satisfies Record<string, PersonalDataCategory>;

export type PersonalDataCategoryId = keyof typeof personalDataCategories;
type Classification = PersonalDataCategoryId | typeof notPersonal;

/**
 * Every table and column (SQL names) with its category. An id that only links rows of one person
 * belongs to that person's category; generated search columns hold a copy of their row's data.
 */
export const personalDataColumns: Record<string, Record<string, Classification>> = {
  user: {
    id: "account",
    name: "account",
    email: "account",
    email_verified: "membership",
    image: "profile",
    created_at: "account",
    updated_at: "account",
    two_factor_enabled: "membership",
  },
  two_factor: {
    id: "secondFactor",
    secret: "secondFactor",
    backup_codes: "secondFactor",
    user_id: "secondFactor",
    verified: "secondFactor",
    failed_verification_count: "secondFactor",
    locked_until: "secondFactor",
  },
  passkey: {
    id: "passkeys",
    name: "passkeys",
    public_key: "passkeys",
    user_id: "passkeys",
    credential_id: "passkeys",
    counter: "passkeys",
    device_type: "passkeys",
    backed_up: "passkeys",
    transports: "passkeys",
    aaguid: "passkeys",
    created_at: "passkeys",
    last_used_at: "passkeys",
  },
  session: {
    id: "sessions",
    expires_at: "sessions",
    token: "sessions",
    created_at: "sessions",
    updated_at: "sessions",
    // Never written (ADR 003); better-auth's adapter wants the columns.
    ip_address: "sessions",
    user_agent: "sessions",
    user_id: "sessions",
    signed_in_with_passkey: "sessions",
  },
  account: {
    id: "password",
    account_id: "password",
    provider_id: "password",
    user_id: "password",
    access_token: "password",
    refresh_token: "password",
    id_token: "password",
    access_token_expires_at: "password",
    refresh_token_expires_at: "password",
    scope: "password",
    password: "password",
    created_at: "password",
    updated_at: "password",
  },
  verification: { id: "emailLinks", identifier: "emailLinks", value: "emailLinks", expires_at: "emailLinks", created_at: "emailLinks", updated_at: "emailLinks" },
  user_roles: { user_id: "membership", role: "membership", created_at: "membership" },
  profiles: {
    id: "profile",
    first_name: "profile",
    last_name: "profile",
    email: "profile",
    job_title: "profile",
    university: "profile",
    year_of_study: "profile",
    phone: "profile",
    locale: "profile",
    status: "membership",
    decided_at: "membership",
    email_confirmed_at: "membership",
    invited_at: "membership",
    created_at: "membership",
    search_text: "profile",
  },
  mail_outbox: {
    id: "emails",
    to: "emails",
    subject: "emails",
    text: "emails",
    html: "emails",
    status: "emails",
    attempts: "emails",
    next_attempt_at: "emails",
    locked_until: "emails",
    last_error: "emails",
    sent_at: "emails",
    failed_at: "emails",
    report_if_undeliverable: "emails",
    reply_to: "emails",
    headers: "emails",
    newsletter_id: "emails",
    subscriber_id: "emails",
    created_at: "emails",
  },
  membership_applications: {
    user_id: "application",
    field: "application",
    student_type: "application",
    year_of_completion: "application",
    place_of_study: "application",
    message: "application",
    created_at: "application",
  },
  one_time_tokens: { token_hash: "emailLinks", user_id: "emailLinks", type: "emailLinks", expires_at: "emailLinks", used_at: "emailLinks", created_at: "emailLinks" },
  rate_limit_counters: { key: "requestCounters", count: "requestCounters", window_started_at: "requestCounters", blocked_until: "requestCounters" },
  audit_log: { id: "adminActions", at: "adminActions", actor_id: "adminActions", action: "adminActions", subject_user_id: "adminActions", details: "adminActions" },
  event_registrations: {
    id: "eventRegistrations",
    event_id: "eventRegistrations",
    user_id: "eventRegistrations",
    state: "eventRegistrations",
    arrival: "eventRegistrations",
    offered_until: "eventRegistrations",
    check_in_token: "eventRegistrations",
    checked_in_at: "eventRegistrations",
    attended: "eventRegistrations",
    created_at: "eventRegistrations",
    updated_at: "eventRegistrations",
  },
  ride_along_requests: { id: "rideAlong", user_id: "rideAlong", location: "rideAlong", year_of_studies: "rideAlong", status: "rideAlong", created_at: "rideAlong" },
  mailing_list_subscribers: {
    id: "mailingList",
    email: "mailingList",
    confirm_token_hash: "mailingList",
    requested_at: "mailingList",
    confirmed_at: "mailingList",
    locale: "mailingList",
    created_at: "mailingList",
  },
  // A newsletter's subject and count; who received it is in the outbox.
  newsletters: { id: notPersonal, subject: notPersonal, recipient_count: notPersonal, created_at: notPersonal },
  // Anonymous by design: no column names the author (the policy asks authors not to write names in).
  clinical_rotation_reviews: {
    id: notPersonal,
    country: notPersonal,
    city: notPersonal,
    hospital: notPersonal,
    department: notPersonal,
    rotation_type: notPersonal,
    time_of_rotation: notPersonal,
    rating: notPersonal,
    experience_description: notPersonal,
    teaching: notPersonal,
    leisure_time: notPersonal,
    application_info: notPersonal,
    created_at: notPersonal,
  },
  review_hospital_stats: { hospital: notPersonal, city: notPersonal, country: notPersonal, rating_sum: notPersonal, review_count: notPersonal },
  review_changes: { seq: notPersonal, review_id: notPersonal, kind: notPersonal, at: notPersonal },
  events: {
    id: notPersonal,
    title: notPersonal,
    date: notPersonal,
    end_date: notPersonal,
    start_time: notPersonal,
    end_time: notPersonal,
    city: notPersonal,
    venue: notPersonal,
    members_only: notPersonal,
    registration: notPersonal,
    description: notPersonal,
    sequence: notPersonal,
    registration_on: notPersonal,
    capacity: notPersonal,
    min_participants: notPersonal,
    registration_opens_at: notPersonal,
    registration_closes_at: notPersonal,
    registration_approval: notPersonal,
    cancel_until: notPersonal,
    offer_hours: notPersonal,
    cancelled_at: notPersonal,
    created_at: notPersonal,
    updated_at: notPersonal,
  },
  invoices: {
    id: "fees",
    sequence: "fees",
    user_id: "fees",
    year: "fees",
    billed_name: "fees",
    billed_email: "fees",
    student_type: "fees",
    amount_rappen: "fees",
    paid_rappen: "fees",
    paid_on: "fees",
    iban: "fees",
    reference_type: "fees",
    reference: "fees",
    issued_on: "fees",
    due_on: "fees",
    first_reminder_at: "fees",
    second_reminder_at: "fees",
    cancelled_at: "fees",
    cancel_reason: "fees",
    created_at: "fees",
    search_text: "fees",
  },
  invoice_changes: { singleton: notPersonal, version: notPersonal, last_transaction: notPersonal },
  member_changes: { singleton: notPersonal, version: notPersonal, last_transaction: notPersonal },
  resignations: { user_id: "membership", resigned_at: "membership", leaves_on: "membership", keeps_newsletter: "membership" },
  // Which admin imported a bank file; the file's totals name nobody.
  bank_imports: {
    id: notPersonal,
    file_name: notPersonal,
    sha256: notPersonal,
    actor_id: "adminActions",
    credits: notPersonal,
    matched: notPersonal,
    unmatched: notPersonal,
    duplicates: notPersonal,
    created_at: notPersonal,
  },
  bank_transactions: {
    id: "bankTransactions",
    identity: "bankTransactions",
    import_id: "bankTransactions",
    amount_rappen: "bankTransactions",
    currency: "bankTransactions",
    booked_on: "bankTransactions",
    reference: "bankTransactions",
    debtor_name: "bankTransactions",
    remittance_info: "bankTransactions",
    bank_reference: "bankTransactions",
    debtor_iban: "bankTransactions",
    status: "bankTransactions",
    dismiss_reason: "bankTransactions",
    keys: "bankTransactions",
    created_at: "bankTransactions",
  },
  payments: {
    id: "fees",
    invoice_id: "fees",
    bank_transaction_id: "fees",
    amount_rappen: "fees",
    paid_on: "fees",
    note: "fees",
    recorded_by: "adminActions",
    correction: "fees",
    reverses_payment_id: "fees",
    created_at: "fees",
  },
  // An invoice's PDF, queued with its mail.
  mail_attachments: { id: "emails", mail_id: "emails", filename: "emails", content_type: "emails", content: "emails" },
  fee_renewals: {
    id: notPersonal,
    year: notPersonal,
    actor_id: "adminActions",
    planned: notPersonal,
    created: notPersonal,
    finished_at: notPersonal,
    created_at: notPersonal,
  },
  backup_runs: {
    id: notPersonal,
    kind: notPersonal,
    started_at: notPersonal,
    finished_at: notPersonal,
    ok: notPersonal,
    file: notPersonal,
    bytes: notPersonal,
    failure: notPersonal,
  },
};

/** The categories in the order the art. 25 page lists them. */
export const personalDataCategoryIds = Object.keys(personalDataCategories) as PersonalDataCategoryId[];

/** The download's file name, by the day it was made: what the server's answer and the browser's save name it. */
export const dataExportFileName = (exportedAt: string) => `my-data-${exportedAt.slice(0, 10)}.json`;

/** Times are ISO 8601 instants, days "YYYY-MM-DD"; amounts in rappen (CHF 1 = 100). */
export type PersonalDataExport = {
  /** When the file was made. */
  exportedAt: string;
  account: { email: string; name: string; createdAt: string };
  profile: {
    firstName: string | null;
    lastName: string | null;
    email: string;
    phone: string | null;
    jobTitle: string | null;
    university: string | null;
    yearOfStudy: string | null;
    /** The language of the member's mails and invoices: en, de, fr or it. */
    locale: string;
  } | null;
  membership: {
    roles: { role: string; since: string }[];
    status: string | null;
    appliedAt: string | null;
    decidedAt: string | null;
    emailConfirmedAt: string | null;
    invitedAt: string | null;
    /** Whether sign-in asks for a second factor (ADR 027). */
    twoFactorEnabled: boolean;
    /** A resignation not yet in effect (ADR 028). */
    resignation: { resignedAt: string; leavesOn: string; keepsNewsletter: boolean } | null;
  };
  application: {
    field: string;
    studentType: string;
    yearOfCompletion: number | null;
    placeOfStudy: string;
    message: string | null;
    createdAt: string;
  } | null;
  sessions: { startedAt: string; lastSeenAt: string; expiresAt: string }[];
  /** Names and times only: a passkey's public key and ids sign nobody in but tell the member nothing. */
  passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[];
  rideAlongRequests: { location: string; yearOfStudies: number; status: string; createdAt: string }[];
  /** The event by its title and Swiss date as it is today; an offer's end as an instant. */
  eventRegistrations: { event: string; date: string; state: string; offeredUntil: string | null; registeredAt: string; checkedInAt: string | null; attended: boolean | null }[];
  /** `locale`: the language of the page the subscription was asked for on, in which its mails are written unless the member's own differs. */
  mailingListSubscription: { email: string; locale: string; requestedAt: string; confirmedAt: string | null; createdAt: string } | null;
  invoices: {
    number: string;
    year: number;
    billedName: string;
    billedEmail: string | null;
    studentType: string;
    amountRappen: number;
    paidRappen: number;
    paidOn: string | null;
    reference: string;
    issuedOn: string;
    dueOn: string;
    firstReminderAt: string | null;
    secondReminderAt: string | null;
    cancelledAt: string | null;
    cancelReason: string | null;
    payments: { amountRappen: number; paidOn: string; note: string | null; payerName: string | null; payerMessage: string | null }[];
  }[];
  emails: { subject: string; status: string; createdAt: string; sentAt: string | null }[];
  auditEntries: { at: string; action: string; sentence: string }[];
};
