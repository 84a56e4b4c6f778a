import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { requestPasswordReset } from "./auth-api";

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (next) setEmail(initialEmail);
    setOpen(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      notify.error("Email required", "Please enter your email address");
      return;
    }
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
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="px-1 text-info underline underline-offset-2">
          Forgot Password?
        </Button>
      </DialogTrigger>
      <DialogContent title="Forgot Password" description="Enter your e-mail address and we will send you a link to set a new password.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Email">
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <Button type="submit" disabled={sending} className="w-full">
            {sending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
