import { formatNumber, m, MIN_PASSWORD_LENGTH } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessage, useChangePassword } from "./api";
import { DashboardCard } from "./dashboard-card";
import { emptyPasswordForm, passwordFormSchema } from "./password-fields";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

/** Collapsed until opened; closes on success or cancel (spec, member area §4). */
export function PasswordCard({ className }: { className?: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The button gives way to the form while it is open; closing puts focus back on it.
  const openButton = useFocusOnClose(open);

  return (
    <DashboardCard title={m.dash_password_title({}, { locale })} icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {open ? (
        <PasswordForm onClose={() => setOpen(false)} />
      ) : (
        <>
          <CardDescription>{m.dash_password_text({}, { locale })}</CardDescription>
          <CardFooter>
            <Button ref={openButton} variant="outline" onClick={() => setOpen(true)}>
              {m.dash_password_title({}, { locale })}
            </Button>
          </CardFooter>
        </>
      )}
    </DashboardCard>
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
        setError("currentPassword", { message: error.message }, { shouldFocus: true });
      }
      notify.error(m.dash_password_change_error({}, { locale }), errorMessage(error));
    }
  });

  return (
    // scroll-mt: a focused field must not end up under the sticky site header (WCAG 2.4.11).
    <form onSubmit={onSubmit} noValidate aria-label={m.dash_password_form_label({}, { locale })} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
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
      <CardFooter>
        <Button type="submit" disabled={change.isPending}>
          {m.dash_password_update({}, { locale })}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {m.dash_cancel({}, { locale })}

        </Button>
      </CardFooter>
    </form>
  );
}
