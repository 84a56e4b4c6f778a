import { association, INVOICE_DAYS } from "@ssem/core";
import type { OutgoingMail } from "./outbox";

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

type Paragraph = string | { link: string; label: string };

/** One layout for every mail: plain text for any client, simple HTML for the rest. */
function compose(to: string, subject: string, greeting: string, paragraphs: Paragraph[]): OutgoingMail {
  const signature = `${association.name}\n${association.infoEmail}`;
  const textParts = paragraphs.map((part) => (typeof part === "string" ? part : `${part.label}:\n${part.link}`));
  const htmlParts = paragraphs.map((part) =>
    typeof part === "string"
      ? `<p>${escapeHtml(part)}</p>`
      : `<p><a href="${escapeHtml(part.link)}" style="display:inline-block;padding:10px 18px;background:#b91c1c;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(part.label)}</a></p><p style="font-size:13px;color:#475569">Or copy this address into your browser: ${escapeHtml(part.link)}</p>`,
  );
  return {
    to,
    subject: `${subject} | ${association.shortName}`,
    text: [greeting, ...textParts, signature].join("\n\n"),
    html: `<div style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;max-width:560px"><p>${escapeHtml(greeting)}</p>${htmlParts.join("")}<p style="color:#475569">${escapeHtml(association.name)}<br>${escapeHtml(association.infoEmail)}</p></div>`,
  };
}

export function confirmationMail(to: string, firstName: string, link: string) {
  return compose(to, "Please confirm your e-mail address", `Hello ${firstName},`, [
    `Thank you for applying for membership of the ${association.name}.`,
    "Please confirm your e-mail address. The link works for 24 hours and only once.",
    { link, label: "Confirm e-mail address" },
    `We will send you the invoice for the annual fee within ${INVOICE_DAYS} days. Your membership starts once the fee is received; you can log in as soon as an admin has approved your application.`,
    "If you did not apply, you can ignore this e-mail.",
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

export function recoveryMail(to: string, link: string) {
  return compose(to, "Set a new password", "Hello,", [
    "We received a request to reset the password of your account. The link works for one hour and only once.",
    { link, label: "Set a new password" },
    "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
  ]);
}
