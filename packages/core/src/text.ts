import type { RefusalRule } from "./issue-rule";
import { z } from "./zod";

// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlOrLineBreak = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// The same, except the line breaks and tabs a multi-line text legitimately holds.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlExceptLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Invisible format characters (Unicode category Cf): bidi overrides and isolates (U+202A..U+202E,
// U+2066..U+2069), zero-width spaces and joiners (U+200B..U+200F), the BOM (U+FEFF), the soft hyphen.
// They show nothing themselves but can reorder or hide what a name or text shows in admin lists and
// the CSV export, so they are refused like control characters.
const formatCharacter = /\p{Cf}/u;
// A UTF-16 surrogate without its partner cannot be stored as UTF-8.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The refusal of a character a one-line or a multi-line text must not hold. Its `rule` lets a form say it in
 * the reader's language (issue 26) without reading the English sentence, which names the field.
 */
export const refusedCharacters = {
  singleLine: (label: string) => ({ message: `${label} must not contain line breaks or control characters`, params: { rule: "single_line" satisfies RefusalRule } }),
  multiLine: (label: string) => ({ message: `${label} must not contain control characters`, params: { rule: "control_characters" satisfies RefusalRule } }),
} as const;

/** Whether a one-line value (name, place, phone, e-mail, password) holds only printable, visible characters. */
export function isPrintableLine(value: string): boolean {
  return !controlOrLineBreak.test(value) && !formatCharacter.test(value) && !loneSurrogate.test(value);
}

/** Whether a multi-line value (a message) holds only printable, visible characters, line breaks and tabs. */
export function isPrintableText(value: string): boolean {
  return isPlainText(value) && !formatCharacter.test(value);
}

/**
 * Whether a file's content is plain text: no control characters but tabs and line breaks. Format
 * characters are allowed here: a shared document legitimately holds soft hyphens or zero-width
 * joiners, and its text is downloaded, never shown in a list beside other people's entries.
 */
export function isPlainText(value: string): boolean {
  return !controlExceptLineBreaks.test(value) && !loneSurrogate.test(value);
}

/**
 * A trimmed one-line text of at most `max` characters. Control characters and line breaks are
 * refused: PostgreSQL rejects NUL, and a line break in a name could shape the e-mails it appears in.
 */
export function lineText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPrintableLine, refusedCharacters.singleLine(label));
}

/** A trimmed multi-line text of at most `max` characters: line breaks and tabs allowed, other control characters not. */
export function multiLineText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isPrintableText, refusedCharacters.multiLine(label));
}
