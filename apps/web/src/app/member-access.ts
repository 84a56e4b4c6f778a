import { type Access, hasAccess, localeOfPath, localizedPath, type Role, signInPathFrom } from "@ssem/core";

/**
 * Where the member layout sends someone instead of rendering the page at `path`, which needs `access`: to /auth in its language
 * (for a visitor, with the page to return to after signing in),
 * as the spec says for visitors and for users without the page's role ("Non-admins are sent to
 * /auth"); /auth in turn sends a signed-in user on to the dashboard. null when the page may render.
 * `roles` is null for a visitor.
 */
export function memberAreaRedirect(roles: readonly Role[] | null, access: Access, path: string, twoFactorRequired = false): string | null {
  if (roles === null) return signInPathFrom(path); // and back to the page once signed in
  // In the language of the page asked for (ADR 029).
  const locale = localeOfPath(path);
  if (!hasAccess(roles, access)) return localizedPath("/auth", locale);
  // An admin without the second factor the setting requires sets it up first (ADR 027).
  return access === "admin" && twoFactorRequired ? localizedPath(TWO_FACTOR_SETUP_PATH, locale) : null;
}

/** The dashboard with the Two-Factor Authentication card open at its first step. */
export const TWO_FACTOR_SETUP_PATH = "/member-dashboard?two-factor=setup";
