/** How far a chain is followed: Drizzle wraps the driver's error once; a cause may also point back to itself. */
const MAX_DEPTH = 4;

/**
 * An error and the errors behind it, outermost first. Drizzle keeps the driver's error, which
 * holds the SQLSTATE code and the connection problem, as its cause.
 */
export function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let candidate = error; candidate instanceof Error && chain.length < MAX_DEPTH; candidate = candidate.cause) chain.push(candidate);
  return chain;
}
