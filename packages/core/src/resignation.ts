import type { InvoiceState } from "./fees";
import { currentPasswordSchema } from "./passwords";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** When a member leaves (issue 27): at the end of the membership year (the calendar year), or at once. */
export const resignationTimings = ["end_of_year", "now"] as const;
export type ResignationTiming = (typeof resignationTimings)[number];

/** Body of POST /api/me/resignation. */
export const resignationSchema = z.object({
  when: z.enum(resignationTimings, formMessages.chooseWhenToLeave),
  keepNewsletter: z.boolean("Say whether you keep the newsletter").default(false),
  password: currentPasswordSchema(formMessages.enterPassword),
});
export type ResignationRequest = z.input<typeof resignationSchema>;

/** The last day of the membership year `today` (YYYY-MM-DD) falls in: the day a resignation at the year's end takes effect. */
export const endOfMembershipYear = (today: string) => `${today.slice(0, 4)}-12-31`;

/** Why a signed-in person cannot resign here; null when they can. */
export const resignationRefusals = {
  notMember: "Only members can resign. To withdraw an application, write to the board.",
  admin: "Admins cannot resign here. Ask another admin to change your role to member first.",
} as const;

export type Resignation = {
  resignedAt: string;
  /** The last day of the membership; the account is deleted the day after. */
  leavesOn: string;
  keepsNewsletter: boolean;
};

/** What the member's dashboard shows before and after a resignation: GET /api/me/resignation. */
export type ResignationOverview = {
  resignation: Resignation | null;
  /** Null when the person may resign, else why not. */
  refusal: string | null;
  /** The last day if they leave at the end of this membership year. */
  endOfYear: string;
  /** Whether their address gets the newsletter now (confirmed): then they may keep it. */
  subscribed: boolean;
  /** Invoices not paid in full and not cancelled: settled before leaving, or closed unpaid when the account goes. */
  openInvoices: { number: string; year: number; outstandingRappen: number; state: InvoiceState }[];
};

/** The reason an invoice for a year after the member's last day is cancelled with, when they resign (reopened if they withdraw). */
export const RESIGNED_BEFORE_YEAR_REASON = "Member resigned before this membership year";

/** The reason an invoice still open when a resigned member's account is deleted is cancelled with. */
export const RESIGNED_UNPAID_REASON = "Member resigned; still open when the account was deleted";

/** The day housekeeping deletes the account of a member whose last day is `leavesOn` (YYYY-MM-DD): the day after. */
export function accountDeletionDay(leavesOn: string): string {
  const next = new Date(`${leavesOn}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
