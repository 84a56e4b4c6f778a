import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet a sign-in stays well under 100 ms here.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
