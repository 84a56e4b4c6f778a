/** argon2id's cost: memory in KiB, passes over it, and lanes. */
export type PasswordCost = { memoryCost: number; timeCost: number; parallelism: number };

/**
 * What PASSWORD_HASH_COST names. `standard` is OWASP's argon2id baseline (19 MiB, 2 passes): strong, yet a sign-in
 * stays well under 100 ms here. `test` is the least argon2id accepts, for test runs that create thousands of
 * accounts; production refuses it (env.ts), and a hash keeps its own cost, so it is verified at the cost it was made.
 */
export const passwordCosts = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 8, timeCost: 1, parallelism: 1 },
} as const satisfies Record<string, PasswordCost>;
