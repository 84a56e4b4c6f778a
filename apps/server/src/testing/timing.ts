const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The difference between the median durations of `rounds` calls of `a` and of `b`, interleaved.
 * A loaded machine adds noise to both; a leak (one branch doing more work) shows in every try,
 * so the smallest difference of up to `tries` measurements is what is returned.
 */
export async function medianDifferenceMs(a: () => Promise<unknown>, b: () => Promise<unknown>, { rounds = 20, tries = 3, below = 1 } = {}) {
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  let smallest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries && smallest >= below; attempt += 1) {
    const first: number[] = [];
    const second: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      first.push(await timed(a));
      second.push(await timed(b));
    }
    smallest = Math.min(smallest, Math.abs(median(first) - median(second)));
  }
  return smallest;
}
