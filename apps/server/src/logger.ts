/**
 * A tiny structured logger. Callers pass only technical facts (paths, statuses, ids, error
 * names): personal data such as e-mail addresses never goes in, as Swiss data protection expects.
 */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export function createLogger(options: { silent?: boolean } = {}): Logger {
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (options.silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
    (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
  };
  return {
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
  };
}
