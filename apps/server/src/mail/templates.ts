import {
  association,
  dateFormatter,
  formatEventDate,
  INVOICE_DAYS,
  type RideAlongLocation,
  rideAlongLocationLabels,
  TEST_ACCOUNT_NOTICE,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  type YearOfStudies,
  yearOfStudiesLabels,
} from "@ssem/core";
import { escapeHtml } from "../web/html";
import type { OutgoingMail } from "./outbox";

/** A sentence, or a link: a button, or a quiet line for a link nobody should be urged to follow (unsubscribe). */
type Paragraph = string | { link: string; label: string; quiet?: boolean };

const linkHtml = ({ link, label, quiet }: { link: string; label: string; quiet?: boolean }) =>
  quiet
    ? `<p style="font-size:13px;color:#475569">${escapeHtml(label)}: <a href="${escapeHtml(link)}" style="color:#475569">${escapeHtml(link)}</a></p>`
    : `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#b91c1c;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p><p style="font-size:13px;color:#475569">Or copy this address into your browser: ${escapeHtml(link)}</p>`;

/**
 * One layout for every mail: plain text for any client, simple HTML for the rest. A paragraph's
 * own line breaks are kept (a newsletter's text). `greeting` null: the text brings its own.
 */
function compose(to: string, subject: string, greeting: string | null, paragraphs: Paragraph[]): OutgoingMail {
  const signature = `${association.name}\n${association.infoEmail}`;
  const textParts = paragraphs.map((part) => (typeof part === "string" ? part : `${part.label}:\n${part.link}`));
  const htmlParts = paragraphs.map((part) => (typeof part === "string" ? `<p style="white-space:pre-line">${escapeHtml(part)}</p>` : linkHtml(part)));
  const opening = greeting === null ? [] : [greeting];
  return {
    to,
    subject: `${subject} | ${association.shortName}`,
    text: [...opening, ...textParts, signature].join("\n\n"),
    html: `<div style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:560px">${opening.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}${htmlParts.join("")}<p style="color:#475569">${escapeHtml(association.name)}<br>${escapeHtml(association.infoEmail)}</p></div>`,
  };
}

/**
 * Goes to an address nobody has confirmed yet, so it carries nothing the requester typed: no name,
 * no message. Whoever owns the address learns only that someone applied with it.
 */
export function confirmationMail(to: string, link: string) {
  return compose(to, "Please confirm your e-mail address", "Hello,", [
    `Thank you for applying for membership of the ${association.name}.`,
    "Please confirm your e-mail address. The link works for 24 hours and only once.",
    { link, label: "Confirm e-mail address" },
    "Once your address is confirmed you can log in. Until an admin has approved your application, your dashboard shows it as pending; the member features open after approval.",
    `We will send you the invoice for the annual fee within ${INVOICE_DAYS} days. Your membership starts once the fee is received.`,
    "If you did not apply, you can ignore this e-mail: without confirmation nothing happens.",
  ]);
}

export function alreadyRegisteredMail(to: string, loginLink: string) {
  return compose(to, "You already have an account", "Hello,", [
    `Someone, probably you, just applied for membership of the ${association.name} with this e-mail address. You already have an account, so no second one was created.`,
    { link: loginLink, label: "Log in" },
    "Forgot your password? Choose Forgot Password on the login page to set a new one.",
    "If this was not you, you can ignore this e-mail; nothing has changed.",
  ]);
}

/**
 * Goes to a member the board imported: the address is the board's, not a stranger's, but the mail
 * still carries nothing from the import file beyond the address it is sent to.
 */
export function inviteMail(to: string, link: string) {
  return compose(to, "Your membership account", "Hello,", [
    `The board of the ${association.name} has added you to the member area of its website.`,
    "Please choose a password to sign in. The link works for 7 days and only once.",
    { link, label: "Choose a password" },
    "If the link has expired, choose Forgot Password on the login page and enter this e-mail address.",
    "If you think this is a mistake, you can ignore this e-mail.",
  ]);
}

