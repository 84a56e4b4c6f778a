import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";

/**
 * Browser features no page of the site uses, denied to it and to anything it could embed, so an injected script
 * cannot ask for the camera or a payment. Passkeys stay allowed for the site's own origin (ADR 030). Only features
 * Chromium knows: an unknown one is a console error on every page.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];
const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  "publickey-credentials-get=(self)",
  "publickey-credentials-create=(self)",
].join(", ");

/**
 * The protective headers every response carries (Helmet's set, as Hono's secureHeaders sends it,
 * with our choices), as one record: the built site's files carry them precomputed (web/site.ts).
 */
export function securityHeaders(env: Pick<Env, "isProduction">): Record<string, string> {
  return {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": PERMISSIONS_POLICY,
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(env.isProduction ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

export function secureHeaders(env: Pick<Env, "isProduction">): MiddlewareHandler {
  const headers = Object.entries(securityHeaders(env));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
