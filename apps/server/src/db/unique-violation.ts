/**
 * Whether a write failed on a unique constraint (SQLSTATE 23505), looking through Drizzle's
 * wrapper to the driver's error. Two requests that both found no row and both inserted one end
 * here: the caller answers as if the row had been there.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === "23505") return true;
  }
  return false;
}
