import { changePasswordMessages, changePasswordProblem, changePasswordSchema, parseWithin, z } from "@ssem/core";

export type PasswordFormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyPasswordForm: PasswordFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * The first rule the entries break (spec, member area §5) and the field it belongs to, so the
 * message can stand next to that field as well as in the "Validation Error" toast.
 */
export function passwordFormProblem(values: PasswordFormValues): { field: keyof PasswordFormValues; message: string } | null {
  const message = changePasswordProblem(values.newPassword, values.confirmPassword, values.currentPassword);
  if (!message) return null;
  if (message === changePasswordMessages.missing) {
    const empty = (["currentPassword", "newPassword", "confirmPassword"] as const).find((field) => !values[field]);
    return { field: empty ?? "currentPassword", message };
  }
  return { field: message === changePasswordMessages.mismatch ? "confirmPassword" : "newPassword", message };
}

/**
 * The form's schema: core's rules one message at a time, on the field it concerns, then the rest of
 * the API's body schema (length limit, control characters). Its output is the body, without the confirmation.
 */
export const passwordFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .transform((values, ctx) => {
    const problem = passwordFormProblem(values);
    if (problem) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
      return z.NEVER;
    }
    return parseWithin(changePasswordSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword }, ctx);
  });