/** Tells a person that an admin turned off their second factor (ADR 027): if they did not ask, they should say so. */
export function twoFactorResetMail(to: string, signInLink: string) {
  return compose(to, "Two-factor authentication turned off", "Hello,", [
    `An admin of the ${association.name} has turned off two-factor authentication for your account, for example because you lost your phone.`,
    "You can now sign in with your password alone. Please set up two-factor authentication again on your member dashboard.",
    { link: signInLink, label: "Sign in" },
    `If you did not ask for this, please tell us at once at ${association.infoEmail} and change your password.`,
  ]);
}

export function recoveryMail(to: string, link: string) {
  return compose(to, "Set a new password", "Hello,", [
    "We received a request to reset the password of your account. The link works for one hour and only once.",
    { link, label: "Set a new password" },
    "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
  ]);
}

/** Tells an admin that the outbox gave a message up, so the board can reach the person another way. */
export function undeliverableMailNotice(
  to: string,
  lost: { recipient: string; subject: string; queuedAt: Date; attempts: number; giveUpDays: number },
) {
  const queued = dateFormatter("dateTime")(lost.queuedAt);
  return compose(to, "An e-mail could not be delivered", "Hello,", [
    `The website could not deliver the e-mail "${lost.subject}" to ${lost.recipient}. It was written on ${queued}; after ${lost.attempts} attempts over ${lost.giveUpDays} days the website stopped trying.`,
    "If the message mattered, please reach the person another way. If this happens often, check the website's mail settings (SMTP_URL) and the mail provider.",
    "The message is deleted automatically with the other old mail.",
  ]);
}

