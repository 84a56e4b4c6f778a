/** Hands a file the page already holds to the browser as a download under `name`. */
export function saveFile(content: Blob, name: string): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Some browsers read the blob after the click returns; a minute later it is surely saved.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
