import { type ComponentProps, type FormEvent, lazy, type Ref, startTransition, Suspense, useRef, useState } from "react";
import { m } from "@ssem/core";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useLocale } from "~/lib/locale";

/** What the visitor did in the form before its module arrived: the real form starts from there. */
export type Handover = { email: string; focused: boolean; submitted: boolean };

// The real form (ADR 010: react-hook-form and zod) is loaded on intent, not on every visit to /events.
const StayUpdatedForm = lazy(() => import("./stay-updated-form"));

/**
 * The form's markup, the same before and after its module arrives, so nothing moves when one
 * replaces the other. The real form adds the address's length limit: core's limits come with zod.
 */
export function StayUpdatedFields({
  onSubmit,
  inputProps,
  error,
  submitting,
  formProps,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inputProps: ComponentProps<"input"> & { ref?: Ref<HTMLInputElement> };
  error?: string;
  submitting: boolean;
  formProps?: ComponentProps<"form">;
}) {
  const locale = useLocale();
  return (
    <>
      {/* Without JavaScript the form would put the address in the page's URL: it is not offered then. */}
      <p className="hidden rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 noscript:block">
        {m.mailing_needs_javascript({}, { locale })}
      </p>
      <form {...formProps} onSubmit={onSubmit} noValidate className="flex flex-col gap-3 noscript:hidden sm:flex-row sm:items-start">
        <FormField label={m.mailing_email_label({}, { locale })} error={error} className="flex-1">
          <Input type="email" autoComplete="email" placeholder="you@example.org" disabled={submitting} {...inputProps} />
        </FormField>
        <Button type="submit" disabled={submitting} className="sm:mt-7">
          {submitting ? m.mailing_subscribing({}, { locale }) : m.mailing_subscribe({}, { locale })}
        </Button>
      </form>
    </>
  );
}

/**
 * 'Stay Updated': the prerendered form, which loads its module on the first sign of use (focus,
 * pointer down or a key inside it). The loading is a transition, so this form stays on screen,
 * taking what is typed, until the real one replaces it with the address, the focus and a submit
 * that came meanwhile. It never submits natively: the address must never end up in the URL.
 */
export function StayUpdated() {
  const [wanted, setWanted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const want = () => startTransition(() => setWanted(true));
  // Read when the real form first renders, while this form is still in the page.
  const handover = (): Handover => ({
    email: input.current?.value ?? "",
    focused: input.current !== null && document.activeElement === input.current,
    submitted: submitted.current,
  });

  const placeholder = (
    <StayUpdatedFields
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        want();
      }}
      inputProps={{ name: "email", ref: input }}
      submitting={false}
      formProps={{ onFocusCapture: want, onPointerDownCapture: want, onKeyDownCapture: want }}
    />
  );
  // The boundary is there from the start: a transition then keeps its content (this form) on screen
  // while the module loads, where a new boundary would replace it by its fallback at once.
  return <Suspense fallback={placeholder}>{wanted ? <StayUpdatedForm handover={handover} /> : placeholder}</Suspense>;
}
