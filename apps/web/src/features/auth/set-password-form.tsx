import { MIN_PASSWORD_LENGTH } from "@ssem/core";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { setPasswordWithLink } from "./auth-api";

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
  onDone: (email: string) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) {
      notify.error("Passwords don't match", "Please make sure both passwords are the same");
      return;
    }
    if (password.length < MIN_PASSWORD_LENGTH) {
      notify.error("Password too short", `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
      return;
    }
    setSaving(true);
    try {
      await setPasswordWithLink(type, token, password);
      notify.success("Password set successfully", "You can now log in with your new password.");
      onDone(email);
    } catch (error) {
      notify.error("Error setting password", error instanceof Error ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        Please do not reload this page until your password is set.
      </p>
      <FormField label="Email">
        <Input type="email" value={email} disabled readOnly autoComplete="username" />
      </FormField>
      <FormField label="Password" hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
        <Input type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <FormField label="Confirm Password">
        <Input type="password" autoComplete="new-password" required value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
      </FormField>
      <Button type="submit" className="w-full" disabled={saving}>
        {saving ? "Setting password..." : "Set Password"}
      </Button>
    </form>
  );
}
