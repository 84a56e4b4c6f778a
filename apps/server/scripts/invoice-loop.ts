/**
 * Issue 39's probe of a member's invoice rendering: the built server (`npm run build`), a fresh
 * DATA_DIR and a scratch database on the PostgreSQL server, one member with an open invoice, and
 * four loops of that member on what the dashboard asks for (the list, the QR code where the list
 * gives its address, the PDF). Prints /api/health's median while the loops run, against the same
 * without them, and what the loops got (200s and 429s).
 *
 *   npx tsx apps/server/scripts/invoice-loop.ts   (INVOICE_LOOP_PORT, default 4410; BENCH_DATABASE_URL)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { invoiceReference, TEST_QR_IBAN } from "@ssem/core";
import pg from "pg";
import { median, signIn, sleep, startServer, stopMailPeer, stopServer } from "./bench-api/harness";

const port = Number(process.env.INVOICE_LOOP_PORT ?? 4410);
const seconds = Number(process.env.INVOICE_LOOP_SECONDS ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const scratch = `invoice_loop_${process.pid}`;

/** /api/health's answer times in ms, one request after another for `ms`. */
async function healthTimes(origin: string, ms: number) {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
    await sleep(50);
  }
  return times;
}

/** One member's loop over the list, the QR code (when the list names one) and the PDF, until `stop`. */
async function memberLoop(origin: string, cookie: string, stop: { done: boolean }, statuses: Map<number, number>) {
  const get = async (url: string) => {
    const response = await fetch(`${origin}${url}`, { headers: { cookie } });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return response;
  };
  while (!stop.done) {
    const list = await get("/api/me/invoices");
    if (list.status !== 200) {
      await list.arrayBuffer();
      continue;
    }
    const { invoices } = (await list.json()) as { invoices: Array<{ pdfUrl: string; payment: { qrUrl?: string } | null }> };
    for (const invoice of invoices) {
      if (invoice.payment?.qrUrl) await (await get(invoice.payment.qrUrl)).arrayBuffer();
      await (await get(invoice.pdfUrl)).arrayBuffer();
    }
  }
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${scratch}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${scratch}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "invoice-loop-"));
const server = await startServer(port, dataDir, databaseUrl);
try {
  // The member is the bootstrap admin, with an open invoice of their own: /api/me/* is any signed-in person's.
  const cookie = await signIn(server.origin);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    `insert into invoices (sequence, user_id, year, billed_name, billed_email, student_type, amount_rappen, iban, reference_type, reference, issued_on, due_on)
      select 1, id, 2026, 'Antonín Dvořák-Čolić', email, 'student', 1000, $1, 'QRR', $2, date '2026-11-25', date '2026-12-25' from "user"`,
    [TEST_QR_IBAN, invoiceReference(TEST_QR_IBAN, 1)],
  );
  await db.end();

  const idle = median(await healthTimes(server.origin, 5000));
  const stop = { done: false };
  const statuses = new Map<number, number>();
  const loops = Array.from({ length: 4 }, () => memberLoop(server.origin, cookie, stop, statuses));
  const loaded = await healthTimes(server.origin, seconds * 1000);
  stop.done = true;
  await Promise.all(loops);
  console.log(`/api/health p50: ${idle.toFixed(1)} ms idle, ${median(loaded).toFixed(1)} ms under four invoice loops of one member (${seconds} s)`);
  console.log(`the loops' answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
} finally {
  await stopServer(server.child);
  await stopMailPeer();
  await admin.query(`drop database ${scratch} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
