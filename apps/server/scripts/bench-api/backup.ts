/**
 * Issue 25: a backup of 5,000 members, 10,000 reviews, 5,000 invoices and 200 MB of files finishes
 * in under 30 s while the site keeps a p99 under 100 ms (wrk, in slices until the backup is done),
 * the restore into an empty database in under 60 s, and the bench process's memory stays flat in
 * both (the archive is streamed). On the PostgreSQL server's scratch database, seeded through pg.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { qrReference } from "@ssem/core";
import pg from "pg";
import { createBackup } from "../../src/backup/backup";
import { restoreBackup, verifyArchive } from "../../src/backup/restore";
import { localDiskStorage } from "../../src/files/storage/local-disk";
import { type BenchSection, connections, sleep, warmProfileP99, wrkSlice } from "./harness";

const seeded = { members: 5000, reviews: 10_000, invoices: 5000, files: 400, fileBytes: 512 * 1024 };
const goals = { backupSeconds: 30, restoreSeconds: 60, p99Ms: 100, rssGrowthMiB: 100 };
/** Above the sequences other sections seed (1 to 10,000), so a full run holds both. */
const firstSequence = 1_000_000;

/** Members with an application and this year's invoice each, and reviews; ids of their own, so other sections' rows stay. */
async function seedDatabase(client: pg.Client) {
  const members = `from generate_series(1, ${seeded.members}) as i`;
  await client.query("begin");
  await client.query(`insert into "user" (id, name, email, email_verified) select 'backup-' || i, 'Backup Member ' || i, 'backup' || i || '@example.org', true ${members}`);
  await client.query(`insert into profiles (id, email, first_name, last_name, university, phone, status)
    select 'backup-' || i, 'backup' || i || '@example.org', 'Backup', 'Member ' || i, 'Bern', '+41 00 000 00 00', 'approved' ${members}`);
  await client.query(`insert into user_roles (user_id, role) select 'backup-' || i, 'member' ${members}`);
  await client.query(`insert into membership_applications (user_id, field, student_type, place_of_study) select 'backup-' || i, 'medicine', 'student', 'Bern' ${members}`);
  const references = Array.from({ length: seeded.invoices }, (_, index) => qrReference(String(firstSequence + index)));
  await client.query(
    `insert into invoices (sequence, user_id, year, billed_name, billed_email, student_type, amount_rappen, paid_rappen, iban, reference_type, reference, issued_on, due_on)
      select ${firstSequence} + i - 1, 'backup-' || i, 2026, 'Backup Member ' || i, 'backup' || i || '@example.org', 'student', 1000, (i % 2) * 1000,
        'CH4431999123000889012', 'QRR', reference, date '2026-01-10', date '2026-02-09'
      from unnest($1::text[]) with ordinality as seeded(reference, i)`,
    [references],
  );
  await client.query(
    `insert into clinical_rotation_reviews (country, city, hospital, department, rotation_type, time_of_rotation, rating, experience_description, teaching, leisure_time, application_info)
     select 'Switzerland', 'City ' || i % 60, 'Hospital ' || i % 300, 'Emergency department', (array['medical_students','residents','paramedics','nurses'])[1 + i % 4],
       'Spring 2026', 1 + i % 5, repeat('A busy and well organised department. ', 8), repeat('Daily teaching. ', 8), repeat('Staff housing. ', 5), 'Through the elective office.'
     from generate_series(1, ${seeded.reviews}) as i`,
  );
  await client.query("commit");
  await client.query("analyze");
}

/** 200 MB of files as a share holds them: 400 PDFs of 512 KiB, incompressible as PDFs are. */
function seedFiles(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  for (let index = 0; index < seeded.files; index++) fs.writeFileSync(path.join(folder, `Protocol ${index}.pdf`), randomBytes(seeded.fileBytes));
}

/** Runs `work` while sampling this process's resident memory; returns its seconds and the growth of the peak over the start, in MiB. */
async function measured<T>(work: () => Promise<T>) {
  const before = process.memoryUsage.rss();
  let peak = before;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, process.memoryUsage.rss());
      await sleep(50);
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, growthMiB: (peak - before) / 1024 / 1024 };
  } finally {
    done = true;
    await sampling;
  }
}

