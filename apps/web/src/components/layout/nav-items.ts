import { type Locale, m } from "@ssem/core";

export type NavItem = {
  to: string;
  /** The catalogue's message for the link text (ADR 029). */
  label: (inputs: Record<string, never>, options: { locale: Locale }) => string;
  /** Other pages this item stands for: it is marked as the current page on them too. */
  alsoFor?: string[];
};

/** The header's links, in the order the specification gives. */
export const navItems: NavItem[] = [
  { to: "/", label: m.nav_home },
  { to: "/about", label: m.nav_about },
  { to: "/membership", label: m.nav_membership },
  { to: "/emergency-medicine", label: m.nav_emergency_medicine },
  { to: "/events", label: m.nav_events },
  { to: "/contact", label: m.nav_contact },
  { to: "/legal", label: m.nav_legal },
];

export const loginItem: NavItem = { to: "/auth", label: m.nav_login, alsoFor: ["/recover"] };
export const dashboardItem: NavItem = { to: "/member-dashboard", label: m.nav_dashboard, alsoFor: ["/admin-dashboard", "/file-share"] };

/** Whether `item` stands for the page at `pathname`: its own page, a page below it, or one it is also for. */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || (item.alsoFor?.includes(pathname) ?? false);
}

/** A route's `handle`: `signInReturnsHere: false` keeps Member Login from coming back to it (the not-found page). */
export type SignInHandle = { signInReturnsHere?: false };
