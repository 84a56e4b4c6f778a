import { localizedPath } from "./i18n/locale-path";
import { isLocale, type Locale } from "./i18n/paraglide/runtime.js";

/**
 * The e-mailed links to /auth, built and read in one place: the server builds them, /auth reads
 * them. Tokens travel in the fragment, which browsers never send to a server, so opening a link
 * (or a mail scanner following it) uses nothing up (ADR 005).
 */
export type AuthLinkType = "signup" | "invite" | "recovery";

/** The sign-in page in the recipient's language (ADR 029): German before any script runs at /de/auth. */
const signInPage = (publicUrl: string, locale: Locale) => `${publicUrl}${localizedPath("/auth", locale)}`;

/**
 * The plain sign-in page an e-mail points to when it carries no token (approval, "already registered"), naming the
 * recipient's language as every e-mailed link to /auth does (below).
 */
export function signInLink(publicUrl: string, locale: Locale): string {
  return `${signInPage(publicUrl, locale)}#lang=${locale}`;
}

/**
 * The link an e-mail carries for a one-time token of `type`, on the site at `publicUrl`: the sign-in page in the
 * recipient's language (the mail's). The fragment names the language too, which the page adopts for the pages with
 * one address on that device, and which links sent before the sign-in page had a path per language still carry.
 */
export function authLink(publicUrl: string, type: AuthLinkType, token: string, locale: Locale): string {
  const parameter = type === "signup" ? "token_hash" : "access_token";
  return `${signInPage(publicUrl, locale)}#type=${type}&${parameter}=${encodeURIComponent(token)}&lang=${locale}`;
}

/** The recipient's language an e-mailed link names, if any. */
export function authLinkLocale(hash: string): Locale | undefined {
  const lang = new URLSearchParams(hash.replace(/^#/, "")).get("lang");
  return lang && isLocale(lang) ? lang : undefined;
}

/** What the address fragment of /auth asks for (the e-mailed links put their tokens there). */
export type AuthFragment =
  | { kind: "none" }
  | { kind: "error"; description: string }
  | { kind: "confirmSignup"; tokenHash: string }
  | { kind: "setPassword"; type: "invite" | "recovery"; token: string };

export const LINK_INVALID_FALLBACK = "The link has expired or been used. Please request a new one.";

export function parseAuthFragment(hash: string): AuthFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  if (params.has("error") || params.has("error_description")) {
    return { kind: "error", description: params.get("error_description")?.trim() || LINK_INVALID_FALLBACK };
  }
  const type = params.get("type");
  const tokenHash = params.get("token_hash");
  const accessToken = params.get("access_token");
  if (type === "signup" && tokenHash) return { kind: "confirmSignup", tokenHash };
  if ((type === "invite" || type === "recovery") && accessToken) return { kind: "setPassword", type, token: accessToken };
  if (type || tokenHash || accessToken) return { kind: "error", description: LINK_INVALID_FALLBACK };
  return { kind: "none" };
}
