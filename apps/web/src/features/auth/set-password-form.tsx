import { checkPasswordConfirmed, confirmPasswordMessages, MIN_PASSWORD_LENGTH, newPasswordRefusalTitle, newPasswordSchema, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { useSchemaForm } from "~/lib/use-schema-form";
import { setPasswordWithLink } from "./auth-api";

const setPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .superRefine(checkPasswordConfirmed(confirmPasswordMessages.setPassword));

/** Set-password mode for invite and recovery links: the link's account, a new password twice. */
export function SetPasswordForm({
  email,
  type,
  token,
  onDone,
}: {
  email: string;
  type: "invite" | "recovery";
  token: string;
  /** Called once the password is set and the answer has signed the person in. */
  onDone: () => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  const { register, submit, formState } = useSchemaForm(setPasswordFormSchema, {
    defaultValues: { password: "", confirmPassword: "" },
    // Any other refusal (too long, control characters) reads as the server's would.
    refusalTitle: ({ message }) => newPasswordRefusalTitle(message) ?? "Error setting password",
  });
  const errors = formState.errors;

  const onSubmit = submit(async ({ password }) => {
    setSaving(true);
    try {
      await setPasswordWithLink(type, token, password);
      notify.success("Password set successfully", "You are now logged in with your new password.");
      await onDone();
    } catch (error) {
      notify.error("Error setting password", error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 [&_input]:scroll-mt-24">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Please do not reload this page until your password is set.
      </p>
      <FormField label="Email">
        <Input type="email" value={email} disabled readOnly autoComplete="username" />
      </FormField>
      <FormField label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" required {...register("password")} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? "Setting password..." : "Set Password"}
      </Button>
    </form>
  );
}
