import { emailSchema } from "./membership";
import type { Locale } from "./i18n/paraglide/runtime.js";
import { localeSchema } from "./profile";
import { lineText, multiLineText } from "./text";
import { z } from "./zod";

/**
 * POST /api/mailing-list/subscriptions ('Stay Updated'). `locale` is the language of the page the form is on: the
 * subscriber's mails are written in it and link to the pages in it (English when left out, as API clients of before send).
 */
export const mailingListSubscriptionSchema = z.strictObject({ email: emailSchema, locale: localeSchema.default("en") });

/** A token from an e-mailed link: confirmation or unsubscription. */
export const mailingListTokenSchema = z.strictObject({ token: z.string().min(1).max(200) });

export const newsletterLimits = { subject: 200, text: 20_000 } as const;

/** POST /api/admin/newsletters: a subject and plain text, sent to every confirmed subscriber. */
export const newsletterSchema = z.strictObject({
  subject: lineText("Subject", newsletterLimits.subject).pipe(z.string().min(1, "Subject is required")),
  text: multiLineText("Text", newsletterLimits.text).pipe(z.string().min(1, "Text is required")),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The newsletter as the server renders it for one subscriber (its plain text), addressed to the admin who previews it. */
export type NewsletterPreview = { to: string; subject: string; text: string };
/** Marks the admin's test copy, so it cannot be taken for the newsletter itself. */
export const newsletterTestSubjectPrefix = "[Test] ";

export const mailingListMessages = {
  failed: "Failed to subscribe. Please try again.",
  subscribed: "Thank you for subscribing!",
  subscribedText: "Please confirm your subscription with the link we just sent to your e-mail address.",
  invalidLink: "This link has expired or has already been used. Please subscribe again.",
  invalidUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from one of our e-mails exactly as it is.",
} as const;

/** A confirmed subscriber as the admin's Mailing List tab lists them; `locale` is the language of their mails (issue 26). */
export type MailingListSubscriber = { id: string; email: string; locale: Locale; confirmedAt: string };
export type NewsletterProgress = { id: string; subject: string; createdAt: string; queued: number; sent: number; waiting: number; failed: number };
export type MailingListOverview = { subscribers: MailingListSubscriber[]; newsletters: NewsletterProgress[] };

/** Addresses not confirmed within this many days are deleted, with their pending subscription (privacy policy, housekeeping). */
export const UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS = 30;
