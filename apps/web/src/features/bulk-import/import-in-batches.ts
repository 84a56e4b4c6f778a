import { IMPORT_BATCH_SIZE, type ImportResult } from "@ssem/core";

export type ImportProgress = { done: number; total: number; result: ImportResult };

/** Thrown when a batch fails: what the earlier batches did is kept, so the screen can show it. */
export class ImportStopped extends Error {
  constructor(
    readonly progress: ImportProgress,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : "Import failed");
  }
}

/**
 * Sends the rows in batches of IMPORT_BATCH_SIZE, one after another, so a file of 2,000 rows shows
 * its progress (ADR 013). Each batch is a transaction of its own on the server; after a failure,
 * importing the same file again skips the members already created.
 */
export async function importInBatches<Row>(
  rows: readonly Row[],
  send: (batch: Row[]) => Promise<ImportResult>,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> {
  const result: ImportResult = { imported: [], skipped: [], failed: [] };
  for (let done = 0; done < rows.length; ) {
    const batch = rows.slice(done, done + IMPORT_BATCH_SIZE);
    let answer: ImportResult;
    try {
      answer = await send(batch);
    } catch (error) {
      throw new ImportStopped({ done, total: rows.length, result }, error);
    }
    result.imported.push(...answer.imported);
    result.skipped.push(...answer.skipped);
    result.failed.push(...answer.failed);
    done += batch.length;
    onProgress({ done, total: rows.length, result: { imported: [...result.imported], skipped: [...result.skipped], failed: [...result.failed] } });
  }
  return result;
}
