import type { MemberStatus, RoleFlags } from "@ssem/core";

export type DashboardCard =
  | "applicationPending"
  | "applicationRejected"
  | "fee"
  | "profile"
  | "password"
  | "sessions"
  | "twoFactor"
  | "passkeys"
  | "myData"
  | "adminAccess"
  | "fileShare"
  | "memberFeatures"
  | "resignation";

/**
 * Which cards a user sees, in page order. The application notice comes first because it is what
 * a pending or rejected applicant needs to know; a rejected applicant keeps the pending role
 * (the admin's Reject only sets the status), so the status decides between the two notices. A
 * member's fee comes next: the open invoice is what they have to act on. Applicants have no invoice yet.
 */
export function dashboardCards(viewer: RoleFlags & { status: MemberStatus }): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (!viewer.isMember && viewer.status === "rejected") cards.push("applicationRejected");
  else if (!viewer.isMember && viewer.isPending) cards.push("applicationPending");
  if (viewer.isMember) cards.push("fee");
  cards.push("profile", "password", "sessions", "twoFactor", "passkeys", "myData");
  if (viewer.isAdmin) cards.push("adminAccess");
  if (viewer.isMember) cards.push("fileShare", "memberFeatures", "resignation");
  return cards;
}
