import { parseAccept } from "hono/utils/accept";

export type ContentCoding = "br" | "gzip";

/**
 * The content coding to send, of those a file has (in the server's order of preference), as the client's
 * Accept-Encoding weighs them (RFC 9110 §12.5.3): q=0 refuses a coding, `*` stands for any the header does not
 * name, and the highest weight wins, the server's order breaking ties; `identity` named with a higher weight wins over
 * them all. Undefined: send the identity.
 */
export function chooseEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const weightOf = (coding: string) =>
    (accepted.find((entry) => entry.type.toLowerCase() === coding) ?? accepted.find((entry) => entry.type === "*"))?.q ?? 0;
  let best: { coding: ContentCoding; q: number } | undefined;
  for (const coding of available) {
    const q = weightOf(coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  const identity = accepted.find((entry) => entry.type.toLowerCase() === "identity");
  return best && (!identity || best.q >= identity.q) ? best.coding : undefined;
}
