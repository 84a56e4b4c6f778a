import { type Locale, m, recoveryCodeSchema, totpCodeSchema } from "@ssem/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { isCodeRefusal } from "~/lib/api-errors";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { verifySignInCode } from "./auth-api";

type Kind = "totp" | "recovery";

const fields: Record<Kind, (locale: Locale) => { label: string; hint: string; other: string }> = {
  totp: (locale) => ({
    label: m.auth_code_totp_label({}, { locale }),
    hint: m.auth_code_totp_hint({}, { locale }),
    other: m.auth_code_totp_other({}, { locale }),
  }),
  recovery: (locale) => ({
    label: m.auth_code_recovery_label({}, { locale }),
    hint: m.auth_code_recovery_hint({}, { locale }),
    other: m.auth_code_recovery_other({}, { locale }),
  }),
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
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const { register, submit, setError, formState } = useSchemaForm(kind === "totp" ? totpCodeSchema : recoveryCodeSchema, {
    defaultValues: { code: "" },
    refusalTitle: () => m.auth_login_failed({}, { locale }),
    focusOnOpen: "code",
  });
  const field = fields[kind](locale);

  const onSubmit = submit(async ({ code }) => {
    setBusy(true);
    try {
      await verifySignInCode(kind, code);
      navigate(returnTo);
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === "unauthenticated" || code === "two_factor_expired") {
        notify.error(m.auth_sign_in_again({}, { locale }), m.auth_sign_in_expired({}, { locale }));
        onRestart();
        return;
      }
      const reason = errorMessageIn(error, locale);
      if (isCodeRefusal(error)) setError("code", { message: reason }, { shouldFocus: true });
      notify.error(m.auth_login_failed({}, { locale }), reason);
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.auth_two_factor_form({}, { locale })} className="space-y-4">
      <p className="text-ink">{m.auth_two_factor_protected({}, { locale })}</p>
      <FormField label={field.label} hint={field.hint} error={formState.errors.code?.message}>
        <Input autoComplete="one-time-code" inputMode={kind === "totp" ? "numeric" : "text"} autoCapitalize="off" spellCheck={false} {...register("code")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? m.auth_checking({}, { locale }) : m.auth_verify({}, { locale })}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <button type="button" className="link" onClick={onSwitch}>
          {field.other}
        </button>
        <button type="button" className="link" onClick={onRestart}>
          {m.auth_back_to_login({}, { locale })}
        </button>
      </div>
    </form>
  );
}
