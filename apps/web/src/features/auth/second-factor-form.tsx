import { recoveryCodeSchema, totpCodeSchema } from "@ssem/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { useSchemaForm } from "~/lib/use-schema-form";
import { verifySignInCode } from "./auth-api";

type Kind = "totp" | "recovery";

const fields: Record<Kind, { label: string; hint: string; other: string }> = {
  totp: {
    label: "Authentication code",
    hint: "The 6-digit code your authenticator app shows for this account.",
    other: "Use a recovery code instead",
  },
  recovery: {
    label: "Recovery code",
    hint: "One of the recovery codes you saved when you set up two-factor authentication. Each works once.",
    other: "Use a code from the app instead",
  },
};

/**
 * The sign-in's second step (ADR 027): the password was right, now one field takes the code from
 * the authenticator app, or a recovery code. A sign-in that has expired (ten minutes) or had too
 * many wrong codes starts over at the password.
 */
export function SecondFactorForm({ returnTo, onRestart }: { returnTo: string; onRestart: () => void }) {
  const [kind, setKind] = useState<Kind>("totp");
  // Remounted for the other kind: each has its own schema, and focus goes to the field again.
  return <CodeForm key={kind} kind={kind} returnTo={returnTo} onRestart={onRestart} onSwitch={() => setKind(kind === "totp" ? "recovery" : "totp")} />;
}

function CodeForm({ kind, returnTo, onRestart, onSwitch }: { kind: Kind; returnTo: string; onRestart: () => void; onSwitch: () => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { register, submit, setError, formState } = useSchemaForm(kind === "totp" ? totpCodeSchema : recoveryCodeSchema, {
    defaultValues: { code: "" },
    refusalTitle: () => "Login failed",
    focusOnOpen: "code",
  });
  const field = fields[kind];

  const onSubmit = submit(async ({ code }) => {
    setBusy(true);
    try {
      await verifySignInCode(kind, code);
      navigate(returnTo);
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === "unauthenticated" || code === "two_factor_expired") {
        notify.error("Please sign in again", "Your sign-in has expired. Please enter your e-mail address and password again.");
        onRestart();
        return;
      }
      if (code === "invalid_code") setError("code", { message: (error as Error).message }, { shouldFocus: true });
      notify.error("Login failed", error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Two-factor authentication" className="space-y-4">
      <p className="text-ink">Your account is protected with two-factor authentication.</p>
      <FormField label={field.label} hint={field.hint} error={formState.errors.code?.message}>
        <Input autoComplete="one-time-code" inputMode={kind === "totp" ? "numeric" : "text"} autoCapitalize="off" spellCheck={false} {...register("code")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Checking..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="link" onClick={onSwitch}>
          {field.other}
        </button>
        <button type="button" className="link" onClick={onRestart}>
          Back to login
        </button>
      </div>
    </form>
  );
}
