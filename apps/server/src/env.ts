import path from "node:path";
import { association, DEFAULT_FILE_SHARE_MAX_BYTES, DEFAULT_MAIL_MAX_PER_MINUTE } from "@ssem/core";
import { passphraseProblem } from "./backup/encryption";
import { type BillingConfig, billingConfig, billingEnvSchema } from "./fees/billing-config";
import { type PasswordCost, passwordCosts } from "./auth/password-cost";
import type { S3Settings } from "./files/storage/s3";
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional());

/** A setting that may be left empty (treated as unset). */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** "Name <address>", as MAIL_FROM may give the sender's display name with its address. */
const namedAddress = /^\s*"?([^"<>]*?)"?\s*<([^<>\s@]+@[^<>\s@]+)>\s*$/;

/** What STORAGE=s3 cannot do without (ADR 014). */
const REQUIRED_FOR_S3 = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default("./data"),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int("BACKUP_KEEP must be a whole number").min(1).max(1000).default(14),
    // Encrypts every archive (ADR 023); empty means unset, as for the other optional values.
    BACKUP_PASSPHRASE: z
      .string()
      .transform((value) => (value === "" ? undefined : value))
      .superRefine((value, ctx) => {
        const problem = value === undefined ? undefined : passphraseProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem.replace("The passphrase", "BACKUP_PASSPHRASE") });
      })
      .optional(),
    DATABASE_URL: optionalUrl.optional(),
    // How long start-up waits for a DATABASE_URL server that is not reachable yet.
    DATABASE_WAIT_SECONDS: z.coerce.number().int("DATABASE_WAIT_SECONDS must be a whole number of seconds").min(0).default(60),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int("REQUEST_TIMEOUT_SECONDS must be a whole number of seconds").min(1).default(120),
    PUBLIC_URL: optionalUrl.optional(),
    SMTP_URL: optionalUrl.optional(),
    MAIL_FROM: optionalText.pipe(z.union([z.email(), z.string().regex(namedAddress)], "MAIL_FROM must be an e-mail address, or a name and <address>").optional()),
    // Where answers to our mails go (issue 39): the invoice and the reminders ask the member to reply.
    MAIL_REPLY_TO: optionalText.pipe(z.email("MAIL_REPLY_TO must be an e-mail address").optional()),
    // The mail provider's limit: the outbox worker sends at most this many messages a minute (ADR 019: a renewal's thousands).
    MAIL_MAX_PER_MINUTE: z.coerce.number().int("MAIL_MAX_PER_MINUTE must be a whole number").min(1).max(100_000).default(DEFAULT_MAIL_MAX_PER_MINUTE),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional(),
    SESSION_SECRET: z.string().optional(),
    // The cost of password hashes made from now on; `test` only for test runs (refused in production below).
    PASSWORD_HASH_COST: z.enum(["standard", "test"], "PASSWORD_HASH_COST must be standard or test").default("standard"),
    // Whether admins must have a second factor before the admin API answers them (ADR 027).
    ADMIN_TWO_FACTOR: z.enum(["required", "optional"], "ADMIN_TWO_FACTOR must be required or optional").optional(),
    // How many reverse proxies in front of the server append to X-Forwarded-For; 0 = none, use the socket address.
    TRUST_PROXY: z.coerce.number().int("TRUST_PROXY must be a whole number of proxies").min(0).max(10).default(0),
    // Host names besides PUBLIC_URL's that requests may be sent to (another domain of the site, a LAN name).
    ALLOWED_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((name) => name.trim().toLowerCase().replace(/\.$/, ""))
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/, "ALLOWED_HOSTS must be host names without scheme or port, separated by commas"))),
    FILE_SHARE_MAX_BYTES: z.coerce.number().int("FILE_SHARE_MAX_BYTES must be a whole number of bytes").min(1).default(DEFAULT_FILE_SHARE_MAX_BYTES),
    // Where the file share's files are kept: DATA_DIR (disk) or an S3 bucket (ADR 014).
    STORAGE: z.enum(["disk", "s3"], "STORAGE must be disk or s3").default("disk"),
    S3_ENDPOINT: optionalUrl.optional(),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"], "S3_FORCE_PATH_STYLE must be true or false").optional(),
    ...billingEnvSchema.shape,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together" });
    }
    if (env.STORAGE === "s3") {
      for (const name of REQUIRED_FOR_S3) if (!env[name]) ctx.addIssue({ code: "custom", message: `${name} is required with STORAGE=s3` });
    }
    if (env.NODE_ENV !== "production") return;
    // In production a missing value would silently send links to localhost, keep mail unsent
    // or sign sessions with a guessable key, so start-up refuses instead.
    if (!env.SESSION_SECRET || env.SESSION_SECRET.length < 32) {
      ctx.addIssue({ code: "custom", message: "SESSION_SECRET (at least 32 characters) is required in production" });
    }
    if (!env.PUBLIC_URL) ctx.addIssue({ code: "custom", message: "PUBLIC_URL is required in production" });
    if (!env.SMTP_URL) ctx.addIssue({ code: "custom", message: "SMTP_URL is required in production" });
    if (env.PASSWORD_HASH_COST === "test") ctx.addIssue({ code: "custom", message: "PASSWORD_HASH_COST=test is for test runs only, never in production" });
  })
  .superRefine((env, ctx) => {
    for (const message of billingConfig(env).problems) ctx.addIssue({ code: "custom", message });
  });

