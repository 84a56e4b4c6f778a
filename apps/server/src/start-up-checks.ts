import fs from "node:fs";
import net from "node:net";
import { systemErrorText } from "./system-error";

/** The one line that says why the server cannot listen on `port`. */
export const listenProblem = (port: number, code: string | undefined) =>
  code === "EADDRINUSE" ? `Port ${port} is already in use; set PORT to another port.` : `Cannot listen on port ${port} (${code ?? "unknown error"}).`;

/**
 * Why the server could not listen on `port`, tried before anything else starts (the embedded
 * PostgreSQL, migrations, housekeeping), so that a taken port costs nothing; undefined when free.
 * The port is let go again at once: the server itself takes it once ready.
 */
export function portProblem(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(listenProblem(port, error.code)));
    probe.listen(port, () => probe.close(() => resolve(undefined)));
  });
}

/** Why DATA_DIR cannot hold the database and the file share (missing and not creatable, read-only, not a folder); undefined when it can. */
export function dataDirProblem(dataDir: string): string | undefined {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK | fs.constants.X_OK);
    return undefined;
  } catch (error) {
    return `DATA_DIR ${dataDir} cannot be written: ${systemErrorText(error)}. Set DATA_DIR to a folder this user may write to.`;
  }
}
