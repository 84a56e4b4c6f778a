import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { preparedPerDatabase, prepareSelect } from "./prepared-select";
import type { invoiceChanges, memberChanges } from "./schema";

/** A one-row counter that a trigger moves at every commit that changed some data (migrations 0012 and 0017). */
type ChangeCounter = typeof memberChanges | typeof invoiceChanges;

/**
 * The version of the data a counter follows, which perVersion keeps values by: as a column, so that
 * a page's own statement carries it (one round trip fewer), and alone, for a request that has no
 * row to carry it (a page past the last one). `name` names the prepared statement.
 */
export function changeVersion(counter: ChangeCounter, name: string) {
  const statement = preparedPerDatabase((db) => prepareSelect(db.select({ version: counter.version }).from(counter), name));
  return {
    column: sql`(select ${counter.version} from ${counter})`.mapWith(counter.version),
    async read(db: Database): Promise<number> {
      const [row] = await statement(db).execute();
      return row?.version ?? 0;
    },
  };
}
