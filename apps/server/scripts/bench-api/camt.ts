/**
 * Issue 23: a camt.054 file of 10,000 credits, each paying one of 10,000 seeded invoices by its
 * reference, imported through POST /api/admin/fees/bank-files on the PostgreSQL server: the time
 * until the summary arrives, and how much the server's memory grows meanwhile (PSS, sampled).
 */
import { invoiceReference, TEST_QR_IBAN } from "@ssem/core";
import { sampleCamt054, type SampleEntry } from "@ssem/core/camt-samples";
import pg from "pg";
import { treePssMiB } from "./footprint";
import { type BenchSection, median, rounds, type Server, sleep } from "./harness";

const transactions = 10_000;
const goals = { seconds: 10, growthMiB: 100 };

/** 10,000 open invoices of CHF 10.00 without a member (as after a removal): only the import reads them. */
async function seedInvoices(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ n: string }>(`select nextval('invoice_number_seq') as n from generate_series(1, ${transactions})`);
  const sequences = rows.map((row) => Number(row.n));
  const references = sequences.map((sequence) => invoiceReference(TEST_QR_IBAN, sequence));
  await client.query(
    `insert into invoices (sequence, year, billed_name, student_type, amount_rappen, iban, reference_type, reference, issued_on, due_on)
     select s, 2099, 'Bench Member ' || s, 'student', 1000, $3, 'QRR', r, '2099-01-05', '2099-02-04' from unnest($1::bigint[], $2::text[]) as t(s, r)`,
    [sequences, references, TEST_QR_IBAN],
  );
  await client.query("analyze invoices");
  return references;
}

/** What a round booked goes again, so that the next round books the same 10,000 payments anew. */
async function resetBookings(client: pg.Client) {
  await client.query("delete from payments where bank_transaction_id is not null");
  await client.query("delete from bank_transactions");
  await client.query("update invoices set paid_rappen = 0, paid_on = null where year = 2099");
}

/** Half as single entries, half as batch bookings of 50, in five notifications: as a bank sends a busy month. */
function bankFile(references: string[], round: number): string {
  const entries: SampleEntry[] = [];
  const half = references.length / 2;
  references.slice(0, half).forEach((reference, index) =>
    entries.push({ accountServicerRef: `BENCH-${round}-${index}`, transactions: [{ amountRappen: 1000, reference, debtorName: `Bench Member ${index}` }] }),
  );
  for (let start = half; start < references.length; start += 50) {
    entries.push({
      accountServicerRef: `BENCH-${round}-BATCH-${start}`,
      transactions: references.slice(start, start + 50).map((reference) => ({ amountRappen: 1000, reference, debtorName: "Batch Payer" })),
    });
  }
  const fifth = Math.ceil(entries.length / 5);
  return sampleCamt054({ version: "08", notifications: Array.from({ length: 5 }, (_, index) => entries.slice(index * fifth, (index + 1) * fifth)) });
}

async function importOnce(target: Server, xml: string) {
  const before = treePssMiB(target.child.pid!).mib;
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, treePssMiB(target.child.pid!).mib);
      await sleep(25);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${target.origin}/api/admin/fees/bank-files?fileName=bench.xml`, {
    method: "POST",
    headers: { cookie: target.cookie, origin: target.origin, "content-type": "application/xml" },
    body: xml,
  });
  const summary = (await response.json()) as { booked?: number };
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  if (response.status !== 200 || summary.booked !== transactions) throw new Error(`the import answered ${response.status} with ${JSON.stringify(summary)}`);
  return { ms, growthMiB: peak - before };
}

export const camt: BenchSection = {
  name: "camt",
  describe: `camt: POST /api/admin/fees/bank-files with a camt.054 of ${transactions} credits (5 notifications, half in batch bookings) paying ${transactions} seeded invoices by reference, on the PostgreSQL server (median of ${rounds}; bookings reset between rounds); memory growth is the server's PSS at its peak during the import minus before it.`,
  async run({ serverMode, scratchUrl, report }) {
    const client = new pg.Client({ connectionString: scratchUrl });
    await client.connect();
    try {
      const references = await seedInvoices(client);
      const times: number[] = [];
      const growths: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const { ms, growthMiB } = await importOnce(serverMode, bankFile(references, round));
        times.push(ms);
        growths.push(growthMiB);
        await resetBookings(client);
        await sleep(200);
      }
      const seconds = median(times) / 1000;
      const growth = Math.max(...growths);
      report(`camt.054 import of ${transactions}: time (s)`, "-", seconds.toFixed(2), `< ${goals.seconds}`, seconds < goals.seconds);
      report(`camt.054 import of ${transactions}: memory growth, PSS MiB (max)`, "-", growth.toFixed(0), `< ${goals.growthMiB}`, growth < goals.growthMiB);
    } finally {
      await client.end();
    }
  },
};
