import { searchFold } from "@ssem/core";
import { type SQL, sql } from "drizzle-orm";

/**
 * Case-insensitive substring search, the same on every server: text is lower-cased by ICU, so
 * that "österreich" finds "Österreich" even where the database's locale is C (the embedded
 * cluster's), whose lower() and ILIKE fold ASCII letters only. A trigram index over the same
 * `folded(...)` expression (schema.ts) lets PostgreSQL answer without reading every row.
 */
export const folded = (text: unknown): SQL => sql`lower(${text} collate "und-x-icu")`;

/**
 * A pattern for a stored column that already holds folded text (a generated search column):
 * lower-cased by ICU as `folded` does, then compared in the column's own collation. A comparison
 * takes its operands' collation, and a trigram index answers only comparisons in the collation it
 * was built with (the column's): compared in ICU's, the search never used its index and read every
 * row (ADR 021).
 */
export const foldedForStoredText = (text: unknown): SQL => sql`(${folded(text)} collate "default")`;

/** A LIKE pattern for "contains": `%` and `_` typed by a visitor are searched for as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** `column` contains `text`, in any case. */
export const containsText = (column: unknown, text: string): SQL => sql`${folded(column)} like ${folded(containsPattern(text))}`;

/**
 * What an admin search of people and invoices looks in (issue 39, point 20; ADR 021): the text lower-cased as
 * `folded` does, then once more in the search spelling of core's `searchFold` (PostgreSQL's `search_fold`, migration
 * 0029), in which "Müller" and "Mueller" are both "muller". The unfolded half keeps every match a search had before
 * the fold: "eller" is in "mueller" but not in its fold. In the default collation, as a stored column is: an index
 * over it serves comparisons in that collation only (`foldedForStoredText`).
 */
export const searchable = (text: unknown): SQL => sql`((${folded(text)} collate "default") || ' ' || search_fold(${text}))`;

/** The two LIKE patterns of what an admin typed: as typed (lower-cased by the database), and in the search spelling. */
export const searchPatterns = (typed: string) => ({ pattern: containsPattern(typed), foldedPattern: containsPattern(searchFold(typed)) });

/**
 * `stored` (a `searchable` column or expression) contains what was typed, either way; both comparisons are answered
 * by the same trigram index. The folded pattern is already lower case and compared in `stored`'s own collation.
 */
export const matchesSearch = (stored: unknown, pattern: unknown, foldedPattern: unknown): SQL =>
  sql`(${stored} like ${foldedForStoredText(pattern)} or ${stored} like ${foldedPattern})`;
