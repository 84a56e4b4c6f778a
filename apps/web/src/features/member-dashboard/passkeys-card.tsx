import { dateFormatter, type PasskeySummary, passkeyNameSchema, passkeyRegistrationOptionsSchema } from "@ssem/core";
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
import { useFocusOnClose } from "~/lib/use-focus-on-close";
import { useSchemaForm } from "~/lib/use-schema-form";
import { errorMessage, useAddPasskey, useMyPasskeys, useRemovePasskey } from "./api";
import { DashboardCard } from "./dashboard-card";

const day = dateFormatter("date");

const addPasskeySchema = passkeyRegistrationOptionsSchema.extend({ name: passkeyNameSchema });

/** The server's sentence, or, when the browser's own prompt failed (closed, timed out, no authenticator), ours. */
const addFailure = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : "The browser did not make a passkey: its prompt was closed or timed out, or this device cannot make one.";

const countText = (count: number) => (count === 0 ? "You have no passkey yet." : count === 1 ? "You have one passkey." : `You have ${count} passkeys.`);

/**
 * Passkeys (issue 27, ADR 030): a second way to sign in, without the password, that counts as both
 * factors. Adding one asks for the password again, then the browser's prompt; removing one asks first.
 */
export function PasskeysCard({ className }: { className?: string }) {
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
        notify.success("Passkey removed", `The passkey “${passkey.name}” no longer signs you in.`);
        opener.current = summary.current;
        setRemoving(null);
      },
      onError: (error) => notify.error("Error removing the passkey", errorMessage(error)),
    });

  return (
    <DashboardCard title="Passkeys" icon={<KeyRound aria-hidden="true" className="size-5 text-accent" />} className={className}>
      <CardDescription>
        Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both steps of two-factor
        authentication.
      </CardDescription>
      {passkeys.isPending && (
        <p role="status" className="mt-4 text-ink-muted">
          Loading your passkeys…
        </p>
      )}
      {passkeys.isError && (
        <LoadFailed className="mt-4" title="Your passkeys could not be loaded." detail={errorMessage(passkeys.error)} onRetry={() => void passkeys.refetch()} />
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
                      Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${day(passkey.lastUsedAt)}` : "Not used yet"}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove the passkey ${passkey.name}`}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setRemoving(passkey);
                    }}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p ref={summary} tabIndex={-1} className="mt-4 text-sm text-ink-muted focus-visible:outline-none">
            {countText(passkeys.data.length)}
          </p>
          {adding ? (
            <AddPasskeyForm onClose={() => setAdding(false)} />
          ) : (
            <CardFooter>
              <Button ref={addButton} variant="outline" onClick={() => setAdding(true)}>
                Add a Passkey
              </Button>
            </CardFooter>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          open
          onClose={() => setRemoving(null)}
          title={`Remove the passkey “${removing.name}”?`}
          description={`You will no longer be able to sign in with the passkey “${removing.name}”. Your password and your other passkeys keep working.`}
          confirmLabel="Remove Passkey"
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
  const add = useAddPasskey();
  const { register, submit, setError, formState } = useSchemaForm(addPasskeySchema, {
    defaultValues: { name: "", password: "" },
    refusalTitle: () => "Validation Error",
    focusOnOpen: "name",
  });
  const onSubmit = submit(async ({ name, password }) => {
    try {
      const added = await add.mutateAsync({ name, password });
      notify.success("Passkey added", `You can now sign in with the passkey “${added.name}”.`);
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "wrong_password") setError("password", { message: error.message }, { shouldFocus: true });
      notify.error("Error adding the passkey", addFailure(error));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a passkey" className="mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24">
      <FormField label="Name of the passkey" hint="So you can tell your passkeys apart, like Laptop or Phone." error={formState.errors.name?.message}>
        <Input autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Current Password" error={formState.errors.password?.message} className="mt-4">
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <CardFooter>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Waiting for your device..." : "Continue"}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
      </CardFooter>
    </form>
  );
}
