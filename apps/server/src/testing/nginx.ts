/**
 * Debian's nginx in front of server processes, as the README sets it up: the upstream of
 * docs/deploy/nginx.conf (with these processes' ports) and docs/deploy/ssem-proxy.conf as it is, so
 * that tests and the benchmark run the documented configuration, not a copy. Plain HTTP on a local
 * port instead of the TLS server block; everything in its own temporary prefix, run as a child
 * (not a daemon) and stopped by its PID.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const deployDir = path.resolve(import.meta.dirname, "../../../../docs/deploy");
const nginxBin = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The documented upstream block, with one `server` line per port (each keeping the documented parameters). */
function upstreamFor(ports: readonly number[]): string {
  const site = fs.readFileSync(path.join(deployDir, "nginx.conf"), "utf8");
  const upstream = /^upstream ssem \{[\s\S]*?^\}/m.exec(site)?.[0];
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+(.*)$/m;
  const [, indent, parameters] = upstream ? (serverLine.exec(upstream) ?? []) : [];
  if (!upstream || indent === undefined) throw new Error("docs/deploy/nginx.conf: no `upstream ssem` with `server 127.0.0.1:PORT` lines");
  const servers = ports.map((port) => `${indent}server 127.0.0.1:${port}${parameters}`).join("\n");
  return upstream.replace(new RegExp(`(${serverLine.source}\\n?)+`, "m"), `${servers}\n`);
}

/** One line per request: what a test needs to see which process answered and whether nginx retried. */
const LOG_FORMAT = "$request_method $uri $status $upstream_addr $upstream_status";

export type Nginx = {
  origin: string;
  /** The access log's lines so far: method, path, status, the processes tried ("a, b" after a retry), their statuses. */
  accessLog: () => string[];
  stop: () => Promise<void>;
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** Starts nginx on `port` in front of the processes on `upstreamPorts`. */
export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "ssem-nginx-"));
  const file = (name: string) => path.join(prefix, name);
  fs.writeFileSync(
    file("nginx.conf"),
    `pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 4096; }
http {
    log_format upstreams '${LOG_FORMAT}';
    access_log ${file("access.log")} upstreams;
    client_body_temp_path ${file("client_body")};
    proxy_temp_path ${file("proxy")};
    fastcgi_temp_path ${file("fastcgi")};
    uwsgi_temp_path ${file("uwsgi")};
    scgi_temp_path ${file("scgi")};
${upstreamFor(upstreamPorts)}
    server {
        listen 127.0.0.1:${port};
        include ${path.join(deployDir, "ssem-proxy.conf")};
    }
}
`,
  );
  const child: ChildProcess = spawn(nginxBin, ["-p", prefix, "-c", file("nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // SIGQUIT: nginx's graceful stop (SIGTERM is its fast one); either way its workers go with it.
      child.kill("SIGQUIT");
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 10_000; !(await listening(port)); ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const accessLog = () => {
    const log = file("access.log");
    return fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
  };
  return { origin: `http://127.0.0.1:${port}`, accessLog, stop };
}
