import type { Role } from "@ssem/core";
import type { Auth } from "../auth/auth";
import type { Database } from "../db/client";
import type { DatabaseFaults } from "../db/faults";
import type { Env } from "../env";
import type { LiveEvents } from "../live/live-events";
import type { Logger } from "../logger";
import type { ReviewStreamLimits } from "../reviews/routes/review-stream";
import type { FileStorage } from "../files/storage/file-storage";

/** Everything a request handler may use, handed in once when the app is built. */
export type AppDeps = {
  env: Env;
  db: Database;
  /** What requests saw of database outages, for the health check. */
  databaseFaults: DatabaseFaults;
  auth: Auth;
  logger: Logger;
  /** Live events shared by every process on the same database (review board updates). */
  events: LiveEvents;
  /** Tells the mail worker that new mail is waiting (a no-op when mail stays in the outbox). */
  notifyMailQueued(): void;
  /** The member file share's folder (spec: bucket member-files, folder Statutes). */
  storage: FileStorage;
  /** How many live review streams this process holds open, per client and in total (from the open-file limit). */
  reviewStreamLimits: ReviewStreamLimits;
};

/** The signed-in user of a request, set by requireAccess. */
export type Viewer = {
  userId: string;
  email: string;
  sessionId: string;
  /** The roles that count: an approved member's once their first fee is received (ADR 033). */
  roles: Role[];
  /** An approved member whose first fee is still open: not a member yet (ADR 033). */
  awaitsFirstFee: boolean;
  twoFactorEnabled: boolean;
  /** This session was opened with a passkey, which counts as both factors (ADR 030). */
  passkeySession: boolean;
};

export type AppEnv = { Variables: { deps: AppDeps; viewer: Viewer } };
