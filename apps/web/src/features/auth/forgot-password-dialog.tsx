import { emailMessages, emailSchema, m, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { requestPasswordReset } from "./auth-api";

const resetRequestSchema = z.object({ email: emailSchema });

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const { register, submit, reset, formState } = useSchemaForm(resetRequestSchema, {
    defaultValues: { email: "" },
    // An empty field is the spec's "Email required"; anything else the server would refuse the same way.
    refusalTitle: ({ message }) => (message === emailMessages.missing ? m.auth_email_required({}, { locale }) : m.auth_reset_error({}, { locale })),
  });

  const onOpenChange = (next: boolean) => {
    if (next) reset({ email: initialEmail });
    setOpen(next);
  };

  const onSubmit = submit(async ({ email }) => {
    setSending(true);
    try {
      await requestPasswordReset(email);
      notify.success(m.auth_reset_sent({}, { locale }), m.auth_reset_sent_text({}, { locale }));
      setOpen(false);
    } catch (error) {
      notify.error(m.auth_reset_error({}, { locale }), errorMessageIn(error, locale));
    } finally {
      setSending(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="px-1! text-info! underline! underline-offset-2">
          {m.auth_forgot_password_link({}, { locale })}
        </Button>
      </DialogTrigger>
      <DialogContent title={m.auth_forgot_password_title({}, { locale })} description={m.auth_forgot_password_description({}, { locale })}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label={m.auth_email({}, { locale })} error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </FormField>
          <Button type="submit" disabled={sending} className="w-full">
            {sending ? m.auth_sending({}, { locale }) : m.auth_send_reset_link({}, { locale })}

          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
