import { MIN_PASSWORD_LENGTH } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessage, useChangePassword } from "./api";
import { DashboardCard } from "./dashboard-card";
import { emptyPasswordForm, passwordFormSchema } from "./password-fields";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

/** Collapsed until opened; closes on success or cancel (spec, member area §4). */
export function PasswordCard({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  // The button gives way to the form while it is open; closing puts focus back on it.
  const openButton = useFocusOnClose(open);

  return (
    <DashboardCard title="Change Password" icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {open ? (
        <PasswordForm onClose={() => setOpen(false)} />
      ) : (
        <>
          <CardDescription>Choose a new password for your account. Your other sessions are signed out when it changes.</CardDescription>
          <CardFooter>
            <Button ref={openButton} variant="outline" onClick={() => setOpen(true)}>
              Change Password
            </Button>
          </CardFooter>
        </>
      )}
    </DashboardCard>
  );
}

function PasswordForm({ onClose }: { onClose: () => void }) {
  const change = useChangePassword();
  const { register, submit, setError, formState } = useSchemaForm(passwordFormSchema, {
    defaultValues: emptyPasswordForm,
    refusalTitle: () => "Validation Error",
    focusOnOpen: "currentPassword",
  });
  const errors = formState.errors;

  const onSubmit = submit(async (body) => {
    try {
      await change.mutateAsync(body);
      notify.success("Password changed", "Your other sessions have been signed out.");
      // Unmounting the form clears the fields.
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") {
        setError("currentPassword", { message: error.message }, { shouldFocus: true });
      }
      notify.error("Error changing password", errorMessage(error));
    }
  });

  return (
    // scroll-mt: a focused field must not end up under the sticky site header (WCAG 2.4.11).
    <form onSubmit={onSubmit} noValidate aria-label="Change password" className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <div className="space-y-5">
        <FormField label="Current Password" error={errors.currentPassword?.message}>
          <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
        </FormField>
        <FormField
          label="New Password"
          error={errors.newPassword?.message}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, with at least one capital letter and one number.`}
        >
          <Input type="password" autoComplete="new-password" {...register("newPassword")} />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </FormField>
      </div>
      <CardFooter>
        <Button type="submit" disabled={change.isPending}>
          Update Password
        </Button>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </CardFooter>
    </form>
  );
}
