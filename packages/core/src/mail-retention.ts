/**
 * How long the outbox keeps mail. The server's worker and housekeeping enforce these and the
 * privacy policy (/legal) states them, so both read them from here.
 */

/** Mail that still cannot be delivered this many days after it was queued is given up and the admins are told. */
export const UNDELIVERED_MAIL_GIVE_UP_DAYS = 7;

/** Delivered mail, and mail given up, is deleted this many days after it was sent or given up. */
export const MAIL_RETENTION_DAYS = 30;

/** MAIL_MAX_PER_MINUTE's default: what small providers' plans accept, and 5,000 renewal invoices sent within two hours. */
export const DEFAULT_MAIL_MAX_PER_MINUTE = 60;
