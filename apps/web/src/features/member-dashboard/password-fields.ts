import { changePasswordMessages, changePasswordProblem } from "@ssem/core";

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
