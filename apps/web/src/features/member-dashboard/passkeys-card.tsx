import { dateFormatter, formatNumber, type Locale, m, type PasskeySummary, passkeyNameSchema, passkeyRegistrationOptionsSchema, removePasskeySchema } from "@ssem/core";
import { KeyRound } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CardDescription, CardFooter } from "~/components/ui/card";
import { Dialog, DialogActions, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LoadFailed } from "~/components/ui/load-failed";
import { notify } from "~/components/ui/toaster";
import { ApiRequestError } from "~/lib/api-client";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useFocusOnClose } from "~/lib/use-focus-on-close";
import { useSchemaForm } from "~/lib/use-schema-form";
import { useAddPasskey, useMyPasskeys, useRemovePasskey } from "./api";
import { DashboardCard } from "./dashboard-card";

const addPasskeySchema = passkeyRegistrationOptionsSchema.extend({ name: passkeyNameSchema });

/** The server's answer, or, when the browser's own prompt failed (closed, timed out, no authenticator), ours. */
const addFailure = (error: unknown, locale: Locale) =>
  error instanceof ApiRequestError ? errorMessageIn(error, locale) : m.passkeys_browser_failed({}, { locale });

const countText = (count: number, locale: Locale) =>
  count === 0 ? m.passkeys_none({}, { locale }) : m.passkeys_count({ count, shownCount: formatNumber(count, locale) }, { locale });

/**
 * Passkeys (issue 27, ADR 030): a second way to sign in, without the password, that counts as both
 * factors. Adding one asks for the password again, then the browser's prompt; removing one asks first, with the password.
 */
export function PasskeysCard({ className }: { className?: string }) {
  const passkeys = useMyPasskeys();
  const [adding, setAdding] = useState(false);
  const addButton = useFocusOnClose(adding);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  // After the dialog: focus back on the Remove button that opened it, or on the count once its row is gone.
  const opener = useRef<HTMLElement | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const locale = useLocale();
  const options = { locale };
  const day = dateFormatter("date", locale);

  return (
    <DashboardCard title={m.passkeys_title({}, options)} icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>{m.passkeys_text({}, options)}</CardDescription>
      {passkeys.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          {m.passkeys_loading({}, options)}
        </p>
      )}
      {passkeys.isError && (
        <LoadFailed
          className="mt-4"
          title={m.passkeys_load_failed({}, options)}
          detail={errorMessageIn(passkeys.error, locale)}
          onRetry={() => void passkeys.refetch()}
        />
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
                      {m.passkeys_added_on({ day: day(passkey.createdAt) }, options)} ·{" "}
                      {passkey.lastUsedAt ? m.passkeys_last_used({ day: day(passkey.lastUsedAt) }, options) : m.passkeys_not_used({}, options)}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={m.passkeys_remove_label({ name: passkey.name }, options)}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setRemoving(passkey);
                    }}
                  >
                    {m.passkeys_remove({}, options)}
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
                {m.passkeys_add_button({}, options)}
              </Button>
            </CardFooter>
          )}
        </>
      )}
      {removing && (
        <RemovePasskeyDialog
          passkey={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            opener.current = summary.current;
            setRemoving(null);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      )}
    </DashboardCard>
  );
}

/**
 * Asks before a passkey goes, naming it, with Cancel focused; the password is typed again (issue 39), as
 * for adding one, so that a session left open is not enough to take away a way of signing in.
 */
function RemovePasskeyDialog({
  passkey,
  onClose,
  onRemoved,
  onCloseAutoFocus,
}: {
  passkey: PasskeySummary;
  onClose: () => void;
  onRemoved: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const remove = useRemovePasskey();
  const locale = useLocale();
  const options = { locale };
  const cancel = useRef<HTMLButtonElement>(null);
  const { register, submit, setError, formState } = useSchemaForm(removePasskeySchema, { defaultValues: { password: "" } });
  const onSubmit = submit(async ({ password }) => {
    try {
      await remove.mutateAsync({ id: passkey.id, password });
      notify.success(m.passkeys_removed({}, options), m.passkeys_removed_text({ name: passkey.name }, options));
      onRemoved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      else notify.error(m.passkeys_remove_error({}, options), errorMessageIn(error, locale));
    }
  });
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={m.passkeys_remove_title({ name: passkey.name }, options)}
        description={m.passkeys_remove_text({ name: passkey.name }, options)}
        // Cancel first: Enter on the opened dialog must not remove anything.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancel.current?.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={onSubmit} noValidate>
          <FormField label={m.dash_password_current({}, options)} error={formState.errors.password?.message} className="mb-6">
            <Input type="password" autoComplete="current-password" {...register("password")} />
          </FormField>
          <DialogActions label={m.passkeys_remove_confirm({}, options)} variant="destructive" pending={remove.isPending} dismissRef={cancel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The name and the password again, then the browser's prompt to make the passkey. */
function AddPasskeyForm({ onClose }: { onClose: () => void }) {
  const add = useAddPasskey();
  const locale = useLocale();
  const options = { locale };
  const { register, submit, setError, formState } = useSchemaForm(addPasskeySchema, {
    defaultValues: { name: "", password: "" },
    refusalTitle: () => m.dash_password_validation_error({}, options),
    focusOnOpen: "name",
  });
  const onSubmit = submit(async ({ name, password }) => {
    try {
      const added = await add.mutateAsync({ name, password });
      notify.success(m.passkeys_added({}, options), m.passkeys_added_text({ name: added.name }, options));
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message: errorMessageIn(error, locale) }, { shouldFocus: true });
      notify.error(m.passkeys_add_error({}, options), addFailure(error, locale));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={m.passkeys_add_form({}, options)} className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <FormField label={m.passkeys_name({}, options)} hint={m.passkeys_name_hint({}, options)} error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label={m.dash_password_current({}, options)} error={formState.errors.password?.message} className="mt-4">
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <CardFooter>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? m.passkeys_waiting({}, options) : m.twofa_continue({}, options)}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {m.dash_cancel({}, options)}
        </Button>
      </CardFooter>
    </form>
  );
}
