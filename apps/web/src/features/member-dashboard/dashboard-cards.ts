import type { MemberStatus, RoleFlags } from "@ssem/core";

export type DashboardCard =
  | "applicationPending"
  | "applicationRejected"
  | "fee"
  | "myEvents"
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
 * member's fee comes next: the open invoice is what they have to act on. Applicants have no invoice yet. An approved
 * member whose first fee is open sees the fee card ("Your membership starts on the day your fee is received") but
 * not the file share or the member features, which the server refuses them too (ADR 033).
 */
export function dashboardCards(viewer: RoleFlags & { status: MemberStatus; awaitsFirstFee: boolean }): DashboardCard[] {
  const cards: DashboardCard[] = [];
  // Approved but not yet a member (ADR 033): their fee and their way out, not the member area.
  const approved = viewer.isMember || viewer.awaitsFirstFee;
  if (!approved && viewer.status === "rejected") cards.push("applicationRejected");
  else if (!approved && viewer.isPending) cards.push("applicationPending");
  if (approved) cards.push("fee");
  // Registering is for members (the server refuses the others); upcoming events are what they act on next.
  if (viewer.isMember) cards.push("myEvents");
  cards.push("profile", "password", "sessions", "twoFactor", "passkeys", "myData");
  if (viewer.isAdmin) cards.push("adminAccess");
  if (viewer.isMember) cards.push("fileShare", "memberFeatures");
  if (approved) cards.push("resignation");
  return cards;
}
