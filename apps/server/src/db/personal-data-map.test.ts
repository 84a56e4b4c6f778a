import { notPersonal, personalDataCategories, personalDataColumns } from "@ssem/core";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";

/** Every table of the schema with its columns' SQL names. */
const schemaColumns = Object.fromEntries(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name).sort()];
    }),
);

describe("the personal-data map (issue 27, ADR 026)", () => {
  it("classifies every column of every table, as personal data of a category or as not personal", () => {
    const unclassified = Object.entries(schemaColumns).flatMap(([table, columns]) =>
      columns.filter((column) => personalDataColumns[table]?.[column] === undefined).map((column) => `${table}.${column}`),
    );
    expect(unclassified, "add these columns to personalDataColumns in packages/core/src/personal-data.ts").toEqual([]);
  });

  it("names no table or column the schema does not have", () => {
    const stale = Object.entries(personalDataColumns).flatMap(([table, columns]) =>
      Object.keys(columns).filter((column) => !schemaColumns[table]?.includes(column)).map((column) => `${table}.${column}`),
    );
    expect(stale).toEqual([]);
  });

  it("uses every category, and only categories it defines", () => {
    const used = new Set(Object.values(personalDataColumns).flatMap((columns) => Object.values(columns)));
    used.delete(notPersonal);
    expect([...used].sort()).toEqual(Object.keys(personalDataCategories).sort());
  });
});
