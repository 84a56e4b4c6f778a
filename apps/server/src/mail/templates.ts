import {
  association,
  dateFormatter,
  type EventMailAudience,
  formatChf,
  formatClockTime,
  formatEventDate,
  formatNumber,
  INVOICE_DAYS,
  type Locale,
  m,
  type RegistrationNotice,
  type RideAlongLocation,
  rideAlongLocationLabel,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  type YearOfStudies,
} from "@ssem/core";
import { type MailParagraph, mailHtml, mailText } from "./layout";
import type { BoardRecipient } from "./board";
import type { OutgoingMail } from "./outbox";

const associationName = association.name;

/**
 * Every mail, in the recipient's language (issue 26): one description of it, rendered as plain text for any
 * client and as simple HTML for the rest (layout.tsx). `greet` false: the text brings its own greeting; `name`:
 * the recipient is greeted by it (only in mails to an address that is theirs: confirmed, or an admin's).
 */
function compose(
  to: string,
  locale: Locale,
  subject: string,
  paragraphs: MailParagraph[],
  { greet = true, name }: { greet?: boolean; name?: string | null } = {},
): OutgoingMail {
  const content = { locale, paragraphs, greet, name };
  return {
    to,
    subject: `${subject} | ${association.shortName}`,
    text: mailText(content),
    html: mailHtml(content),
    // RFC 3834: made by the website, not written by a person, so auto-responders leave it unanswered.
    headers: { "Auto-Submitted": "auto-generated", "Content-Language": locale },
  };
}

/**
 * Goes to an address nobody has confirmed yet, so it carries nothing the requester typed: no name,
 * no message. Whoever owns the address learns only that someone applied with it.
 */
export function confirmationMail(to: string, link: string, locale: Locale) {
  return compose(to, locale, m.mail_confirmation_subject({}, { locale }), [
    m.mail_confirmation_thanks({ associationName }, { locale }),
    m.mail_confirmation_ask({}, { locale }),
    { link, label: m.mail_confirmation_button({}, { locale }) },
    m.mail_confirmation_pending({}, { locale }),
    `${m.mail_confirmation_invoice({ days: INVOICE_DAYS }, { locale })} ${m.mail_membership_starts({}, { locale })}`,
    m.mail_confirmation_ignore({}, { locale }),
  ]);
}

export function alreadyRegisteredMail(to: string, loginLink: string, locale: Locale) {
  return compose(to, locale, m.mail_already_registered_subject({}, { locale }), [
    m.mail_already_registered_text({ associationName }, { locale }),
    { link: loginLink, label: m.mail_log_in({}, { locale }) },
    m.mail_already_registered_forgot({}, { locale }),
    m.mail_already_registered_not_you({}, { locale }),
  ]);
}

/**
 * Goes to a member the board imported: the address is the board's, not a stranger's, but the mail
 * still carries nothing from the import file beyond the address it is sent to.
 */
export function inviteMail(to: string, link: string, locale: Locale) {
  return compose(to, locale, m.mail_invite_subject({}, { locale }), [
    m.mail_invite_added({ associationName }, { locale }),
    m.mail_invite_choose({}, { locale }),
    { link, label: m.mail_invite_button({}, { locale }) },
    m.mail_invite_expired({}, { locale }),
    m.mail_invite_mistake({}, { locale }),
  ]);
}

/** Tells a person that an admin turned off their second factor (ADR 027): if they did not ask, they should say so. */
export function twoFactorResetMail(to: string, signInLink: string, locale: Locale) {
  return compose(to, locale, m.mail_two_factor_reset_subject({}, { locale }), [
    m.mail_two_factor_reset_text({ associationName }, { locale }),
    m.mail_two_factor_reset_now({}, { locale }),
    { link: signInLink, label: m.mail_sign_in({}, { locale }) },
    m.mail_two_factor_reset_tell_us({ infoEmail: association.infoEmail }, { locale }),
  ]);
}

/** A change to the member's own sign-in (issue 39): what changed, when, and what to do if it was not them. */
export type SecurityChange = "password_changed" | "two_factor_disabled" | "recovery_codes_renewed" | "other_sessions_ended";

