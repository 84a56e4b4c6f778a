import { checkPasswordConfirmed, confirmPasswordMessages, membershipApplicationSchema, parseWithin, z } from "@ssem/core";
import { type ApplicationFormValues, emptyApplication, toApplicationPayload } from "./application-form-values";

// A module of its own: the page loads it when the form is first focused, not with the page. zod is a fifth of the
// membership page's script, and the prerendered form needs it only to check a submit (issue 40).
const asTyped = Object.fromEntries(Object.keys(emptyApplication).map((key) => [key, z.string()])) as Record<keyof ApplicationFormValues, z.ZodString>;

/**
 * The form's schema, derived from the API's: the confirmation and the payload checked by
 * membershipApplicationSchema in one step, so a refused submit shows every field's message at once
 * (a refinement before the transform would stop at a mismatch). Its output is the body POST
 * /api/membership-applications takes.
 */
export const applicationFormSchema = z.object(asTyped).transform((form, ctx) => {
  checkPasswordConfirmed(confirmPasswordMessages.membership)(form, ctx);
  return parseWithin(membershipApplicationSchema, toApplicationPayload(form), ctx);
});
