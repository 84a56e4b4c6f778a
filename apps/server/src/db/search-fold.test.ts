import { searchFold } from "@ssem/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing/test-database";
import type { DatabaseHandle } from "./client";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** PostgreSQL's fold of many texts in one round trip, in their order. */
async function foldedByDatabase(texts: readonly string[]): Promise<string[]> {
  const result = await database.db.execute(
    sql`select search_fold(text) as folded from unnest(${sql.param(texts)}::text[]) with ordinality as given(text, position) order by position`,
  );
  return (result as unknown as { rows: Array<{ folded: string }> }).rows.map((row) => row.folded);
}

/**
 * Letters a name may hold, from the scripts both engines' Unicode versions know alike: Latin with its extensions and
 * the combining marks, Greek and Cyrillic, the letterlike symbols and the ligatures and full-width forms NFKD takes apart.
 */
const nameCharacter = fc.oneof(
  fc.integer({ min: 0x20, max: 0x24f }),
  fc.integer({ min: 0x300, max: 0x36f }),
  fc.integer({ min: 0x370, max: 0x4ff }),
  fc.integer({ min: 0x1e00, max: 0x1eff }),
  fc.integer({ min: 0x2100, max: 0x214f }),
  fc.integer({ min: 0xfb00, max: 0xfb06 }),
  fc.integer({ min: 0xff01, max: 0xff5e }),
);
const nameText = fc.array(nameCharacter, { maxLength: 30 }).map((points) => String.fromCodePoint(...points));

describe("search_fold (migration 0029)", () => {
  it("folds the issue's names as core's searchFold does", async () => {
    const names = ["Müller", "Mueller", "MUELLER", "muller", "Straße", "Françoise Bérard-Lévêque", "Søren Łukasz", "Antonín Dvořák-Čolić", "ℂafé ﬁne"];
    expect(await foldedByDatabase(names)).toEqual(names.map(searchFold));
  });

  it("folds any text of these scripts as core's searchFold does, so what is typed and what is stored meet", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(nameText, { minLength: 1, maxLength: 200 }), async (texts) => {
        expect(await foldedByDatabase(texts)).toEqual(texts.map(searchFold));
      }),
      { numRuns: 20 },
    );
  });
});
