import { emailMessages, emailSchema, z } from "@ssem/core";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { useSchemaForm } from "~/lib/use-schema-form";
import { requestPasswordReset } from "./auth-api";

const resetRequestSchema = z.object({ email: emailSchema });

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const { register, submit, reset, formState } = useSchemaForm(resetRequestSchema, {
    defaultValues: { email: "" },
    // An empty field is the spec's "Email required"; anything else the server would refuse the same way.
    refusalTitle: ({ message }) => (message === emailMessages.missing ? "Email required" : "Error sending reset email"),
  });

  const onOpenChange = (next: boolean) => {
    if (next) reset({ email: initialEmail });
    setOpen(next);
  };

  const onSubmit = submit(async ({ email }) => {
    setSending(true);
    try {
      await requestPasswordReset(email);
      notify.success("Reset email sent", "If an account exists for this address, you will receive a link to set a new password. It works for one hour.");
      setOpen(false);
    } catch (error) {
      notify.error("Error sending reset email", error instanceof Error ? error.message : undefined);
    } finally {
      setSending(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="px-1 text-info underline underline-offset-2">
          Forgot Password?
        </Button>
      </DialogTrigger>
      <DialogContent title="Forgot Password" description="Enter your e-mail address and we will send you a link to set a new password.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Email" error={formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...register("email")} />
          </FormField>
          <Button type="submit" disabled={sending} className="w-full">
            {sending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
