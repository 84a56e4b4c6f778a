import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../files/storage/s3";

/**
 * Why the S3 tests cannot run here, or undefined when they can: they need moto's S3 server
 * (`pip install "moto[server]"`), installed on the development machines and CI's.
 */
export const motoMissing =
  spawnSync("sh", ["-c", "command -v moto_server"]).status === 0
    ? undefined
    : 'moto_server is not installed (pip install "moto[server]"): the S3 storage tests are SKIPPED';
if (motoMissing) console.warn(`\n  ${motoMissing}\n`);

/** Makes moto answer one request at a time, so that it decides racing conditional writes as S3 does (see its comment). */
const ONE_AT_A_TIME = path.join(path.dirname(fileURLToPath(import.meta.url)), "moto-one-at-a-time");

const CREDENTIALS = { accessKeyId: "test-key", secretAccessKey: "test-secret" };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the server answers HTTP, rejects if it exits first (its port taken) or takes longer than `ms`. */
async function answering(child: ChildProcess, endpoint: string, ms = 20_000) {
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`moto_server exited (${code})`))));
  exited.catch(() => {});
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const up = await Promise.race([fetch(endpoint).then(() => true, () => false), exited]);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`moto_server did not answer at ${endpoint} within ${ms} ms`);
}

/**
 * A real S3-compatible server for one test file: moto_server on a free port of 127.0.0.1, which
 * keeps its buckets in memory. `stop` ends it by its PID (an outage), `start` brings it back on the
 * same port, empty.
 */
export async function startMotoServer() {
  let port = await freePort();
  let child: ChildProcess | undefined;
  const endpoint = () => `http://127.0.0.1:${port}`;

  async function start() {
    for (let attempt = 1; ; attempt += 1) {
      const started = spawn("moto_server", ["-H", "127.0.0.1", "-p", String(port)], { stdio: "ignore", env: { ...process.env, PYTHONPATH: ONE_AT_A_TIME } });
      try {
        await answering(started, endpoint());
        child = started;
        return;
      } catch (error) {
        started.kill("SIGKILL");
        // Another process took the free port first: try another one.
        if (attempt === 3) throw error;
        port = await freePort();
      }
    }
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }

  await start();
  return {
    start,
    stop,
    /** The settings of a new, empty bucket on this server (named `bucket`, to make one again after a restart). */
    async newBucket(bucket = `test-${randomUUID()}`): Promise<S3Settings> {
      const settings: S3Settings = { endpoint: endpoint(), bucket, region: "us-east-1", forcePathStyle: true, ...CREDENTIALS };
      const client = new S3Client({ endpoint: settings.endpoint, region: settings.region, forcePathStyle: true, credentials: CREDENTIALS });
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      client.destroy();
      return settings;
    },
    /** The server's environment for `settings`' bucket: STORAGE=s3 and the S3_ variables. */
    envFor(settings: S3Settings): Record<string, string> {
      return {
        STORAGE: "s3",
        S3_ENDPOINT: settings.endpoint!,
        S3_BUCKET: settings.bucket,
        S3_REGION: settings.region,
        S3_ACCESS_KEY_ID: settings.accessKeyId,
        S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      };
    },
  };
}

export type MotoServer = Awaited<ReturnType<typeof startMotoServer>>;
