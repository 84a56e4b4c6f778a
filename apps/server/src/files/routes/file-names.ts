/** Longest stored name in UTF-8 bytes: below the 255 of common file systems, with room to spare. */
export const MAX_FILE_NAME_BYTES = 200;

// Control and format characters (NUL, newlines, bidi overrides) and what Windows cannot store.
const unsafeCharacters = /[\p{Cc}\p{Cf}<>:"|?*]/gu;

/**
 * The name a file is stored under, readable as the uploader wrote it (umlauts stay): path parts,
 * control characters and leading dots go, and a long name is shortened before its extension.
 * Null if nothing usable is left.
 */
export function cleanFileName(raw: string): string | null {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base.replace(unsafeCharacters, "").trim().replace(/^[.\s]+/, "").replace(/[.\s]+$/, "");
  if (cleaned === "") return null;
  return shorten(cleaned);
}

function shorten(name: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(name).length <= MAX_FILE_NAME_BYTES) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  const characters = [...name.slice(0, name.length - extension.length)];
  while (encoder.encode(characters.join("") + extension).length > MAX_FILE_NAME_BYTES) characters.pop();
  return characters.join("").trimEnd() + extension;
}

/** An attachment header any browser saves under the right name, without letting the name break the header. */
export function attachmentDisposition(name: string): string {
  const asciiFallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}
