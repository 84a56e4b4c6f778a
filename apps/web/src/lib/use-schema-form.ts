import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "@ssem/core";
import { type BaseSyntheticEvent, useEffect } from "react";
import { type DefaultValues, type FieldErrors, type FieldValues, useForm } from "react-hook-form";
import { notify } from "~/components/ui/toaster";

/**
 * The first message of a refused submit, in form order: the order of defaultValues, which every
 * form lists as it shows its fields.
 */
export function firstError(errors: FieldErrors, order: readonly string[]): { field: string; message: string } | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === "string") return { field, message };
  }
  return undefined;
}

/**
 * A registered file input's value (its FileList) as the one File chosen, or `message` when none
 * is: a form that uploads declares its file like any other field.
 */
export const chosenFile = (message: string) =>
  z.custom<FileList | undefined>().transform((files, ctx): File => {
    const file = files?.[0];
    if (file) return file;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/**
 * The one way to write a form (ADR 010): React Hook Form validating with a zod schema from
 * packages/core, or derived from one. Fields are registered, not controlled, so a form on a
 * prerendered page keeps what was typed before hydration (ADR 006).
 *
 * `submit` clears the toasts of the previous attempt, shows each message next to its field, focuses
 * the first invalid field, and raises a toast with that field's message under the title
 * `refusalTitle` gives (none when it returns undefined). The handler gets the schema's output: the body the API expects.
 * `focusOnOpen` names the field that takes focus when a form opens in place (the dashboard's edit forms).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  {
    defaultValues,
    refusalTitle,
    focusOnOpen,
  }: {
    defaultValues: Input;
    refusalTitle: (error: { field: keyof Input & string; message: string }) => string | undefined;
    focusOnOpen?: keyof Input & string;
  },
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    // Messages stay as they are until the next submit, as on every form of the site.
    reValidateMode: "onSubmit",
    // Focus follows form order (below), not the order fields registered in: a field that appears later,
    // like the year of completion, registers last.
    shouldFocusError: false,
  });
  const order = Object.keys(defaultValues);
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnOpen) setFocus(focusOnOpen as Parameters<typeof setFocus>[0]);
  }, [focusOnOpen, setFocus]);

  const submit = (onValid: (values: Output) => unknown) => (event?: BaseSyntheticEvent) => {
    notify.clear();
    return form.handleSubmit(
      async (values) => {
        await onValid(values);
      },
      (errors) => {
        const first = firstError(errors, order);
        if (first) form.setFocus(first.field as Parameters<typeof form.setFocus>[0]);
        const title = first && refusalTitle(first as { field: keyof Input & string; message: string });
        if (title && first) notify.error(title, first.message);
      },
    )(event);
  };

  return { ...form, submit };
}
