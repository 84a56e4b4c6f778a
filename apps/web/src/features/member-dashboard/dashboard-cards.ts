import type { MemberStatus, RoleFlags } from "@ssem/core";

export type DashboardCard = "applicationPending" | "applicationRejected" | "profile" | "password" | "adminAccess" | "fileShare" | "memberFeatures";

/**
 * Which cards a user sees, in page order. The application notice comes first because it is what
 * a pending or rejected applicant needs to know; a rejected applicant keeps the pending role
 * (the admin's Reject only sets the status), so the status decides between the two notices.
 */
export function dashboardCards(viewer: RoleFlags & { status: MemberStatus }): DashboardCard[] {
  const cards: DashboardCard[] = [];
  if (!viewer.isMember && viewer.status === "rejected") cards.push("applicationRejected");
  else if (!viewer.isMember && viewer.isPending) cards.push("applicationPending");
  cards.push("profile", "password");
  if (viewer.isAdmin) cards.push("adminAccess");
  if (viewer.isMember) cards.push("fileShare", "memberFeatures");
  return cards;
}
