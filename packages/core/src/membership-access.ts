import type { Role } from "./roles";

/**
 * When the member area opens (spec, member area §1 and §4; ADR 033): "A new account needs admin approval and payment
 * of the annual fee before it becomes a member", and "membership starts once payment is received". An approved
 * member whose first fee is still open has the member role but is not a member yet: their role counts once a fee
 * has been received in full. Someone billed nothing (an imported member the board did not bill, a fee cancelled by
 * the board) owes nothing and is a member from approval; an admin always is. A member who has paid once stays one
 * while a later year's fee is open: ending a membership for an unpaid fee is the board's decision (ADR 019).
 */
export type FeeStanding = {
  /** Some invoice of the person was paid in full (their "member since" day). */
  paidOnce: boolean;
  /** Some invoice of the person is neither cancelled nor paid in full. */
  owesFee: boolean;
};

/** True while an approved member's membership waits for their first fee. */
export const awaitsFirstFee = ({ paidOnce, owesFee }: FeeStanding): boolean => owesFee && !paidOnce;

/** The roles that open the member area: the member role only once the first fee has been received (admins keep theirs). */
export function countedRoles(roles: readonly Role[], standing: FeeStanding): Role[] {
  if (roles.includes("admin") || !awaitsFirstFee(standing)) return [...roles];
  return roles.filter((role) => role !== "member");
}
