import { association } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { testBillingEnv } from "./testing/billing-env";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ nodeEnv: "development", port: 3000, publicUrl: "http://localhost:3000", isProduction: false });
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.admin).toBeUndefined();
  });

  it("resolves a relative DATA_DIR from the directory npm was started in", () => {
    expect(parseEnv({ INIT_CWD: "/srv/site" }).dataDir).toBe("/srv/site/data");
    expect(parseEnv({ INIT_CWD: "/srv/site", DATA_DIR: "state" }).dataDir).toBe("/srv/site/state");
    expect(parseEnv({ INIT_CWD: "/srv/site", DATA_DIR: "/var/lib/site" }).dataDir).toBe("/var/lib/site");
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(parseEnv({ PUBLIC_URL: "https://members.example.org/" }).publicUrl).toBe("https://members.example.org");
  });

  it("refuses to start in production without the secrets and addresses it needs, naming each", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("SESSION_SECRET");
      expect(message).toContain("PUBLIC_URL");
      expect(message).toContain("SMTP_URL");
    }
  });

  it("refuses a short SESSION_SECRET in production", () => {
    expect(() =>
      parseEnv({ NODE_ENV: "production", SESSION_SECRET: "short", PUBLIC_URL: "https://a.example.org", SMTP_URL: "smtp://mail.example.org" }),
    ).toThrow(/SESSION_SECRET/);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://a.example.org",
      SMTP_URL: "smtp://mail.example.org:587",
      DATABASE_URL: "postgres://db.example.org/app",
      ...testBillingEnv,
    });
    expect(env.isProduction).toBe(true);
    expect(env.mailFrom).toEqual({ name: association.name, address: "no-reply@a.example.org" });
    expect(env.mailReplyTo).toBe(association.infoEmail);
  });

  it("reads MAIL_FROM with or without a display name, and MAIL_REPLY_TO, refusing what is no address (issue 39)", () => {
    expect(parseEnv({ MAIL_FROM: "Board of SSAEM <board@ssem.example>", MAIL_REPLY_TO: "info@ssem.example" })).toMatchObject({
      mailFrom: { name: "Board of SSAEM", address: "board@ssem.example" },
      mailReplyTo: "info@ssem.example",
    });
    expect(parseEnv({ MAIL_FROM: '"SSAEM" <board@ssem.example>' }).mailFrom).toEqual({ name: "SSAEM", address: "board@ssem.example" });
    expect(parseEnv({ MAIL_FROM: "board@ssem.example", MAIL_REPLY_TO: "" })).toMatchObject({
      mailFrom: { name: association.name, address: "board@ssem.example" },
      mailReplyTo: association.infoEmail,
    });
    expect(() => parseEnv({ MAIL_FROM: "the board" })).toThrow(/MAIL_FROM must be an e-mail address, or a name and <address>/);
    expect(() => parseEnv({ MAIL_REPLY_TO: "board at ssem" })).toThrow(/MAIL_REPLY_TO must be an e-mail address/);
  });

  it("requires admins' second factor in production unless ADMIN_TWO_FACTOR says optional; optional elsewhere", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://a.example.org", SMTP_URL: "smtp://mail.example.org:587", ...testBillingEnv };
    expect(parseEnv(production).adminTwoFactor).toBe("required");
    expect(parseEnv({ ...production, ADMIN_TWO_FACTOR: "optional" }).adminTwoFactor).toBe("optional");
    expect(parseEnv({}).adminTwoFactor).toBe("optional");
    expect(parseEnv({ ADMIN_TWO_FACTOR: "required" }).adminTwoFactor).toBe("required");
    expect(() => parseEnv({ ADMIN_TWO_FACTOR: "yes" })).toThrow(/ADMIN_TWO_FACTOR must be required or optional/);
  });

  describe("billing settings", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), PUBLIC_URL: "https://a.example.org", SMTP_URL: "smtp://mail.example.org:587" };
    const refusal = (env: Record<string, string>) => {
      try {
        parseEnv(env);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      throw new Error("the configuration was accepted");
    };

    it("refuses to start in production without them, naming each missing one", () => {
      const message = refusal(production);
      for (const variable of ["BILLING_CREDITOR_NAME", "BILLING_CREDITOR_STREET", "BILLING_CREDITOR_BUILDING_NUMBER", "BILLING_CREDITOR_POSTCODE", "BILLING_CREDITOR_TOWN", "BILLING_IBAN"]) {
        expect(message).toContain(variable);
      }
      const { BILLING_CREDITOR_TOWN: _, ...withoutTown } = testBillingEnv;
      const oneMissing = refusal({ ...production, ...withoutTown });
      expect(oneMissing).toContain("BILLING_CREDITOR_TOWN is required");
      expect(oneMissing).not.toContain("BILLING_IBAN");
    });

    it("refuses an IBAN whose check digits are wrong, naming BILLING_IBAN", () => {
      expect(refusal({ ...production, ...testBillingEnv, BILLING_IBAN: "CH45 3199 9123 0008 8901 2" })).toMatch(/BILLING_IBAN is not a valid .*IBAN/);
      // Outside production too: a bill a bank would refuse is never made.
      expect(refusal({ ...testBillingEnv, BILLING_IBAN: "CH4431999123000889013" })).toContain("BILLING_IBAN");
    });

    it("refuses an address field longer than QR-bill v2.3 allows, naming the variable", () => {
      expect(refusal({ ...production, ...testBillingEnv, BILLING_CREDITOR_STREET: "S".repeat(71) })).toContain("BILLING_CREDITOR_STREET must be at most 70 characters");
      expect(refusal({ ...production, ...testBillingEnv, BILLING_CREDITOR_TOWN: "T".repeat(36) })).toContain("BILLING_CREDITOR_TOWN must be at most 35 characters");
      expect(refusal({ ...production, ...testBillingEnv, BILLING_CREDITOR_POSTCODE: "1".repeat(17) })).toContain("BILLING_CREDITOR_POSTCODE must be at most 16 characters");
    });

    it("uses the test QR-IBAN and says so outside production when none is given, and a real account as it is given", () => {
      expect(parseEnv({}).billing).toMatchObject({ iban: "CH4431999123000889012", testAccount: true });
      const real = parseEnv({ ...production, ...testBillingEnv, BILLING_IBAN: "CH93 0076 2011 6238 5295 7" }).billing;
      expect(real).toMatchObject({ iban: "CH9300762011623852957", testAccount: false, creditor: { name: "Test Association", country: "CH" } });
    });
  });

  it("wants ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "chair@example.org" })).toThrow(/together/);
    expect(parseEnv({ ADMIN_EMAIL: "Chair@Example.org", ADMIN_PASSWORD: "long-enough" }).admin).toEqual({
      email: "chair@example.org",
      password: "long-enough",
    });
  });

  it("reads BACKUP_PASSPHRASE as it is, empty as unset, and refuses a short or multi-line one, naming it", () => {
    expect(parseEnv({ BACKUP_PASSPHRASE: "  twelve or more, spaces kept " }).backupPassphrase).toBe("  twelve or more, spaces kept ");
    expect(parseEnv({ BACKUP_PASSPHRASE: "" }).backupPassphrase).toBeUndefined();
    expect(() => parseEnv({ BACKUP_PASSPHRASE: "short" })).toThrow("BACKUP_PASSPHRASE must be at least 12 characters long.");
    expect(() => parseEnv({ BACKUP_PASSPHRASE: "long enough\nbut two lines" })).toThrow(/BACKUP_PASSPHRASE must be one line of text/);
  });

  it("rejects a port that is not a number", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
  });

  it("reads TRUST_PROXY as a number of proxies, none by default", () => {
    expect(parseEnv({}).trustedProxies).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).trustedProxies).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("answers PUBLIC_URL's host and the names of ALLOWED_HOSTS (comma-separated, any case), and refuses a URL or a port there", () => {
    expect(parseEnv({ PUBLIC_URL: "https://members.example.org/" }).allowedHosts).toEqual(["members.example.org"]);
    expect(parseEnv({ PORT: "4000", ALLOWED_HOSTS: " Board.example.net., intranet ,, [::1]" }).allowedHosts).toEqual(["localhost", "board.example.net", "intranet", "[::1]"]);
    expect(() => parseEnv({ ALLOWED_HOSTS: "https://board.example.net" })).toThrow(/ALLOWED_HOSTS/);
    expect(() => parseEnv({ ALLOWED_HOSTS: "board.example.net:8080" })).toThrow(/ALLOWED_HOSTS/);
  });

  it("reads FILE_SHARE_MAX_BYTES as a number of bytes, 25 MiB by default", () => {
    expect(parseEnv({}).fileShareMaxBytes).toBe(25 * 1024 * 1024);
    expect(parseEnv({ FILE_SHARE_MAX_BYTES: "1048576" }).fileShareMaxBytes).toBe(1048576);
    expect(() => parseEnv({ FILE_SHARE_MAX_BYTES: "25MB" })).toThrow(/FILE_SHARE_MAX_BYTES/);
  });

  it("keeps the file share on the disk by default, and in S3 with STORAGE=s3, refusing to start without the bucket or credentials, naming each", () => {
    expect(parseEnv({}).storage).toEqual({ kind: "disk" });
    expect(() => parseEnv({ STORAGE: "ftp" })).toThrow("STORAGE must be disk or s3");
    const missing = () => parseEnv({ STORAGE: "s3", S3_BUCKET: " " });
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) expect(missing).toThrow(`${name} is required with STORAGE=s3`);
    const credentials = { S3_BUCKET: "ssem-files", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" };
    // AWS itself: no endpoint, the bucket in the host name.
    expect(parseEnv({ STORAGE: "s3", ...credentials }).storage).toEqual({
      kind: "s3",
      endpoint: undefined,
      bucket: "ssem-files",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    // A server of one's own: the bucket in the path unless told otherwise.
    const own = { STORAGE: "s3", ...credentials, S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "ch-gva-2" };
    expect(parseEnv(own).storage).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "ch-gva-2", forcePathStyle: true });
    expect(parseEnv({ ...own, S3_FORCE_PATH_STYLE: "false" }).storage).toMatchObject({ forcePathStyle: false });
    expect(() => parseEnv({ ...own, S3_ENDPOINT: "not a url" })).toThrow("S3_ENDPOINT");
    expect(() => parseEnv({ ...own, S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE must be true or false");
  });

  it("reads BACKUP_KEEP as how many daily archives stay, 14 by default, at least one", () => {
    expect(parseEnv({}).backupKeep).toBe(14);
    expect(parseEnv({ BACKUP_KEEP: "30" }).backupKeep).toBe(30);
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(() => parseEnv({ BACKUP_KEEP: "two weeks" })).toThrow(/BACKUP_KEEP/);
  });

  it("turns the dev mailbox off in production and whenever SMTP_URL is set", () => {
    expect(parseEnv({}).devMailbox).toBe(true);
    expect(parseEnv({ SMTP_URL: "smtp://mail.example.org" }).devMailbox).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: "https://a.example.org", SMTP_URL: "smtp://m.example.org", ...testBillingEnv }).devMailbox).toBe(false);
  });
});
