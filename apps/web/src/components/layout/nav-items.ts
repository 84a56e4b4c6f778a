export type NavItem = { to: string; label: string };

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

export const loginItem: NavItem = { to: "/auth", label: "Member Login" };
export const dashboardItem: NavItem = { to: "/member-dashboard", label: "Dashboard" };
