import { type Access, hasAccess, type Role } from "@ssem/core";

/**
 * Where the member layout sends someone instead of rendering a page that needs `access`: to /auth,
 * as the spec says for visitors and for users without the page's role ("Non-admins are sent to
 * /auth"); /auth in turn sends a signed-in user on to the dashboard. null when the page may render.
 * `roles` is null for a visitor.
 */
export function memberAreaRedirect(roles: readonly Role[] | null, access: Access): string | null {
  return roles !== null && hasAccess(roles, access) ? null : "/auth";
}
