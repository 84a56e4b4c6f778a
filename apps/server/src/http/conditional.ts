import { createHash } from "node:crypto";

/** Weak: the same tag stands for every encoding of the same content. */
export const weakEtag = (content: Uint8Array) => `W/"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;

/**
 * Whether a GET may be answered 304 Not Modified (RFC 9110 §13.1.2, §13.1.3, weak comparison): If-None-Match
 * names the current tag (or is `*`); without If-None-Match, If-Modified-Since is no earlier than the last change,
 * compared in whole seconds as HTTP dates are written. An unreadable date is ignored, as the RFC asks.
 */
export function notModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, current: { etag: string; lastModified?: Date }): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  if (headers.ifNoneMatch !== undefined) {
    return headers.ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || weak(tag) === weak(current.etag));
  }
  if (headers.ifModifiedSince === undefined || !current.lastModified) return false;
  const since = Date.parse(headers.ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}