export function membershipApprovedMail(to: string, loginLink: string) {
  return compose(to, "Your membership has been approved", "Hello,", [
    `An admin has approved your membership application for the ${association.name}. The member area is now open to you.`,
    { link: loginLink, label: "Log in" },
    "The invoice for the annual fee comes in a separate e-mail, right away, or as soon as you confirm your e-mail address if you have not done so yet. Your membership starts once the fee is received.",
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
};

/**
 * The invoice, with its PDF attached (the caller attaches it). Sent only to a confirmed address,
 * and even so it names nobody: the member's name is on the bill only.
 */
export function invoiceMail(to: string, facts: InvoiceMailFacts): OutgoingMail {
  return compose(to, `Invoice ${facts.number}: membership fee ${facts.year}`, "Hello,", [
    `Please find attached invoice ${facts.number} for your membership fee ${facts.year} of the ${association.name}: ${facts.amount}, due by ${facts.dueOn}.`,
    `How to pay: scan the QR code on the attached invoice (PDF) with your banking app, or enter the account ${facts.iban} and the reference ${facts.reference} by hand. Your membership starts once the fee is received.`,
    ...(facts.testAccount ? [`Please note: this bill names a ${TEST_ACCOUNT_NOTICE}. Do not pay it.`] : []),
    "Your dashboard shows the fee, its QR code and the invoice to download:",
    { link: facts.dashboardLink, label: "Open your dashboard" },
  ]);
}

export function membershipRejectedMail(to: string) {
  return compose(to, "Your membership application", "Hello,", [
    `Thank you for your interest in the ${association.name}. After review, we are unable to accept your membership application.`,
    "Your application and account will be deleted 6 months after this decision. If you have questions, please reply to this e-mail.",
  ]);
}

/** Confirms a resignation (issue 27): when the membership ends, what goes and what stays. */
export function resignationMail(
  to: string,
  { leavesOn, deletedNow, keepsNewsletter, dashboardLink }: { leavesOn: string; deletedNow: boolean; keepsNewsletter: boolean; dashboardLink: string },
): OutgoingMail {
  const day = formatEventDate(leavesOn);
  const newsletter = keepsNewsletter
    ? "You keep receiving the newsletter; every issue has a link to unsubscribe."
    : "Your address is taken off the newsletter with your account.";
  return compose(to, "Your resignation", "Hello,", [
    deletedNow
      ? `You have resigned from the ${association.name}. Your membership ended today, ${day}, and your account has been deleted.`
      : `You have resigned from the ${association.name}. Your membership ends on ${day}, and your account is deleted the day after.`,
    "We keep your invoices and payments for ten years, as Swiss accounting law requires (art. 958f CO), with the name they were billed to. Invoices still open when the account is deleted are closed unpaid.",
    newsletter,
    ...(deletedNow
      ? []
      : ["Changed your mind? Until then you can withdraw your resignation on your dashboard:", { link: dashboardLink, label: "Open your dashboard" }]),
    "Thank you for having been part of the association.",
  ]);
}

export type RideAlongRequestFacts = { name: string | null; email: string; location: RideAlongLocation; yearOfStudies: YearOfStudies };

const rideAlongSummary = (request: RideAlongRequestFacts) =>
  `Location: ${rideAlongLocationLabels[request.location]}. Year of studies: ${yearOfStudiesLabels[request.yearOfStudies]}.`;

/** To the association's address, with Reply-To the member, so the board answers the member directly. */
export function rideAlongRequestMail(request: RideAlongRequestFacts): OutgoingMail {
  const who = request.name ? `${request.name} (${request.email})` : request.email;
  return {
    ...compose(association.infoEmail, "New ride-along request", "Hello,", [
      `The member ${who} has asked for a ride-along.`,
      rideAlongSummary(request),
      "Reply to this e-mail to answer the member. The request is listed in the admin dashboard under Ride-alongs, where you can mark it done.",
    ]),
    replyTo: request.email,
  };
}

export function rideAlongConfirmationMail(request: RideAlongRequestFacts): OutgoingMail {
  return compose(request.email, "Your ride-along request", "Hello,", [
    "We have received your ride-along request and will be in touch with you soon.",
    rideAlongSummary(request),
    "If you did not send this request, please reply to this e-mail.",
  ]);
}

/**
 * Goes to an address somebody typed into 'Stay Updated': it carries nothing they typed, only the
 * link, and it is sent only while the subscription is unconfirmed.
 */
export function mailingListConfirmationMail(to: string, link: string): OutgoingMail {
  return compose(to, "Please confirm your subscription", "Hello,", [
    `Someone, probably you, asked to receive the news of the ${association.name} at this e-mail address.`,
    `Please confirm your subscription. The link works for ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} days.`,
    { link, label: "Confirm subscription" },
    "If you did not ask for this, you can ignore this e-mail: without confirmation you will receive nothing, and your address is deleted.",
  ]);
}

/** One subscriber's copy of a newsletter: the board's text, a personal unsubscribe link and the one-click headers (RFC 8058). */
export function newsletterMail(to: string, newsletter: { subject: string; text: string }, links: { unsubscribePage: string; oneClick: string }): OutgoingMail {
  const paragraphs = newsletter.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);
  return {
    ...compose(to, newsletter.subject, null, [
      ...paragraphs,
      { link: links.unsubscribePage, label: "You receive this e-mail because you subscribed to our news. Unsubscribe with one click", quiet: true },
    ]),
    headers: { "List-Unsubscribe": `<${links.oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** First or second reminder, with the invoice's current PDF attached (what was paid already shows on it). */
export function feeReminderMail(to: string, facts: InvoiceMailFacts, which: "first" | "second"): OutgoingMail {
  return compose(to, `${which === "first" ? "Reminder" : "Second reminder"}: invoice ${facts.number}, membership fee ${facts.year}`, "Hello,", [
    which === "first"
      ? `We have not yet received your membership fee ${facts.year} in full. Perhaps it slipped your mind: ${facts.amount} is still open on invoice ${facts.number}, which was due by ${facts.dueOn}.`
      : `This is our second reminder: ${facts.amount} of your membership fee ${facts.year} (invoice ${facts.number}, due by ${facts.dueOn}) is still open. After this reminder the board decides about your membership.`,
    `The invoice as it stands today is attached (PDF). Scan its QR code with your banking app, or enter the account ${facts.iban} and the reference ${facts.reference} by hand.`,
    ...(facts.testAccount ? [`Please note: this bill names a ${TEST_ACCOUNT_NOTICE}. Do not pay it.`] : []),
    "If you have paid in the last few days, please ignore this e-mail. If you have questions, reply to it.",
    { link: facts.dashboardLink, label: "Open your dashboard" },
  ]);
}
