import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

/** How long a send waits for the SMTP server; nodemailer's own defaults are set for batch jobs. */
const SMTP_TIMEOUTS = {
  // nodemailer waits 2 min for the connection and 30 s for the greeting: a server that accepted TCP
  // but never greeted cost 30 s per message (issue 22). 10 s still covers a greeting delayed by
  // anti-spam (Postfix's postscreen pauses 6 s).
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  // A connection silent this long mid-message is given up (nodemailer: 10 min); the message is retried later.
  socketTimeout: 60_000,
};

/**
 * The transport for SMTP_URL, whose query string may still override a timeout (`?greetingTimeout=30000`). Made
 * directly: `createTransport({ url, ... })` would take the URL's options alone and drop the timeouts. nodemailer is
 * loaded with the first mail sent, not with every start (ADR 038).
 */
export function smtpTransport(url: string): Pick<Transporter<SMTPTransport.SentMessageInfo>, "sendMail"> {
  let transport: Promise<Transporter<SMTPTransport.SentMessageInfo>> | undefined;
  return {
    async sendMail(mail) {
      transport ??= Promise.all([import("nodemailer"), import("nodemailer/lib/smtp-transport")]).then(([nodemailer, smtp]) =>
        nodemailer.default.createTransport(new smtp.default({ url, ...SMTP_TIMEOUTS })),
      );
      return (await transport).sendMail(mail);
    },
  };
}
