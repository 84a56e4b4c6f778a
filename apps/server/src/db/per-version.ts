import type { Database } from "./client";

/** What one version keeps: each key's value, a promise shared by the requests that ask at once. */
export type KeptAtVersion<Value> = {
  has(key: string): boolean;
  /** The kept value of `key`, or `compute`'s, kept unless it fails or the version already keeps `max` values. */
  get(key: string, compute: () => Promise<Value>): Promise<Value>;
};

/**
 * Values computed once per version of some data (a counter row moved by a trigger at every commit that
 * changed it, as member_changes and invoice_changes are), for each database, so that every process
 * sees a change made by any other. The version is read before (or with) what it keeps is computed, so
 * a value is at least that new. A request that read an older version than the kept one computes for
 * itself and keeps nothing: only a newer version replaces what is kept. A failed value is not kept.
 */
export function perVersion<Value>({ max = Number.POSITIVE_INFINITY }: { max?: number } = {}) {
  const kept = new WeakMap<Database, { version: number; values: Map<string, Promise<Value>> }>();
  return (db: Database, version: number): KeptAtVersion<Value> => {
    let current = kept.get(db);
    if (current?.version !== version) {
      const fresh = { version, values: new Map<string, Promise<Value>>() };
      if (!current || version > current.version) kept.set(db, fresh);
      current = fresh;
    }
    const { values } = current;
    return {
      has: (key) => values.has(key),
      get(key, compute) {
        let value = values.get(key);
        if (!value) {
          value = compute();
          if (values.size < max) {
            values.set(key, value);
            value.catch(() => values.delete(key));
          }
        }
        return value;
      },
    };
  };
}
