import { IMPORT_BATCH_SIZE, type ImportResult, importRowOutcome } from "@ssem/core";
import { describe, expect, it } from "vitest";
import { type ImportProgress, importInBatches, ImportStopped } from "./import-in-batches";

const rows = Array.from({ length: IMPORT_BATCH_SIZE * 2 + 5 }, (_, index) => ({ line: index + 2, email: `p${index}@example.org` }));
type Row = (typeof rows)[number];

/** Stands in for the server: the first row of each batch is skipped, the rest imported. */
const answer = (batch: Row[]): ImportResult => ({
  imported: batch.slice(1).map(({ email }) => ({ email })),
  skipped: [importRowOutcome(batch[0]!.line, batch[0]!.email, [{ rule: "exists" }])],
  failed: [],
});

describe("importInBatches", () => {
  it("sends batches in order, reports progress after each and merges the answers", async () => {
    const sent: number[] = [];
    const progress: ImportProgress[] = [];
    const result = await importInBatches(rows, async (batch) => (sent.push(batch.length), answer(batch)), (step) => progress.push(step));

    expect(sent).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 5]);
    expect(progress.map(({ done, total }) => [done, total])).toEqual([
      [IMPORT_BATCH_SIZE, rows.length],
      [IMPORT_BATCH_SIZE * 2, rows.length],
      [rows.length, rows.length],
    ]);
    expect(result.imported).toHaveLength(rows.length - 3);
    expect(result.skipped.map(({ line }) => line)).toEqual([2, 2 + IMPORT_BATCH_SIZE, 2 + IMPORT_BATCH_SIZE * 2]);
  });

  it("stops at a failed batch and keeps what the earlier batches did", async () => {
    let calls = 0;
    const failing = async (batch: Row[]) => {
      calls += 1;
      if (calls === 2) throw new Error("Network down");
      return answer(batch);
    };
    const stopped = await importInBatches(rows, failing, () => {}).catch((error: unknown) => error);

    expect(stopped).toBeInstanceOf(ImportStopped);
    expect((stopped as ImportStopped).message).toBe("Network down");
    expect((stopped as ImportStopped).progress).toMatchObject({ done: IMPORT_BATCH_SIZE, total: rows.length });
    expect((stopped as ImportStopped).progress.result.imported).toHaveLength(IMPORT_BATCH_SIZE - 1);
    expect(calls).toBe(2);
  });
});
