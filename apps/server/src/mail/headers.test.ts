import { association } from "@ssem/core";
import nodemailer from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { mailHeaders, mailPart } from "../testing/smtp-peer";
import { databaseAndSmtpPeerForFile } from "../testing/test-database";
import { enqueueMail, type OutgoingMail } from "./outbox";
import { confirmationMail, feeReminderMail, invoiceMail, newsletterMail } from "./templates";
import { createMailWorker } from "./worker";

/**
 * What mail apps and spam filters read in the header of our mails (issue 39), on the bytes a real SMTP server
 * receives, with the sender and Reply-To as the server's configuration gives them.
 */
const testbed = databaseAndSmtpPeerForFile();
beforeEach(async () => {
  await testbed.database.db.delete(mailOutbox);
  testbed.peer.received.length = 0;
});

/** Sends one mail the way the server does with this environment, and returns its header and HTML part as received. */
async function send(mail: OutgoingMail, environment: Record<string, string> = {}) {
  const env = parseEnv({ PUBLIC_URL: "https://members.ssem.example", ...environment });
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: testbed.peer.port, secure: false, ignoreTLS: true });
  const worker = createMailWorker({ db: testbed.database.db, transport, from: env.mailFrom, replyTo: env.mailReplyTo, logger: createLogger({ silent: true }) });
  const id = await enqueueMail(testbed.database.db, mail);
  await worker.drain();
  const raw = testbed.peer.received.at(-1)!.raw;
  return { id, headers: mailHeaders(raw), html: mailPart(raw, "text/html")! };
}

const facts = {
  number: "2026-000042",
  year: 2026,
  amount: "CHF 10.00",
  dueOn: "25.12.2026",
  iban: "CH44 3199 9123 0008 8901 2",
  reference: "21 00000 00003 13947 14300 09017",
  dashboardLink: "https://members.ssem.example/de/member-dashboard",
  testAccount: false,
  locale: "de" as const,
  name: "Anna Muster",
};

describe("mail headers", () => {
  it("invoices and reminders, which ask the member to reply, go back to the association's contact address, or MAIL_REPLY_TO", async () => {
    const invoice = await send(invoiceMail("anna@example.org", facts));
    expect(invoice.headers.get("reply-to")).toEqual([association.infoEmail]);
    const reminder = await send(feeReminderMail("anna@example.org", facts, "first"), { MAIL_REPLY_TO: "treasurer@ssem.example" });
    expect(reminder.headers.get("reply-to")).toEqual(["treasurer@ssem.example"]);
  });

  it("name the association as the sender and a real domain in the Message-ID: MAIL_FROM's, else PUBLIC_URL's host", async () => {
    const plain = await send(invoiceMail("anna@example.org", facts));
    expect(plain.headers.get("from")).toEqual([`${association.name} <no-reply@members.ssem.example>`]);
    expect(plain.headers.get("message-id")).toEqual([`<${plain.id}@members.ssem.example>`]);

    const named = await send(invoiceMail("anna@example.org", facts), { MAIL_FROM: "SSAEM Board <board@mail.ssem.example>" });
    expect(named.headers.get("from")).toEqual(["SSAEM Board <board@mail.ssem.example>"]);
    expect(named.headers.get("message-id")).toEqual([`<${named.id}@mail.ssem.example>`]);
  });

  it("mark automatic mail as auto-generated (RFC 3834) and say its language, in the header and on the HTML part", async () => {
    const { headers, html } = await send(confirmationMail("new@example.org", "https://members.ssem.example/de/auth/confirm#token=t", "fr"));
    expect(headers.get("auto-submitted")).toEqual(["auto-generated"]);
    expect(headers.get("content-language")).toEqual(["fr"]);
    expect(html).toMatch(/^<div lang="fr"/);
  });

  it("give a newsletter its List-Id (RFC 2919) beside the one-click headers; written by the board, it is not auto-generated", async () => {
    const links = { unsubscribePage: "https://members.ssem.example/it/mailing-list/unsubscribe#token=t", oneClick: "https://members.ssem.example/api/mailing-list/unsubscribe/one-click?token=t" };
    const { headers, html } = await send(newsletterMail("reader@example.org", { subject: "News", text: "Hello all" }, links, "it"));
    expect(headers.get("list-id")).toEqual(["<newsletter.members.ssem.example>"]);
    expect(headers.get("list-unsubscribe")).toEqual([`<${links.oneClick}>`]);
    expect(headers.get("auto-submitted")).toBeUndefined();
    expect(headers.get("content-language")).toEqual(["it"]);
    expect(html).toMatch(/^<div lang="it"/);
  });
});
