import { Column, is, SQL, Subquery } from "drizzle-orm";
import type { Database } from "./client";

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: Column | SQL | SQL.Aliased | Subquery };
/**
 * What Drizzle's prepared query keeps of a select, and the hook its relational queries use to map rows themselves;
 * neither is in drizzle-orm's public types. A version without `fields` makes prepareSelect throw when a statement is
 * built; one that ignored the hook would map the rows its own, slower way, to the same objects.
 */
type PreparedInternals = { fields?: SelectedField[]; customResultMapper?: (rows: unknown[][]) => unknown };

/** The decoder Drizzle's own mapping picks for a field (mapResultRow in drizzle-orm's utils): a column's, or its SQL's. */
function decoderOf(field: SelectedField["field"]): Decoder {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : is(field, Subquery) ? field._.sql : field.sql;
  // Set by .mapWith(), else Drizzle's no-op decoder; not in drizzle-orm's public types.
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/** Turns the rows of a flat selection, value arrays in the selection's order, into objects. */
function flatRowMapper(fields: SelectedField[]) {
  const nested = fields.find((each) => each.path.length !== 1);
  if (nested) throw new Error(`prepareSelect maps flat selections only; ${nested.path.join(".")} is nested`);
  const keys = fields.map((each) => each.path[0]!);
  const decoders = fields.map((each) => decoderOf(each.field));
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const entry: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) {
        const value = row[index];
        entry[keys[index]!] = value === null ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return entry;
    });
}

/**
 * A select prepared by name (or unnamed, with ""), whose rows are mapped with each field's decoder
 * looked up once, here. Drizzle's own mapping looks the decoder up again for every value of every
 * row, through `is()`'s walk up the prototype chain: 8 % of the server's CPU on the Fees tab's
 * list in bench:api (docs/benchmarks.md, session 17). The rows are the same objects either way
 * (prepared-select.test.ts compares them). Flat selections only, as every list statement is.
 */
export function prepareSelect<Prepared>(query: { prepare(name: string): Prepared }, name: string): Prepared {
  const prepared = query.prepare(name);
  const internals = prepared as unknown as PreparedInternals;
  if (!internals.fields) throw new Error("prepareSelect needs a select with its fields");
  internals.customResultMapper = flatRowMapper(internals.fields);
  return prepared;
}

/**
 * `make`'s statements, built once for each database they are used on (a process has one; the
 * tests, several), so that no SQL is assembled per request and PostgreSQL keeps their plans.
 */
export function preparedPerDatabase<Statements>(make: (db: Database) => Statements): (db: Database) => Statements {
  const built = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = make(db)));
    return statements;
  };
}
