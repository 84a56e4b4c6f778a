import { checkPasswordConfirmed, confirmPasswordMessages, formatNumber, m, MIN_PASSWORD_LENGTH, newPasswordRefusalTitle, newPasswordSchema, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
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
  const locale = useLocale();
  const [saving, setSaving] = useState(false);
  const { register, submit, formState } = useSchemaForm(setPasswordFormSchema, {
    defaultValues: { password: "", confirmPassword: "" },
    // Any other refusal (too long, control characters) reads as the server's would.
    refusalTitle: ({ message }) => newPasswordRefusalTitle(message) ?? m.auth_set_password_error({}, { locale }),
  });
  const errors = formState.errors;

  const onSubmit = submit(async ({ password }) => {
    setSaving(true);
    try {
      await setPasswordWithLink(type, token, password);
      notify.success(m.auth_password_set({}, { locale }), m.auth_password_set_text({}, { locale }));
      await onDone();
    } catch (error) {
      notify.error(m.auth_set_password_error({}, { locale }), errorMessageIn(error, locale));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 [&_input]:scroll-mt-24">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {m.auth_do_not_reload({}, { locale })}
      </p>
      <FormField label={m.auth_email({}, { locale })}>
        <Input type="email" value={email} disabled readOnly autoComplete="username" />
      </FormField>
      <FormField label={m.auth_password({}, { locale })} hint={m.auth_password_min_hint({ min: formatNumber(MIN_PASSWORD_LENGTH, locale) }, { locale })} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" required {...register("password")} />
      </FormField>
      <FormField label={m.auth_confirm_password({}, { locale })} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? m.auth_setting_password({}, { locale }) : m.auth_set_password({}, { locale })}

      </Button>
    </form>
  );
}
