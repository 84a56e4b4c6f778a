/**
 * The admin searches' spelling fold (issue 39, point 20; ADR 021): "muller", "mueller", "Müller" and "MUELLER" all
 * find "Müller" and "Mueller". A search folds what was typed with this function, and PostgreSQL folds what is searched
 * with `search_fold(text)` (migration 0029), which follows the same steps; `search-fold.test.ts` in the server holds
 * the two to each other on both engines.
 *
 * 1. Compatibility decomposition (NFKD): "é" is "e" and an acute accent, "ﬁ" is "fi".
 * 2. The combining diacritical marks go: é, è, à, ç, ñ and ü become e, e, a, c, n and u.
 * 3. Lower case (after 2: a decomposition can yield a capital, as "ℂ" does).
 * 4. Letters with no decomposition are spelled out: ß = ss, æ = ae, œ = oe, ø = o, đ and ð = d, ł = l, ı = i, þ = th.
 * 5. An e after a, o or u goes, as the German and Swiss spelling of an umlaut without its dots ("Mueller" is
 *    "Müller") would otherwise be a different word from the one typed without them ("muller"). "Manuel" folds to
 *    "manul" too; it is found the same way, and the searches look in the unfolded text as well (`searchable`), so
 *    "uel" still finds it.
 */

/** The combining diacritical marks, their extension and supplement, those for symbols, and the half marks. */
// eslint-disable-next-line no-misleading-character-class -- the combining marks alone are what is removed
const combiningMark = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;

/** Step 4's letters, each with its spelling. */
const spelledOutLetters = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", ı: "i", þ: "th" } as const;
const spelledOutLetter = new RegExp(`[${Object.keys(spelledOutLetters).join("")}]`, "gu");

/** Step 5: one or more e after a, o or u. Removing them leaves no such pair behind, so folding twice changes nothing. */
const umlautSpelling = /([aou])e+/g;

export function searchFold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(combiningMark, "")
    .toLowerCase()
    .replace(spelledOutLetter, (letter) => spelledOutLetters[letter as keyof typeof spelledOutLetters])
    .replace(umlautSpelling, "$1");
}
