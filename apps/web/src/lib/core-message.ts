/**
 * A message of a core schema or API (English, word for word from the spec) in the reader's language: the
 * translation under the same key, or the message as it is when it is none of `english`'s (issue 26).
 */
export function inReadersLanguage<Key extends string>(
  message: string,
  english: Readonly<Record<Key, string>>,
  translated: Readonly<Record<Key, string>>,
): string {
  const key = (Object.keys(english) as Key[]).find((candidate) => english[candidate] === message);
  return key === undefined ? message : translated[key];
}
