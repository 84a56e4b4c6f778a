/**
 * The setting that has a test's server, in-process or spawned, hash passwords at the least cost argon2id accepts:
 * a run makes thousands of accounts and sign-ins. Production refuses it (env.ts); env.test.ts checks production's cost.
 */
export const TEST_PASSWORD_COST = { PASSWORD_HASH_COST: "test" } as const;
