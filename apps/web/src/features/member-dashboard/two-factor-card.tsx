import { disableTwoFactorSchema, enableTwoFactorSchema, m, totpCodeSchema } from "@ssem/core";
import { Copy, Download, ShieldCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { CardDescription, CardFooter, SubmitOrCancel } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { isCodeRefusal } from "~/lib/api-errors";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useFocusOnClose } from "~/lib/use-focus-on-close";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useConfirmTwoFactor, useDisableTwoFactor, useRefreshViewer, useRenewRecoveryCodes, useStartTwoFactor, useViewer } from "./api";
import { DashboardCard } from "./dashboard-card";

type Enrolment = { secret: string; qrCode: string; recoveryCodes: string[] };

/** Where the card is: closed, one of the enrolment's steps, or turning it off. */
type Step =
  | { name: "closed" }
  | { name: "password" }
  | { name: "scan"; enrolment: Enrolment }
  | { name: "recoveryCodes"; codes: string[] }
  | { name: "disable" }
  | { name: "renewCodes" };

/**
 * Two-factor authentication (issue 27, ADR 027): an authenticator app's code after the password.
 * Enrolment: the password again, the secret as QR code and text, a first code to confirm, then the
 * recovery codes, shown this once.
 */
export function TwoFactorCard({ className }: { className?: string }) {
  const viewer = useViewer();
  const locale = useLocale();
  // The member layout sends an admin here when the setting requires a second factor (ADR 027).
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() => ({ name: searchParams.get("two-factor") === "setup" && !viewer.data?.twoFactorEnabled ? "password" : "closed" }));
  const openButton = useFocusOnClose(step.name !== "closed");
  const enabled = viewer.data?.twoFactorEnabled ?? false;
  const close = () => setStep({ name: "closed" });

  return (
    <DashboardCard title={m.twofa_title({}, { locale })} icon={<ShieldCheck aria-hidden="true" className="size-5 text-accent" />} className={className}>
      {viewer.data?.twoFactorRequired && (
        <p role="status" className="mt-2 rounded-md border border-blue-200 bg-info-soft p-4 text-sm">
          {m.twofa_required({}, { locale })}
        </p>
      )}
      {step.name === "closed" && (
        <>
          <CardDescription>
            {enabled ? m.twofa_enabled_text({}, { locale }) : m.twofa_disabled_text({}, { locale })}
          </CardDescription>
          <p className="mt-4">{enabled ? <Badge tone="success">{m.twofa_on({}, { locale })}</Badge> : <Badge>{m.twofa_off({}, { locale })}</Badge>}</p>
          <CardFooter>
            <Button ref={openButton} variant="outline" onClick={() => setStep(enabled ? { name: "disable" } : { name: "password" })}>
              {enabled ? m.twofa_turn_off_button({}, { locale }) : m.twofa_set_up_button({}, { locale })}
            </Button>
            {enabled && (
              <Button variant="outline" onClick={() => setStep({ name: "renewCodes" })}>
                {m.twofa_new_codes_button({}, { locale })}
              </Button>
            )}
          </CardFooter>
        </>
      )}
      {step.name === "password" && <PasswordStep onCancel={close} onStarted={(enrolment) => setStep({ name: "scan", enrolment })} />}
      {step.name === "scan" && (
        <ScanStep enrolment={step.enrolment} onCancel={close} onConfirmed={() => setStep({ name: "recoveryCodes", codes: step.enrolment.recoveryCodes })} />
      )}
      {step.name === "recoveryCodes" && <RecoveryCodes codes={step.codes} onDone={close} />}
      {step.name === "disable" && <DisableForm onClose={close} />}
      {step.name === "renewCodes" && <RenewCodesForm onCancel={close} onRenewed={(codes) => setStep({ name: "recoveryCodes", codes })} />}
    </DashboardCard>
  );
}

