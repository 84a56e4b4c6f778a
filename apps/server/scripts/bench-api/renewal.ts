/**
 * Issue 23: a renewal for 5,000 members (invoices made, their PDFs rendered and queued with the
 * mails) finishes in under 60 s, the server stays under 384 MiB PSS meanwhile, and another
 * endpoint keeps a p99 under 100 ms while it runs (wrk, in slices until the run is done). On the
 * PostgreSQL server, whose scratch database the bench seeds through pg; the mail only queues.
 */
import pg from "pg";
import { measureMemory } from "./footprint";
import { type BenchSection, connections, type Server, sleep, warmProfileP99, wrkSlice } from "./harness";

const members = 5000;
const goals = { seconds: 60, pssMiB: 384, p99Ms: 100 };

/**
 * Active members with a tier and a confirmed address, `count` of them: each gets an invoice, a PDF and a mail.
 */
async function seedMembers(client: pg.Client, count: number) {
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified)
    select 'renewal-' || i, 'Renewal Member ' || i, 'renewal' || i || '@example.org', true from generate_series(1, ${count}) as i`);
  await client.query(`insert into profiles (id, email, first_name, last_name, status)
    select 'renewal-' || i, 'renewal' || i || '@example.org', 'Renewal', 'Member ' || i, 'approved' from generate_series(1, ${count}) as i`);
  await client.query(`insert into user_roles (user_id, role) select 'renewal-' || i, 'member' from generate_series(1, ${count}) as i`);
  await client.query(`insert into membership_applications (user_id, field, student_type, place_of_study)
    select 'renewal-' || i, 'medicine', case when i % 3 = 0 then 'resident' else 'student' end::student_type, 'Bern' from generate_series(1, ${count}) as i`);
  await client.query("commit");
  await client.query("analyze");
}

/** How many members a renewal of `year` would bill now (its preview). */
async function billable(target: Server, year: number) {
  const response = await fetch(`${target.origin}/api/admin/fees/renewals/preview?year=${year}`, { headers: { cookie: target.cookie } });
  return ((await response.json()) as { members: number }).members;
}

async function progress(target: Server, year: number) {
  const response = await fetch(`${target.origin}/api/admin/fees/renewals/${year}`, { headers: { cookie: target.cookie } });
  return (await response.json()) as { planned: number; created: number; finished: boolean };
}

export const renewalSection: BenchSection = {
  name: "renewal",
  describe: `Renewal: ${members} active members (confirmed addresses) billed through POST /api/admin/fees/renewals on the PostgreSQL server, until its progress says finished (invoices, PDFs and mails queued); the server's PSS sampled every 250 ms; GET /api/me/profile under wrk (-c${connections}, 3-s slices) meanwhile, the worst slice's p99 counted, against its p99 alone on the warmed-up server.`,
  async run({ serverMode, scratchUrl, report, note }) {
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    try {
      const year = new Date().getFullYear() + 1;
      // Earlier sections leave approved members in the database (`members` seeds thousands): the run bills 5,000 in all.
      await seedMembers(client, members - (await billable(serverMode, year)));
      if ((await billable(serverMode, year)) !== members) throw new Error(`the renewal would not bill ${members} members`);
      note("GET /api/me/profile p99 without a renewal (ms)", "-", (await warmProfileP99(serverMode)).toFixed(1));
      const started = performance.now();
      const response = await fetch(`${serverMode.origin}/api/admin/fees/renewals`, {
        method: "POST",
        headers: { cookie: serverMode.cookie, origin: serverMode.origin, "content-type": "application/json" },
        body: JSON.stringify({ year }),
      });
      if (response.status !== 202) throw new Error(`renewal answered ${response.status}: ${await response.text()}`);

      let done = false;
      let peakMiB = 0;
      const watching = (async () => {
        while (!done) {
          peakMiB = Math.max(peakMiB, measureMemory(serverMode, serverMode).serverMode.mib);
          const state = await progress(serverMode, year);
          if (state.finished) {
            done = true;
            return { ...state, seconds: (performance.now() - started) / 1000 };
          }
          await sleep(250);
        }
        throw new Error("unreachable");
      })();
      let worstP99 = 0;
      while (!done) worstP99 = Math.max(worstP99, (await wrkSlice(`${serverMode.origin}/api/me/profile`, serverMode.cookie)).p99Ms);
      const result = await watching;
      const { rows } = await client.query<{ invoices: number; mails: number }>(
        `select (select count(*)::int from invoices where year = $1) as invoices,
                (select count(distinct mail_id)::int from mail_attachments) as mails`,
        [year],
      );
      const made = rows[0]!;
      if (result.created !== members || made.invoices !== members || made.mails < members) throw new Error(`renewal made ${JSON.stringify({ ...result, ...made })}`);

      report(`renewal of ${members}: invoices, PDFs and mails queued (s)`, "-", result.seconds.toFixed(1), `< ${goals.seconds}`, result.seconds < goals.seconds);
      report("renewal: server PSS MiB, peak", "-", peakMiB.toFixed(0), `< ${goals.pssMiB}`, peakMiB < goals.pssMiB);
      report("renewal: GET /api/me/profile p99 meanwhile (ms)", "-", worstP99.toFixed(1), `< ${goals.p99Ms}`, worstP99 < goals.p99Ms);
    } finally {
      await client.end();
    }
  },
};
