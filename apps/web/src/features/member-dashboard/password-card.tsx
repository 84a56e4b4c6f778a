import { formatNumber, m, MIN_PASSWORD_LENGTH } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { cardFormClasses, SubmitOrCancel } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessageIn, useChangePassword } from "./api";
import { OpenableCard } from "./dashboard-card";
import { emptyPasswordForm, passwordFormSchema } from "./password-fields";

/** Change Password (spec, member area §4): the current password and the new one twice. */
export function PasswordCard({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <OpenableCard
      title={m.dash_password_title({}, { locale })}
      icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />}
      className={className}
      description={m.dash_password_text({}, { locale })}
      openLabel={m.dash_password_title({}, { locale })}
      form={(close) => <PasswordForm onClose={close} />}
    />
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const locale = useLocale();
  const { register, submit, setError, formState } = useSchemaForm(passwordFormSchema, {
    defaultValues: emptyPasswordForm,
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
    focusOnOpen: "currentPassword",
  });
  const errors = formState.errors;

  const onSubmit = submit(async (body) => {
    try {
      await change.mutateAsync(body);
      notify.success(m.dash_password_changed({}, { locale }), m.dash_password_changed_text({}, { locale }));
      // Unmounting the form clears the fields.
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") {
        setError("currentPassword", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      }
      notify.error(m.dash_password_change_error({}, { locale }), errorMessageIn(error, locale));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.dash_password_form_label({}, { locale })} className={cardFormClasses}>
      <div className="space-y-5">
        <FormField label={m.dash_password_current({}, { locale })} error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField
          label={m.dash_password_new({}, { locale })}
          error={errors.newPassword?.message}
          hint={m.dash_password_new_hint({ min: formatNumber(MIN_PASSWORD_LENGTH, locale) }, { locale })}
        >
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </FormField>
        <FormField label={m.dash_password_confirm({}, { locale })} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </FormField>
      </div>
      <SubmitOrCancel pending={change.isPending} label={m.dash_password_update({}, { locale })} onCancel={onClose} />
    </form>
  );
}
