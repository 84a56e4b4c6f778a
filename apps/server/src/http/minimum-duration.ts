/**
 * Runs `work` and answers no sooner than `milliseconds` after `startedAt`, so that the time an
 * answer takes does not tell which branch ran (an address with or without an account). The
 * floor must lie above the slowest branch's usual duration.
 */
export async function withMinimumDuration<T>(startedAt: number, milliseconds: number, work: () => Promise<T>): Promise<T> {
  const result = await work();
  const remaining = startedAt + milliseconds - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return result;
}
