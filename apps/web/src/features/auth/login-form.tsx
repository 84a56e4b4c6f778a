import { m, signInSchema } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useSchemaForm } from "~/lib/use-schema-form";
import { resendConfirmation, signIn, signInWithPasskey } from "./auth-api";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { SecondFactorForm } from "./second-factor-form";
import { LocalizedLink } from "~/components/ui/localized-link";

/** Signed in, goes to `returnTo`: the page the visitor came from, or the dashboard. */
export function LoginForm({ initialEmail = "", returnTo }: { initialEmail?: string; returnTo: string }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState(false);
  const [askForCode, setAskForCode] = useState(false);
  const { register, submit, watch, formState } = useSchemaForm(signInSchema, {
    defaultValues: { email: initialEmail, password: "" },
    refusalTitle: () => m.auth_login_failed({}, { locale }),
  });
  const email = watch("email");
  const errors = formState.errors;

  const onSubmit = submit(async (credentials) => {
    setBusy(true);
    setUnconfirmed(false);
    try {
      if ((await signIn(credentials.email, credentials.password)) === "code") setAskForCode(true);
      else navigate(returnTo);
    } catch (error) {
      setUnconfirmed(error instanceof ApiRequestError && error.code === "email_not_verified");
      notify.error(m.auth_login_failed({}, { locale }), errorMessageIn(error, locale));
    } finally {
      setBusy(false);
    }
  });

  const onPasskey = async () => {
    setBusy(true);
    try {
      await signInWithPasskey();
      navigate(returnTo);
    } catch (error) {
      notify.error(m.auth_login_failed({}, { locale }), error instanceof ApiRequestError ? errorMessageIn(error, locale) : m.auth_passkey_prompt_closed({}, { locale }));
    } finally {
      setBusy(false);
    }
  };

  const onResend = async () => {
    setBusy(true);
    try {
      await resendConfirmation(email);
      notify.success(m.auth_confirmation_sent({}, { locale }), m.auth_confirmation_sent_text({}, { locale }));
      setUnconfirmed(false);
    } catch (error) {
      notify.error(m.auth_error({}, { locale }), errorMessageIn(error, locale));
    } finally {
      setBusy(false);
    }
  };

  if (askForCode) return <SecondFactorForm returnTo={returnTo} onRestart={() => setAskForCode(false)} />;

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} className="space-y-4">
        <FormField label={m.auth_email({}, { locale })} error={errors.email?.message}>
          <Input type="email" autoComplete="email" required {...register("email")} />
        </FormField>
        <FormField label={m.auth_password({}, { locale })} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" required {...register("password")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? m.auth_logging_in({}, { locale }) : m.auth_login({}, { locale })}
        </Button>
      </form>
      <div className="space-y-3">
        <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">{m.auth_or({}, { locale })}</p>
        <Button type="button" variant="outline" className="w-full" onClick={onPasskey} disabled={busy}>
          <KeyRound aria-hidden="true" className="size-4" />
          {m.auth_passkey_sign_in({}, { locale })}
        </Button>
      </div>
      {unconfirmed && (
        <div role="status" className="rounded-md border border-blue-200 bg-info-soft p-4 text-sm">
          <p>{m.auth_not_confirmed({}, { locale })}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onResend} disabled={busy}>
            {m.auth_resend_confirmation({}, { locale })}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm">
        <ForgotPasswordDialog initialEmail={email} />
        <p>
          {m.auth_not_a_member({}, { locale })}{" "}
          <LocalizedLink to="/membership" className="link font-semibold">
            {m.auth_become_member({}, { locale })}
          </LocalizedLink>
        </p>
      </div>
    </div>
  );
}
