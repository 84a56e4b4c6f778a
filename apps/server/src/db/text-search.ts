import { type SQL, sql } from "drizzle-orm";

/**
 * Case-insensitive substring search, the same on every server: text is lower-cased by ICU, so
 * that "österreich" finds "Österreich" even where the database's locale is C (the embedded
 * cluster's), whose lower() and ILIKE fold ASCII letters only. A trigram index over the same
 * `folded(...)` expression (schema.ts) lets PostgreSQL answer without reading every row.
 */
export const folded = (text: unknown): SQL => sql`lower(${text} collate "und-x-icu")`;

/** A LIKE pattern for "contains": `%` and `_` typed by a visitor are searched for as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** `column` contains `text`, in any case. */
export const containsText = (column: unknown, text: string): SQL => sql`${folded(column)} like ${folded(containsPattern(text))}`;
