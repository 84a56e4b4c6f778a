import { z } from "./zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules";
import { isPrintableLine, refusedCharacters } from "./text";

/** A refinement for a form schema: the mismatch is reported on confirmPassword. */
export function checkPasswordConfirmed(message: string) {
  return (values: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
    if (values.password !== values.confirmPassword) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message });
  };
}

/** Dashboard password change rules and messages (spec, member area §5: "Validation Error"). */
export const changePasswordMessages = {
  missing: "Please fill in all password fields",
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  capital: "Password must contain at least one capital letter",
  number: "Password must contain at least one number",
  mismatch: "Passwords do not match",
} as const;

/** The first rule a new dashboard password breaks, or null. The form and the server use the same checks. */
export function changePasswordProblem(newPassword: string, confirmPassword: string, currentPassword = "x"): string | null {
  if (!currentPassword || !newPassword || !confirmPassword) return changePasswordMessages.missing;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return changePasswordMessages.tooShort;
  if (!/[A-Z]/.test(newPassword)) return changePasswordMessages.capital;
  if (!/\d/.test(newPassword)) return changePasswordMessages.number;
  if (newPassword !== confirmPassword) return changePasswordMessages.mismatch;
  return null;
}

/** The member's current password, re-entered to confirm who asks (a password change, the data download, a resignation). */
export const currentPasswordSchema = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
    .refine(isPrintableLine, refusedCharacters.singleLine("Password"));

/** Body of POST /api/me/password. */
export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordSchema(changePasswordMessages.missing),
    newPassword: z
      .string({ error: changePasswordMessages.missing })
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
      .refine(isPrintableLine, refusedCharacters.singleLine("Password")),
  })
  .superRefine((body, ctx) => {
    const problem = changePasswordProblem(body.newPassword, body.newPassword, body.currentPassword);
    if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
  });