export type Env = {
  nodeEnv: "development" | "test" | "production";
  isProduction: boolean;
  port: number;
  dataDir: string;
  /** Where `npm run backup` writes its archives when given no file (ADR 023). */
  backupDir?: string;
  /** How many of the server's daily archives stay in BACKUP_DIR (ADR 023). */
  backupKeep: number;
  /** Encrypts archives and opens encrypted ones (ADR 023). */
  backupPassphrase?: string;
  databaseUrl?: string;
  /** How long start-up tries again while the database is not reachable. */
  databaseWaitMs: number;
  /** How long a client may take to send a whole request, an upload included (http/request-timeouts.ts). */
  requestTimeoutMs: number;
  publicUrl: string;
  smtpUrl?: string;
  /** Every mail's sender: MAIL_FROM's address, and its name or else the association's (issue 39). */
  mailFrom: MailSender;
  /** Every mail's Reply-To, unless the mail names its own (ADR 004). */
  mailReplyTo: string;
  /** At most this many mails a minute leave the outbox (per server process). */
  mailMaxPerMinute: number;
  admin?: { email: string; password: string };
  sessionSecret: string;
  /** The argon2id cost of every password hash made (PASSWORD_HASH_COST; production's is always the standard one). */
  passwordCost: PasswordCost;
  /** Admins without a second factor are refused by the admin API (default: required in production, ADR 027). */
  adminTwoFactor: "required" | "optional";
  /** Host names requests may be sent to: PUBLIC_URL's and ALLOWED_HOSTS (loopback names are always answered). */
  allowedHosts: string[];
  /** Proxies whose X-Forwarded-For entries are believed; 0 means the header is ignored. */
  trustedProxies: number;
  /** The dev mailbox (outbox page and API): never in production, never when real mail is sent. */
  devMailbox: boolean;
  /** Largest file an admin may upload to the file share. */
  fileShareMaxBytes: number;
  /** The creditor on every bill, and when reminders go out (ADR 019). */
  billing: BillingConfig;
  /** Where the file share's files are kept: below DATA_DIR, or in an S3 bucket (ADR 014). */
  storage: StorageSettings;
};

export type MailSender = { name: string; address: string };

/** MAIL_FROM as a sender; without it no-reply@ PUBLIC_URL's host, under the association's name. */
function mailSender(mailFrom: string | undefined, publicUrl: string): MailSender {
  const named = mailFrom === undefined ? null : namedAddress.exec(mailFrom);
  if (named) return { name: named[1]!.trim() || association.name, address: named[2]! };
  return { name: association.name, address: mailFrom ?? `no-reply@${new URL(publicUrl).hostname}` };
}

export type StorageSettings = { kind: "disk" } | ({ kind: "s3" } & S3Settings);

/** Development-only signing key; production refuses to start without its own. */
const DEV_SESSION_SECRET = "development-only-secret-never-used-in-production";

export class EnvError extends Error {}

/** Parses an environment once; the rest of the server receives the result, never process.env. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = issue.path.join(".");
      return `  - ${key ? `${key}: ` : ""}${issue.message}`;
    });
    throw new EnvError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    // npm runs the server inside apps/server; a relative DATA_DIR means relative to where npm was started.
    dataDir: path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR),
    backupDir: env.BACKUP_DIR === undefined ? undefined : path.resolve(source.INIT_CWD ?? process.cwd(), env.BACKUP_DIR),
    backupKeep: env.BACKUP_KEEP,
    backupPassphrase: env.BACKUP_PASSPHRASE,
    databaseUrl: env.DATABASE_URL,
    databaseWaitMs: env.DATABASE_WAIT_SECONDS * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    publicUrl,
    smtpUrl: env.SMTP_URL,
    mailFrom: mailSender(env.MAIL_FROM, publicUrl),
    mailReplyTo: env.MAIL_REPLY_TO ?? association.infoEmail,
    mailMaxPerMinute: env.MAIL_MAX_PER_MINUTE,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    passwordCost: passwordCosts[env.PASSWORD_HASH_COST],
    adminTwoFactor: env.ADMIN_TWO_FACTOR ?? (env.NODE_ENV === "production" ? "required" : "optional"),
    allowedHosts: [new URL(publicUrl).hostname, ...env.ALLOWED_HOSTS],
    trustedProxies: env.TRUST_PROXY,
    devMailbox: env.NODE_ENV !== "production" && !env.SMTP_URL,
    fileShareMaxBytes: env.FILE_SHARE_MAX_BYTES,
    billing: billingConfig(env).config!,
    storage:
      env.STORAGE === "s3"
        ? {
            kind: "s3",
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET!,
            // Most S3-compatible servers accept this region; AWS users name theirs.
            region: env.S3_REGION ?? "us-east-1",
            accessKeyId: env.S3_ACCESS_KEY_ID!,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
            // A server of one's own (MinIO, Garage, moto) answers the bucket in the path; AWS in the host name.
            forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? env.S3_ENDPOINT !== undefined : env.S3_FORCE_PATH_STYLE === "true",
          }
        : { kind: "disk" },
  };
}
