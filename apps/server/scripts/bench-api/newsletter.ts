/**
 * Issue 15: a newsletter to 5,000 confirmed subscribers is queued in one transaction
 * (`POST /api/admin/newsletters`), next to the same rows written through pg in one transaction.
 */
import { mailingListLink, oneClickUnsubscribeUrl } from "@ssem/core";
import pg from "pg";
import { newsletterMail } from "../../src/mail/templates";
import { subscriberToken } from "../../src/mailing-list/subscriptions";
import { type BenchSection, median, rounds, type Server, sleep, viewerSessionStatement } from "./harness";

const subscribers = 5000;
/** The longest a board member should wait for the composer to answer. */
const goalMs = 5000;
/** At most this many times the driver's time: what the app adds (templates, signatures, drizzle) stays small. */
const ofDriver = 2;
/** harness.ts starts the servers with this secret; the driver side signs the same tokens. */
const benchSecret = "bench-only-secret-that-is-long-enough-to-pass";

const newsletter = { subject: "Bench news", text: "Dear subscribers,\n\n" + "An ordinary paragraph of news about our events. ".repeat(20) };

async function seedSubscribers(client: pg.Client) {
  await client.query(`insert into mailing_list_subscribers (email, requested_at, confirmed_at)
    select 'subscriber' || i || '@example.org', now(), now() from generate_series(1, ${subscribers}) as i`);
  await client.query("analyze mailing_list_subscribers");
}

/** What queueNewsletter and the route write (mailing-list/subscriptions.ts, mailing-list/routes/admin-mailing-list.ts), as SQL through pg. Keep in step. */
async function queueThroughDriver(client: pg.Client, target: Server, adminId: string) {
  const session = viewerSessionStatement(target.cookie);
  await client.query(session.text, session.values);
  await client.query("begin");
  const { rows } = await client.query<{ id: string; email: string }>(
    "select id, email from mailing_list_subscribers where confirmed_at is not null for share",
  );
  const [{ id: newsletterId }] = (await client.query<{ id: string }>("insert into newsletters (subject, recipient_count) values ($1, $2) returning id", [newsletter.subject, rows.length])).rows as [{ id: string }];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values: unknown[] = [];
    const tuples = batch.map((subscriber, index) => {
      const token = subscriberToken(benchSecret, "unsubscribe", subscriber.id);
      const mail = newsletterMail(subscriber.email, newsletter, { unsubscribePage: mailingListLink(target.origin, "unsubscribe", token, "en"), oneClick: oneClickUnsubscribeUrl(target.origin, token) }, "en");
      values.push(mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), newsletterId, subscriber.id);
      const at = index * 7;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    await client.query(`insert into mail_outbox ("to", subject, text, html, headers, newsletter_id, subscriber_id) values ${tuples.join(", ")}`, values);
  }
  await client.query(`insert into audit_log (actor_id, action, details) values ($1, 'newsletter_sent', $2)`, [adminId, JSON.stringify({ recipients: rows.length })]);
  await client.query("commit");
}

async function queueThroughServer(target: Server) {
  const response = await fetch(`${target.origin}/api/admin/newsletters`, {
    method: "POST",
    headers: { cookie: target.cookie, origin: target.origin, "content-type": "application/json" },
    body: JSON.stringify(newsletter),
  });
  const body = (await response.json()) as { queued?: number };
  if (response.status !== 201 || body.queued !== subscribers) throw new Error(`newsletter answered ${response.status} with ${JSON.stringify(body)}`);
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

export const newsletterSection: BenchSection = {
  name: "newsletter",
  describe: `Newsletter: POST /api/admin/newsletters to ${subscribers} confirmed subscribers on the PostgreSQL server (median of ${rounds}), against the same rows written through pg in one transaction; the queued messages are deleted after each round.`,
  async run({ serverMode, scratchUrl, report }) {
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    try {
      await seedSubscribers(client);
      const adminId = (await client.query<{ id: string }>(`select user_id as id from user_roles where role = 'admin' limit 1`)).rows[0]!.id;
      // The outbox sends at its pace (60 a minute): the rows are deleted before it gets far.
      const clear = () => client.query("delete from mail_outbox where newsletter_id is not null");
      const driver: number[] = [];
      const app: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        driver.push(await timed(() => queueThroughDriver(client, serverMode, adminId)));
        await clear();
        app.push(await timed(() => queueThroughServer(serverMode)));
        await clear();
        await sleep(200);
      }
      const [ofApp, ofPg] = [median(app), median(driver)];
      report(`newsletter to ${subscribers}: server (ms)`, "-", ofApp.toFixed(0), `<= ${goalMs}`, ofApp <= goalMs);
      report(`newsletter to ${subscribers}: x the driver's time`, "-", `${(ofApp / ofPg).toFixed(2)} (pg ${ofPg.toFixed(0)} ms)`, `<= ${ofDriver}`, ofApp <= ofDriver * ofPg);
    } finally {
      await client.end();
    }
  },
};
