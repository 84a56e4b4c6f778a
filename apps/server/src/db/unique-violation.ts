import { errorChain } from "./error-chain";

/**
 * Whether a write failed on a unique constraint (SQLSTATE 23505), looking through Drizzle's
 * wrapper to the driver's error. Two requests that both found no row and both inserted one end
 * here: the caller answers as if the row had been there.
 */
export function isUniqueViolation(error: unknown): boolean {
  return errorChain(error).some((cause) => (cause as Error & { code?: unknown }).code === "23505");
}
