import { expect, type APIRequestContext } from "@playwright/test";

type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** Each stored file, downloadable from `url` (from this machine, or by an admin). */
  attachments: Array<{ filename: string; contentType: string; url: string }>;
};

/** The newest mail to an address in the dev outbox, waiting for it to arrive. */
export async function latestMailTo(request: APIRequestContext, to: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get("/api/dev/outbox")).json()) as Mail[];
      found = mails.find((mail) => mail.to === to && (!subject || subject.test(mail.subject)));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that leads to our own /auth page. */
export function authLink(mail: Mail): string {
  const match = /https?:\/\/\S+\/auth#\S+/.exec(mail.text);
  if (!match) throw new Error(`no /auth link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return url.pathname + url.hash;
}

/** A fresh address per test run, in the reserved example.org domain. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The payment reference an invoice mail names (grouped as printed), without its spaces, as a bank file carries it. */
export function invoiceReferenceIn(mail: Mail): string {
  const match = /the reference ([\dA-Z ]+?) by hand/.exec(mail.text);
  if (!match) throw new Error(`No payment reference in the mail "${mail.subject}"`);
  return match[1]!.replace(/ /g, "");
}
