import { describe, expect, it } from "vitest";
import { dashboardItem, isCurrentItem, loginItem, navItems } from "./nav-items";

const home = navItems.find((item) => item.to === "/")!;
const emergencyMedicine = navItems.find((item) => item.to === "/emergency-medicine")!;

describe("isCurrentItem", () => {
  it("marks Home on the home page only", () => {
    expect(isCurrentItem(home, "/")).toBe(true);
    expect(isCurrentItem(home, "/about")).toBe(false);
  });

  it("marks an item on its pages below it, but not on a page that only starts with the same letters", () => {
    expect(isCurrentItem(emergencyMedicine, "/emergency-medicine/career-paths")).toBe(true);
    expect(isCurrentItem(emergencyMedicine, "/emergency-medicine-x")).toBe(false);
  });

  it("marks Member Login on the link page and Dashboard on every member page", () => {
    expect(isCurrentItem(loginItem, "/recover")).toBe(true);
    for (const path of ["/member-dashboard", "/admin-dashboard", "/file-share"]) expect(isCurrentItem(dashboardItem, path)).toBe(true);
    expect(isCurrentItem(dashboardItem, "/auth")).toBe(false);
  });
});