const securityNoticeTexts: Record<SecurityChange, { subject: (locale: Locale) => string; what: typeof m.mail_security_password_changed_text }> = {
  password_changed: { subject: (locale) => m.mail_security_password_changed_subject({}, { locale }), what: m.mail_security_password_changed_text },
  two_factor_disabled: { subject: (locale) => m.mail_two_factor_reset_subject({}, { locale }), what: m.mail_security_two_factor_disabled_text },
  recovery_codes_renewed: { subject: (locale) => m.mail_security_recovery_codes_subject({}, { locale }), what: m.mail_security_recovery_codes_text },
  other_sessions_ended: { subject: (locale) => m.mail_security_sessions_ended_subject({}, { locale }), what: m.mail_security_sessions_ended_text },
};

/**
 * Tells a member of a change to their own sign-in, made from a signed-in session: no secret, only what, when
 * (Swiss time) and, if it was not them, what to do. After a password change the stranger holds the new
 * password, so the way back is "Forgot Password?"; otherwise the member can still log in and change it.
 */
export function securityNoticeMail(to: string, change: SecurityChange, { at, name, signInLink, locale }: { at: Date; name: string | null; signInLink: string; locale: Locale }) {
  const { subject, what } = securityNoticeTexts[change];
  const notYou = change === "password_changed" ? m.mail_security_not_you_password : m.mail_security_not_you;
  return compose(
    to,
    locale,
    subject(locale),
    [
      what({ associationName, when: dateFormatter("dateTime", locale)(at) }, { locale }),
      m.mail_security_was_you({}, { locale }),
      notYou({ infoEmail: association.infoEmail }, { locale }),
      { link: signInLink, label: m.mail_log_in({}, { locale }) },
    ],
    { name },
  );
}

export function recoveryMail(to: string, link: string, locale: Locale) {
  const setPassword = m.mail_recovery_set_password({}, { locale });
  return compose(to, locale, setPassword, [m.mail_recovery_text({}, { locale }), { link, label: setPassword }, m.mail_recovery_ignore({}, { locale })]);
}

/** Tells an admin that the outbox gave a message up, so the board can reach the person another way. */
export function undeliverableMailNotice(
  admin: BoardRecipient,
  lost: { recipient: string; subject: string; queuedAt: Date; attempts: number; giveUpDays: number },
) {
  const { locale } = admin;
  const queued = dateFormatter("dateTime", locale)(lost.queuedAt);
  return compose(
    admin.email,
    locale,
    m.mail_undeliverable_subject({}, { locale }),
    [
      m.mail_undeliverable_text({ subject: lost.subject, recipient: lost.recipient, queued, attempts: lost.attempts, days: lost.giveUpDays }, { locale }),
      m.mail_undeliverable_reach({}, { locale }),
      m.mail_undeliverable_deleted({}, { locale }),
    ],
    { name: admin.name },
  );
}

export function membershipApprovedMail(to: string, loginLink: string, locale: Locale) {
  return compose(to, locale, m.mail_approved_subject({}, { locale }), [
    m.mail_approved_text({ associationName }, { locale }),
    { link: loginLink, label: m.mail_log_in({}, { locale }) },
    `${m.mail_approved_invoice({}, { locale })} ${m.mail_membership_starts({}, { locale })}`,
  ]);
}

export type InvoiceMailFacts = {
  number: string;
  year: number;
  /** "CHF 10.00" */
  amount: string;
  /** "25.12.2026" */
  dueOn: string;
  /** The account and reference as printed on the bill, for paying by hand. */
  iban: string;
  reference: string;
  dashboardLink: string;
  testAccount: boolean;
  /** The member's language: the mail is written in it, and `amount` and `dueOn` are formatted for it. */
  locale: Locale;
  /** The name as billed, which the mail greets. */
  name: string;
};

const testAccountNote = (locale: Locale) => m.mail_test_account_note({ notice: m.invoice_test_account({}, { locale }) }, { locale });
const paymentDetails = (facts: InvoiceMailFacts) => ({ iban: facts.iban, reference: facts.reference });

/**
 * The invoice, with its PDF attached (the caller attaches it). Sent only to a confirmed address, so it may greet
 * the member by the name on the bill.
 */
export function invoiceMail(to: string, facts: InvoiceMailFacts): OutgoingMail {
  const { locale, number, year } = facts;
  return compose(
    to,
    locale,
    m.mail_invoice_subject({ number, year }, { locale }),
    [
      m.mail_invoice_attached({ number, year, associationName, amount: facts.amount, dueOn: facts.dueOn }, { locale }),
      `${m.mail_invoice_how_to_pay(paymentDetails(facts), { locale })} ${m.mail_membership_starts({}, { locale })}`,
      ...(facts.testAccount ? [testAccountNote(locale)] : []),
      m.mail_invoice_dashboard({}, { locale }),
      { link: facts.dashboardLink, label: m.mail_open_dashboard({}, { locale }) },
    ],
    { name: facts.name },
  );
}

