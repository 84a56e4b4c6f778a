import { hash, verify } from "@node-rs/argon2";
import type { PasswordCost } from "./password-cost";

/** An argon2id hash at `cost` (the environment's PASSWORD_HASH_COST, env.passwordCost). */
export const hashPassword = (password: string, cost: PasswordCost) => hash(password, { algorithm: 2 /* Argon2id */, ...cost });

/** Checks at the cost written in the hash itself. */
export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
