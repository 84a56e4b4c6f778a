const started = new Map<string, Promise<unknown>>();

/**
 * Runs `act` at most once per page load and key; later calls get the first call's promise. For
 * what a page does when it opens with a one-time token: React runs every effect twice in
 * development (StrictMode, which React Router's entry renders), and a remount would run it again,
 * but the token must be sent once.
 */
export function oncePerPage<T>(key: string, act: () => Promise<T>): Promise<T> {
  const running = started.get(key) ?? act();
  started.set(key, running);
  return running as Promise<T>;
}
