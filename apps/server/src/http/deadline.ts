/**
 * `work`'s result, or `fallback` once `milliseconds` have passed: for answers that must not wait
 * as long as the pool's timeouts on a frozen database (the health check, a page's session
 * lookup). The work itself goes on and ends with those timeouts; its late failure is ignored.
 */
export async function withDeadline<T, F>(work: Promise<T>, milliseconds: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), milliseconds)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
