import { m } from "@ssem/core";
import { page } from "./texts";

export const membershipTexts = page("/membership", m.page_membership_title, m.page_membership_description);
