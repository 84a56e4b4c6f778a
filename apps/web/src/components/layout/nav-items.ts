export type NavItem = {
  to: string;
  label: string;
  /** Other pages this item stands for: it is marked as the current page on them too. */
  alsoFor?: string[];
};

/** The header's links, in the order the specification gives. */
export const navItems: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About Us" },
  { to: "/membership", label: "Become a Member" },
  { to: "/emergency-medicine", label: "Emergency Medicine" },
  { to: "/events", label: "Events" },
  { to: "/contact", label: "Contact" },
  { to: "/legal", label: "Imprint & Privacy Policy" },
];

export const loginItem: NavItem = { to: "/auth", label: "Member Login", alsoFor: ["/recover"] };
export const dashboardItem: NavItem = { to: "/member-dashboard", label: "Dashboard", alsoFor: ["/admin-dashboard", "/file-share"] };

/** Whether `item` stands for the page at `pathname`: its own page, a page below it, or one it is also for. */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`) || (item.alsoFor?.includes(pathname) ?? false);
}

/** A route's `handle`: `signInReturnsHere: false` keeps Member Login from coming back to it (the not-found page). */
export type SignInHandle = { signInReturnsHere?: false };
