import { randomInt } from "node:crypto";

/**
 * Letters and digits without those read or typed as one another from paper: l and I (and 1 beside
 * them), O and 0. A code read out over the phone or typed from a print-out then means one thing.
 */
const RECOVERY_CODE_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_COUNT = 10;

/** Ten recovery codes (ADR 027) as better-auth shows them, five characters, a hyphen, five (about 58 bits each). */
export function recoveryCodes(): string[] {
  const character = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, character).join("");
  return Array.from({ length: CODE_COUNT }, () => `${part()}-${part()}`);
}