export function membershipRejectedMail(to: string, locale: Locale) {
  return compose(to, locale, m.mail_rejected_subject({}, { locale }), [m.mail_rejected_text({ associationName }, { locale }), m.mail_rejected_deleted({}, { locale })]);
}

export type ResignationFacts = { name: string | null; email: string; leavesOn: string; deletedNow: boolean; keepsNewsletter: boolean; dashboardLink: string };

/** Confirms a resignation (issue 27): when the membership ends, what goes and what stays. */
export function resignationMail({ name, email, leavesOn, deletedNow, keepsNewsletter, dashboardLink }: ResignationFacts, locale: Locale): OutgoingMail {
  const day = formatEventDate(leavesOn);
  const newsletter = keepsNewsletter ? m.mail_resignation_keeps_newsletter({}, { locale }) : m.mail_resignation_newsletter_removed({}, { locale });
  return compose(
    email,
    locale,
    m.mail_resignation_subject({}, { locale }),
    [
      deletedNow ? m.mail_resignation_deleted_now({ associationName, day }, { locale }) : m.mail_resignation_ends_on({ associationName, day }, { locale }),
      m.mail_resignation_records({}, { locale }),
      newsletter,
      ...(deletedNow ? [] : [m.mail_resignation_withdraw({}, { locale }), { link: dashboardLink, label: m.mail_open_dashboard({}, { locale }) }]),
      m.mail_resignation_thanks({}, { locale }),
    ],
    { name },
  );
}

/** Tells an admin that a member resigned (issue 39), as the undeliverable-mail notice does: whom, and when the account goes. */
export function resignationBoardNotice(admin: BoardRecipient, { name, email, leavesOn, deletedNow }: ResignationFacts): OutgoingMail {
  const { locale } = admin;
  const who = name ? `${name} (${email})` : email;
  const day = formatEventDate(leavesOn);
  return compose(
    admin.email,
    locale,
    m.mail_resignation_board_subject({}, { locale }),
    [
      deletedNow ? m.mail_resignation_board_deleted_now({ who, day }, { locale }) : m.mail_resignation_board_ends_on({ who, day }, { locale }),
      m.mail_resignation_board_records({}, { locale }),
    ],
    { name: admin.name },
  );
}

export type RideAlongRequestFacts = { name: string | null; email: string; location: RideAlongLocation; yearOfStudies: YearOfStudies };

const rideAlongSummary = (request: RideAlongRequestFacts, locale: Locale) =>
  m.mail_ride_along_summary(
    { location: rideAlongLocationLabel(request.location, locale), yearOfStudies: m.mail_ride_along_year({ year: request.yearOfStudies }, { locale }) },
    { locale },
  );

/**
 * To the association's address, with Reply-To the member, so the board answers the member directly.
 * In English: the shared address has no person, so no language of its own.
 */
export function rideAlongRequestMail(request: RideAlongRequestFacts): OutgoingMail {
  const locale = "en";
  const who = request.name ? `${request.name} (${request.email})` : request.email;
  return {
    ...compose(association.infoEmail, locale, m.mail_ride_along_request_subject({}, { locale }), [
      m.mail_ride_along_request_text({ who }, { locale }),
      rideAlongSummary(request, locale),
      m.mail_ride_along_request_reply({}, { locale }),
    ]),
    replyTo: request.email,
  };
}

export function rideAlongConfirmationMail(request: RideAlongRequestFacts, locale: Locale): OutgoingMail {
  return compose(
    request.email,
    locale,
    m.mail_ride_along_confirmation_subject({}, { locale }),
    [m.mail_ride_along_confirmation_received({}, { locale }), rideAlongSummary(request, locale), m.mail_ride_along_confirmation_not_you({}, { locale })],
    { name: request.name },
  );
}

/**
 * Goes to an address somebody typed into 'Stay Updated': it carries nothing they typed, only the
 * link, and it is sent only while the subscription is unconfirmed.
 */
