import type { MiddlewareHandler } from "hono";

/**
 * The site's Content-Security-Policy. Prerendered pages carry small inline bootstrap scripts
 * from React Router; each page's policy allows exactly its own by sha256 hash, never 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // Toasts and dialogs position themselves with inline styles; a style cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Gives every response the strict policy unless the handler set a page-specific one. */
export function defaultContentSecurityPolicy(): MiddlewareHandler {
  const policy = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    if (!c.res.headers.has("content-security-policy")) c.res.headers.set("content-security-policy", policy);
  };
}
