import { createApp } from "../app";
import { createAuth } from "../auth/auth";
import { parseEnv, type Env } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase } from "./test-database";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, with an environment built from `overrides` only. */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const env: Env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000", ...overrides });
  const database = await createTestDatabase();
  const logger = createLogger({ silent: true });
  const auth = createAuth({ env, db: database.db });
  let mailNotifications = 0;
  const app = createApp({ env, db: database.db, auth, logger, notifyMailQueued: () => void (mailNotifications += 1) });
  return {
    app,
    env,
    db: database.db,
    auth,
    close: () => database.close(),
    mailNotifications: () => mailNotifications,
    request: (path: string, init?: RequestInit) => app.request(`http://localhost:3000${path}`, init),
  };
}
