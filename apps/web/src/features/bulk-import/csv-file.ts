/** Only CSV files: browsers report text/csv, or (Excel on Windows) another type for a .csv name. */
export function isCsvFile(file: File): boolean {
  return file.type === "text/csv" || /\.csv$/i.test(file.name);
}

/** A file's text: UTF-8 (with or without BOM), or Windows-1252 as older Excel versions save it. */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
