import { randomInt } from "node:crypto";
import { RECOVERY_CODE_ALPHABET } from "@ssem/core";

const CODE_COUNT = 10;

/** Ten recovery codes (ADR 027) as better-auth shows them, five characters, a hyphen, five (about 58 bits each). */
export function recoveryCodes(): string[] {
  const character = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, character).join("");
  return Array.from({ length: CODE_COUNT }, () => `${part()}-${part()}`);
}