function PasswordStep({ onCancel, onStarted }: { onCancel: () => void; onStarted: (enrolment: Enrolment) => void }) {
  const start = useStartTwoFactor();
  const locale = useLocale();
  const { register, submit, setError, formState } = useSchemaForm(enableTwoFactorSchema, {
    defaultValues: { password: "" },
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
    focusOnOpen: "password",
  });
  const onSubmit = submit(async ({ password }) => {
    try {
      onStarted(await start.mutateAsync(password));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      notify.error(m.twofa_setup_error({}, { locale }), errorMessageIn(error, locale));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.twofa_password_form({}, { locale })} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <CardDescription>{m.twofa_password_text({}, { locale })}</CardDescription>
      <FormField label={m.dash_password_current({}, { locale })} error={formState.errors.password?.message} className="mt-4">
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <SubmitOrCancel pending={start.isPending} label={m.twofa_continue({}, { locale })} pendingLabel={m.twofa_checking({}, { locale })} onCancel={onCancel} />
    </form>
  );
}

function ScanStep({ enrolment, onCancel, onConfirmed }: { enrolment: Enrolment; onCancel: () => void; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const refreshViewer = useRefreshViewer();
  const locale = useLocale();
  const { register, submit, setError, formState } = useSchemaForm(totpCodeSchema, {
    defaultValues: { code: "" },
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
  });
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const onSubmit = submit(async ({ code }) => {
    try {
      await confirm.mutateAsync(code);
      await refreshViewer();
      notify.success(m.twofa_now_on({}, { locale }), m.twofa_now_on_text({}, { locale }));
      onConfirmed();
    } catch (error) {
      if (isCodeRefusal(error)) setError("code", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      notify.error(m.twofa_setup_error({}, { locale }), errorMessageIn(error, locale));
    }
  });
  // Groups of four, as authenticator apps show a secret typed in by hand.
  const groupedSecret = enrolment.secret.match(/.{1,4}/g)?.join(" ") ?? enrolment.secret;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.twofa_scan_form({}, { locale })} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <p ref={heading} tabIndex={-1} className="text-ink focus-visible:outline-none">
        {m.twofa_scan_text({}, { locale })}
      </p>
      <img src={enrolment.qrCode} alt={m.twofa_qr_alt({}, { locale })} width={192} height={192} className="mt-4 size-48 self-center bg-white p-2" />
      <p className="mt-4 text-sm text-ink-muted">{m.twofa_cannot_scan({}, { locale })}</p>
      <p className="mt-1 break-all font-mono text-ink" data-testid="totp-secret">
        {groupedSecret}
      </p>
      <FormField label={m.twofa_code_from_app({}, { locale })} error={formState.errors.code?.message} className="mt-4">
        <Input autoComplete="one-time-code" inputMode="numeric" {...register("code")} />
      </FormField>
      <SubmitOrCancel pending={confirm.isPending} label={m.twofa_turn_on({}, { locale })} pendingLabel={m.twofa_checking({}, { locale })} onCancel={onCancel} />
    </form>
  );
}

/** The recovery codes, shown this once: each signs in once when the phone is not at hand. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const locale = useLocale();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `${codes.join("\n")}\n`;
  const [download] = useState(() => URL.createObjectURL(new Blob([text], { type: "text/plain" })));
  useEffect(() => () => URL.revokeObjectURL(download), [download]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(m.twofa_codes_copied({}, { locale }));
    } catch {
      notify.error(m.twofa_copy_failed({}, { locale }), m.twofa_copy_failed_text({}, { locale }));
    }
  };
  return (
    <div className="mt-4 flex flex-1 flex-col">
      <p ref={heading} tabIndex={-1} className="font-medium text-ink focus-visible:outline-none">
        {m.twofa_save_codes({}, { locale })}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{m.twofa_codes_text({}, { locale })}</p>
      <ul aria-label={m.twofa_codes_label({}, { locale })} className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <CardFooter>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {m.twofa_copy({}, { locale })}
        </Button>
        <a href={download} download="recovery-codes.txt" className={buttonClasses({ variant: "outline" })}>
          <Download aria-hidden="true" className="size-4" />
          {m.twofa_download({}, { locale })}
        </a>
        <Button onClick={onDone}>{m.twofa_done({}, { locale })}</Button>
      </CardFooter>
    </div>
  );
}

/** Turning it off: the password and a code, so that a session left open is not enough. */
function DisableForm({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const refreshViewer = useRefreshViewer();
  const locale = useLocale();
  return (
    <PasswordAndCodeForm
      label={m.twofa_turn_off({}, { locale })}
      pendingLabel={m.twofa_turning_off({}, { locale })}
      formLabel={m.twofa_turn_off_form({}, { locale })}
      failureTitle={m.twofa_turn_off_error({}, { locale })}
      pending={disable.isPending}
      onCancel={onClose}
      onSubmit={async (body) => {
        await disable.mutateAsync(body);
        await refreshViewer();
        notify.success(m.twofa_now_off({}, { locale }));
        onClose();
      }}
    />
  );
}

/** New recovery codes for the old ones, with the same proof as turning it off; the old ones stop working. */
function RenewCodesForm({ onCancel, onRenewed }: { onCancel: () => void; onRenewed: (codes: string[]) => void }) {
  const renew = useRenewRecoveryCodes();
  const locale = useLocale();
  return (
    <PasswordAndCodeForm
      label={m.twofa_get_codes({}, { locale })}
      pendingLabel={m.twofa_checking({}, { locale })}
      formLabel={m.twofa_get_codes_form({}, { locale })}
      failureTitle={m.twofa_get_codes_error({}, { locale })}
      pending={renew.isPending}
      onCancel={onCancel}
      onSubmit={async (body) => onRenewed((await renew.mutateAsync(body)).recoveryCodes)}
    >
      <CardDescription className="mb-4">{m.twofa_get_codes_text({}, { locale })}</CardDescription>
    </PasswordAndCodeForm>
  );
}

/** The password and a code from the app (or a recovery code), each refusal under its field. */
function PasswordAndCodeForm({
  label,
  pendingLabel,
  formLabel,
  failureTitle,
  pending,
  onCancel,
  onSubmit,
  children,
}: {
  label: string;
  pendingLabel: string;
  formLabel: string;
  failureTitle: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (body: { password: string; code: string }) => Promise<void>;
  children?: ReactNode;
}) {
  const locale = useLocale();
  const { register, submit, setError, formState } = useSchemaForm(disableTwoFactorSchema, {
    defaultValues: { password: "", code: "" },
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
    focusOnOpen: "password",
  });
  const errors = formState.errors;
  const submitted = submit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      const message = errorMessageIn(error, locale);
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message }, { shouldFocus: true });
      if (isCodeRefusal(error)) setError("code", { message }, { shouldFocus: true });
      notify.error(failureTitle, message);
    }
  });
  return (
    <form onSubmit={submitted} noValidate aria-label={formLabel} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      {children}
      <div className="space-y-5">
        <FormField label={m.dash_password_current({}, { locale })} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </FormField>
        <FormField label={m.twofa_code_or_recovery({}, { locale })} error={errors.code?.message}>
          <Input autoComplete="one-time-code" {...register("code")} />
        </FormField>
      </div>
      <SubmitOrCancel pending={pending} label={label} pendingLabel={pendingLabel} onCancel={onCancel} />
    </form>
  );
}