export function mailingListConfirmationMail(to: string, link: string, locale: Locale): OutgoingMail {
  return compose(to, locale, m.mail_mailing_list_subject({}, { locale }), [
    m.mail_mailing_list_asked({ associationName }, { locale }),
    m.mail_mailing_list_confirm({ days: UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS }, { locale }),
    { link, label: m.mail_mailing_list_button({}, { locale }) },
    m.mail_mailing_list_ignore({}, { locale }),
  ]);
}

/**
 * One subscriber's copy of a newsletter: the board's text as written, a personal unsubscribe link
 * (in the subscriber's language) and the one-click headers (RFC 8058).
 */
export function newsletterMail(
  to: string,
  newsletter: { subject: string; text: string },
  links: { unsubscribePage: string; oneClick: string },
  locale: Locale,
): OutgoingMail {
  const paragraphs = newsletter.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return {
    ...compose(
      to,
      locale,
      newsletter.subject,
      [...paragraphs, { link: links.unsubscribePage, label: m.mail_newsletter_unsubscribe({}, { locale }), quiet: true }],
      { greet: false },
    ),
    // Written by the board, so not auto-generated; the list is named under the site's domain, which the one-click address is on (RFC 2919).
    headers: {
      "Content-Language": locale,
      // Without RFC 2919's optional phrase: nodemailer would encode the header whole (RFC 2047), list id and all.
      "List-Id": `<newsletter.${new URL(links.oneClick).hostname}>`,
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The board's mail to those registered for an event or waiting for it (issue 41): its text as written, greeting
 * and the reason the person gets it in their language, with the link to their dashboard. Written by a person, so
 * not marked auto-generated.
 */
export function eventMail(
  to: string,
  message: { subject: string; text: string; audience: EventMailAudience },
  facts: { title: string; date: string; dashboardLink: string; name: string | null; locale: Locale },
): OutgoingMail {
  const { locale } = facts;
  const paragraphs = message.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  const why = (message.audience === "waiting" ? m.mail_event_mail_why_waiting : m.mail_event_mail_why_registered)(
    { title: facts.title, date: formatEventDate(facts.date) },
    { locale },
  );
  const mail = compose(to, locale, message.subject, [...paragraphs, { link: facts.dashboardLink, label: m.mail_open_dashboard({}, { locale }) }, why], {
    name: facts.name,
  });
  return { ...mail, headers: { "Content-Language": locale } };
}

/** Where an invoice stands after a payment was booked to it: paid (perhaps more than its amount), or still open. */
export type InvoiceStanding = { paid: true; extraRappen: number } | { paid: false; openRappen: number };

export type ReceiptFacts = {
  locale: Locale;
  /** The name as billed, which the mail greets. */
  name: string;
  number: string;
  year: number;
  amountRappen: number;
  /** The day the money was paid (YYYY-MM-DD). */
  paidOn: string;
  standing: InvoiceStanding;
  dashboardLink: string;
};

/** A receipt for money booked to an invoice (issue 39, point 21): how much, when, for which invoice, and whether it is paid now. */
export function paymentReceiptMail(to: string, facts: ReceiptFacts): OutgoingMail {
  const { locale, number, year, standing } = facts;
  const amount = formatChf(facts.amountRappen, locale);
  return compose(
    to,
    locale,
    m.mail_receipt_subject({ number }, { locale }),
    [
      m.mail_receipt_booked({ amount, paidOn: formatEventDate(facts.paidOn), number, year, associationName }, { locale }),
      standing.paid
        ? standing.extraRappen > 0
          ? m.mail_receipt_overpaid({ extra: formatChf(standing.extraRappen, locale) }, { locale })
          : m.mail_receipt_paid_in_full({}, { locale })
        : m.mail_receipt_still_open({ open: formatChf(standing.openRappen, locale) }, { locale }),
      { link: facts.dashboardLink, label: m.mail_open_dashboard({}, { locale }) },
    ],
    { name: facts.name },
  );
}

/** First or second reminder, with the invoice's current PDF attached (what was paid already shows on it). */
export function feeReminderMail(to: string, facts: InvoiceMailFacts, which: "first" | "second"): OutgoingMail {
  const { locale, number, year, amount, dueOn } = facts;
  const subject = which === "first" ? m.mail_reminder_first_subject({ number, year }, { locale }) : m.mail_reminder_second_subject({ number, year }, { locale });
  return compose(
    to,
    locale,
    subject,
    [
      which === "first"
        ? m.mail_reminder_first_text({ number, year, amount, dueOn }, { locale })
        : m.mail_reminder_second_text({ number, year, amount, dueOn }, { locale }),
      m.mail_reminder_attached(paymentDetails(facts), { locale }),
      ...(facts.testAccount ? [testAccountNote(locale)] : []),
      m.mail_reminder_paid_recently({}, { locale }),
      { link: facts.dashboardLink, label: m.mail_open_dashboard({}, { locale }) },
    ],
    { name: facts.name },
  );
}

export type RegistrationMailFacts = {
  title: string;
  /** The event's Swiss date and start time, "2027-03-01" and "09:00". */
  date: string;
  startTime: string;
  /** The place on the waiting list, in a "waiting" mail. */
  place?: number;
  /** Until when an offered seat is held, in an "offered" mail, and until when it was, in an "offer_expired" one. */
  offeredUntil?: Date;
  dashboardLink: string;
  /** In a confirmation: the file name of the check-in code the mail carries as an image. */
  checkInCode?: string;
  /** The member's name, which the mail greets: registrations are made from a confirmed account. */
  name: string | null;
  locale: Locale;
};

const registrationTexts: Record<RegistrationNotice["kind"], { subject: typeof m.mail_registration_cancelled_subject; text: (facts: RegistrationMailFacts) => string }> = {
  confirmed: {
    subject: m.mail_registration_confirmed_subject,
    text: ({ title, date, startTime, locale }) =>
      m.mail_registration_confirmed_text({ title, date: formatEventDate(date), time: formatClockTime(startTime, locale) }, { locale }),
  },
  awaiting_approval: {
    subject: m.mail_registration_approval_subject,
    text: ({ title, date, locale }) => m.mail_registration_approval_text({ title, date: formatEventDate(date) }, { locale }),
  },
  waiting: {
    subject: m.mail_registration_waiting_subject,
    text: ({ title, date, place, locale }) => m.mail_registration_waiting_text({ title, date: formatEventDate(date), place: formatNumber(place!, locale) }, { locale }),
  },
  offered: {
    subject: m.mail_registration_offered_subject,
    text: ({ title, date, offeredUntil, locale }) =>
      m.mail_registration_offered_text({ title, date: formatEventDate(date), until: dateFormatter("dateTime", locale)(offeredUntil!) }, { locale }),
  },
  offer_expired: {
    subject: m.mail_registration_offer_expired_subject,
    text: ({ title, offeredUntil, locale }) => m.mail_registration_offer_expired_text({ title, until: dateFormatter("dateTime", locale)(offeredUntil!) }, { locale }),
  },
  cancelled: {
    subject: m.mail_registration_cancelled_subject,
    text: ({ title, date, locale }) => m.mail_registration_cancelled_text({ title, date: formatEventDate(date) }, { locale }),
  },
};

/**
 * What a change to a registration tells its member (issue 41, ADR 042), in the member's language, with a link to
 * their dashboard, where they see their place and accept an offer. The caller attaches the calendar file to a
 * confirmation.
 */
export function registrationMail(to: string, kind: RegistrationNotice["kind"], facts: RegistrationMailFacts): OutgoingMail {
  const { locale, title } = facts;
  const texts = registrationTexts[kind];
  const checkIn: MailParagraph[] = facts.checkInCode
    ? [m.mail_registration_check_in({}, { locale }), { image: facts.checkInCode, alt: m.mail_registration_check_in_alt({ title }, { locale }), size: 200 }]
    : [];
  return compose(to, locale, texts.subject({ title }, { locale }), [texts.text(facts), ...checkIn, { link: facts.dashboardLink, label: m.mail_open_dashboard({}, { locale }) }], {
    name: facts.name,
  });
}

export type EventCancelledMailFacts = {
  title: string;
  /** The event's Swiss date, "2027-03-01". */
  date: string;
  /** The member's name, which the mail greets: registrations are made from a confirmed account. */
  name: string | null;
  locale: Locale;
};

/**
 * The board cancelled an event (issue 41, ADR 042): to each person registered or waiting, in their language. Their
 * registration went with the event, so the mail asks nothing of them and links nowhere.
 */
export function eventCancelledMail(to: string, { title, date, name, locale }: EventCancelledMailFacts): OutgoingMail {
  return compose(to, locale, m.mail_event_cancelled_subject({ title }, { locale }), [m.mail_event_cancelled_text({ title, date: formatEventDate(date) }, { locale })], {
    name,
  });
}
