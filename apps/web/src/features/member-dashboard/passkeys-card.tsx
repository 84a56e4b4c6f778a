import { dateFormatter, formatNumber, type Locale, m, type PasskeySummary, passkeyNameSchema, passkeyRegistrationOptionsSchema } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/api-errors";
import { useLocale } from "~/lib/locale";
import { useFocusOnClose } from "~/lib/use-focus-on-close";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useAddPasskey, useMyPasskeys, useRemovePasskey } from "./api";
import { DashboardCard } from "./dashboard-card";

const addPasskeySchema = passkeyRegistrationOptionsSchema.extend({ name: passkeyNameSchema });

/** The server's sentence, or, when the browser's own prompt failed (closed, timed out, no authenticator), ours. */
const addFailure = (error: unknown, locale: Locale) =>
  error instanceof ApiRequestError ? errorMessageIn(error, locale) : m.dash_passkey_not_made({}, { locale });

const countText = (count: number, locale: Locale) =>
  count === 0 ? m.dash_passkeys_none({}, { locale }) : m.dash_passkeys_count({ count, shownCount: formatNumber(count, locale) }, { locale });

/**
 * Passkeys (issue 27, ADR 030): a second way to sign in, without the password, that counts as both
 * factors. Adding one asks for the password again, then the browser's prompt; removing one asks first.
 */
export function PasskeysCard({ className }: { className?: string }) {
  const locale = useLocale();
  const day = dateFormatter("date", locale);
  const passkeys = useMyPasskeys();
  const [adding, setAdding] = useState(false);
  const addButton = useFocusOnClose(adding);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  const remove = useRemovePasskey();
  // After the dialog: focus back on the Remove button that opened it, or on the count once its row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  const confirmRemove = (passkey: PasskeySummary) =>
    remove.mutate(passkey.id, {
      onSuccess: () => {
        notify.success(m.dash_passkey_removed({}, { locale }), m.dash_passkey_removed_text({ name: passkey.name }, { locale }));
        opener.current = summary.current;
        setRemoving(null);
      },
      onError: (error) => notify.error(m.dash_passkey_remove_error({}, { locale }), errorMessageIn(error, locale)),
    });

  return (
    <DashboardCard title={m.dash_passkeys_title({}, { locale })} icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>{m.dash_passkeys_text({}, { locale })}</CardDescription>
      {passkeys.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.dash_passkeys_loading({}, { locale })}
        </p>
      )}
      {passkeys.isError && (
        <LoadFailed className="mt-4" title={m.dash_passkeys_load_failed({}, { locale })} detail={errorMessageIn(passkeys.error, locale)} onRetry={() => void passkeys.refetch()} />
      )}
      {passkeys.data && (
        <>
          {passkeys.data.length > 0 && (
            <ul className="mt-4 divide-y divide-border">
              {passkeys.data.map((passkey) => (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink">{passkey.name}</p>
                    <p className="text-sm text-ink-muted">
                      {m.dash_passkey_added_on({ day: day(passkey.createdAt) }, { locale })} ·{" "}
                      {passkey.lastUsedAt ? m.dash_passkey_last_used({ day: day(passkey.lastUsedAt) }, { locale }) : m.dash_passkey_not_used({}, { locale })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={m.dash_passkey_remove_label({ name: passkey.name }, { locale })}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setRemoving(passkey);
                    }}
                  >
                    {m.dash_passkey_remove({}, { locale })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p ref={summary} tabIndex={-1} className="mt-4 text-sm text-ink-muted focus-visible:outline-none">
            {countText(passkeys.data.length, locale)}
          </p>
          {adding ? (
            <AddPasskeyForm onClose={() => setAdding(false)} />
          ) : (
            <CardFooter>
              <Button ref={addButton} variant="outline" onClick={() => setAdding(true)}>
                {m.dash_passkey_add({}, { locale })}
              </Button>
            </CardFooter>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          open
          onClose={() => setRemoving(null)}
          title={m.dash_passkey_remove_title({ name: removing.name }, { locale })}
          description={m.dash_passkey_remove_text({ name: removing.name }, { locale })}
          confirmLabel={m.dash_passkey_remove_confirm({}, { locale })}
          onConfirm={() => confirmRemove(removing)}
          pending={remove.isPending}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      )}
    </DashboardCard>
  );
}

/** The name and the password again, then the browser's prompt to make the passkey. */
function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const add = useAddPasskey();
  const { register, submit, setError, formState } = useSchemaForm(addPasskeySchema, {
    defaultValues: { name: "", password: "" },
    refusalTitle: () => m.dash_password_validation_error({}, { locale }),
    focusOnOpen: "name",
  });
  const onSubmit = submit(async ({ name, password }) => {
    try {
      const added = await add.mutateAsync({ name, password });
      notify.success(m.dash_passkey_added({}, { locale }), m.dash_passkey_added_text({ name: added.name }, { locale }));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      notify.error(m.dash_passkey_add_error({}, { locale }), addFailure(error, locale));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.dash_passkey_add_form({}, { locale })} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <FormField label={m.dash_passkey_name({}, { locale })} hint={m.dash_passkey_name_hint({}, { locale })} error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label={m.dash_password_current({}, { locale })} error={formState.errors.password?.message} className="mt-4">
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <CardFooter>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? m.dash_passkey_waiting({}, { locale }) : m.twofa_continue({}, { locale })}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.dash_cancel({}, { locale })}
        </Button>
      </CardFooter>
    </form>
  );
}