export const backupSection: BenchSection = {
  name: "backup",
  describe: `Backup: ${seeded.members} members with an invoice each, ${seeded.reviews} reviews and ${seeded.files} files of ${seeded.fileBytes / 1024} KiB on the PostgreSQL server; createBackup (in the bench process) while GET /api/me/profile runs under wrk (-c${connections}, 3-s slices), the worst slice's p99 counted; then restoreBackup into an empty scratch database and folder. The bench process's RSS sampled every 50 ms, its peak growth counted. An encrypted backup and its check, for the record.`,
  async run({ serverMode, scratchUrl, scratchName, serverUrl, report, note }) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-bench-backup-"));
    const filesFolder = path.join(scratch, "files");
    const restoreName = `${scratchName}_restore`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const client = new pg.Client({ connectionString: scratchUrl });
      await client.connect();
      await seedDatabase(client).finally(() => client.end());
      seedFiles(filesFolder);
      const archive = path.join(scratch, "bench.tar");

      const idleP99 = await warmProfileP99(serverMode);
      note("GET /api/me/profile p99 without a backup (ms)", "-", idleP99.toFixed(1));
      let backingUp = true;
      const backup = measured(() => createBackup({ databaseUrl: scratchUrl, files: localDiskStorage(filesFolder), output: archive })).finally(() => (backingUp = false));
      let worstP99 = 0;
      while (backingUp) worstP99 = Math.max(worstP99, (await wrkSlice(`${serverMode.origin}/api/me/profile`, serverMode.cookie)).p99Ms);
      const { result: manifest, seconds, growthMiB } = await backup;
      const rows = (table: string) => manifest.tables.find((each) => each.name === table)?.rows ?? 0;
      if (rows("profiles") < seeded.members || rows("clinical_rotation_reviews") < seeded.reviews || rows("invoices") < seeded.invoices || manifest.files.length !== seeded.files) {
        throw new Error(`the backup holds too little: ${JSON.stringify(manifest.tables.map((table) => [table.name, table.rows]))}, ${manifest.files.length} files`);
      }
      const megabytes = (fs.statSync(archive).size / 1e6).toFixed(0);
      report(`backup of ${megabytes} MB (s)`, "-", seconds.toFixed(1), `< ${goals.backupSeconds}`, seconds < goals.backupSeconds);
      report("backup: GET /api/me/profile p99 meanwhile (ms)", "-", worstP99.toFixed(1), `< ${goals.p99Ms}`, worstP99 < goals.p99Ms);
      report("backup: bench process RSS growth (MiB)", "-", growthMiB.toFixed(0), `< ${goals.rssGrowthMiB}`, growthMiB < goals.rssGrowthMiB);

      await admin.query(`create database ${restoreName}`);
      const restoreUrl = Object.assign(new URL(serverUrl), { pathname: `/${restoreName}` }).toString();
      const restore = await measured(() => restoreBackup({ databaseUrl: restoreUrl, files: localDiskStorage(path.join(scratch, "restored")), archive, force: false }));
      if (fs.readdirSync(path.join(scratch, "restored")).length !== seeded.files) throw new Error("the restore did not bring every file back");
      report("restore into an empty database (s)", "-", restore.seconds.toFixed(1), `< ${goals.restoreSeconds}`, restore.seconds < goals.restoreSeconds);
      report("restore: bench process RSS growth (MiB)", "-", restore.growthMiB.toFixed(0), `< ${goals.rssGrowthMiB}`, restore.growthMiB < goals.rssGrowthMiB);

      const passphrase = "bench passphrase, long enough";
      const encrypted = path.join(scratch, "bench.tar.enc");
      fs.rmSync(archive);
      const sealed = await measured(() => createBackup({ databaseUrl: scratchUrl, files: localDiskStorage(filesFolder), output: encrypted, passphrase }));
      const checked = await measured(() => verifyArchive(encrypted, { passphrase }));
      note("encrypted backup (s), RSS growth (MiB)", "-", `${sealed.seconds.toFixed(1)}, ${sealed.growthMiB.toFixed(0)}`);
      note("encrypted archive checked whole (s), RSS growth (MiB)", "-", `${checked.seconds.toFixed(1)}, ${checked.growthMiB.toFixed(0)}`);
    } finally {
      await admin.query(`drop database if exists ${restoreName} with (force)`);
      await admin.end();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  },
};
