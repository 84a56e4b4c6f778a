import { enteredPasswordSchema } from "./membership";
import { z } from "./zod";

/**
 * The characters of a recovery code: letters and digits without those read or typed as one another from
 * paper: l and I (and 1 beside them), O and 0. A code read out over the phone or typed from a print-out
 * then means one thing. The example in the messages is made of them too.
 */
export const RECOVERY_CODE_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** What the sign-in's second step and the enrolment say about a code (ADR 027). */
export const twoFactorMessages = {
  totpCode: "Please enter the 6-digit code from your authenticator app",
  recoveryCode: "Please enter one of your recovery codes, like ab23C-4dE56",
  eitherCode: "Please enter the 6-digit code from your authenticator app or one of your recovery codes",
} as const;

// Authenticator apps show the code as "123 456"; the space is typed along often enough to allow it.
const totpCode = z
  .string({ error: twoFactorMessages.totpCode })
  .transform((code) => code.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.totpCode));

/** A recovery code as better-auth makes them: ten letters or digits, shown with a hyphen after the fifth. */
const recoveryCode = z
  .string({ error: twoFactorMessages.recoveryCode })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, twoFactorMessages.recoveryCode)
  .transform((code) => (code.includes("-") ? code : `${code.slice(0, 5)}-${code.slice(5)}`));

/** Whether what was typed into the one code field looks like a TOTP code (else it is taken as a recovery code). */
export const looksLikeTotpCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ""));

/** POST /api/auth/two-factor/enable: the password again, before a secret is made. */
export const enableTwoFactorSchema = z.object({ password: enteredPasswordSchema });

/** POST /api/auth/two-factor/verify-totp: a code, at sign-in or to confirm the enrolment. */
export const totpCodeSchema = z.object({ code: totpCode });

/** POST /api/auth/two-factor/verify-backup-code: a recovery code instead, at sign-in. */
export const recoveryCodeSchema = z.object({ code: recoveryCode });

/**
 * POST /api/auth/two-factor/disable: the password and a current code (or a recovery code, for a
 * lost device), so that a session left open alone cannot turn it off.
 */
export const disableTwoFactorSchema = z.object({
  password: enteredPasswordSchema,
  code: z.union([totpCode, recoveryCode], { error: twoFactorMessages.eitherCode }),
});

/** POST /api/auth/two-factor/generate-backup-codes: new recovery codes, with the same proof as turning it off. */
export const regenerateRecoveryCodesSchema = disableTwoFactorSchema;
