import { toNestErrors } from "@hookform/resolvers";
import type { Locale, z } from "@ssem/core";
import { type BaseSyntheticEvent, useEffect, useRef } from "react";
import { type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Resolver, useForm } from "react-hook-form";
import { notify } from "~/components/ui/toaster";
import { useLocale } from "./locale";

/**
 * The first message of a refused submit, in form order: the order of defaultValues, which every
 * form lists as it shows its fields.
 */
export function firstError(errors: FieldErrors, order: readonly string[]): { field: string; message: string } | undefined {
  return errorsInOrder(errors, order)[0];
}

/** Every message of a refused submit, in form order. */
export function errorsInOrder(errors: FieldErrors, order: readonly string[]): { field: string; message: string }[] {
  return order.flatMap((field) => {
    const message = errors[field]?.message;
    return typeof message === "string" ? [{ field, message }] : [];
  });
}

/** The issue a field's message comes from: for a union (a year typed or sent as a number), the branch that came closest. */
function shownIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return issue;
  const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest[0] ? { ...closest[0], path: [...issue.path, ...closest[0].path] } : issue;
}

type Wording = typeof import("./validation-message");

/**
 * The words for refusals in German, French and Italian: 43 sentences and the rules in four languages, which a
 * page loads only when a reader of one of them submits a form. Loaded with every form, they made the membership
 * page miss its blocking-time budget (issue 26). English needs none: it shows the schema's own sentences.
 */
const wordingIn = (locale: Locale): Promise<Wording | undefined> =>
  locale === "en" ? Promise.resolve(undefined) : import("./validation-message").catch(() => undefined);

/**
 * Checks the form with its schema and words each field's first refusal in the reader's language (issue 26).
 * `refusal` keeps the schema's own sentence by field, by which a form recognises a refusal (its toast title), and
 * the wording the messages came in, for the title.
 */
function schemaResolver<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
  locale: Locale,
  refusal: Refusal,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const checked = await (typeof schema === "function" ? await schema() : schema).safeParseAsync(values);
    refusal.englishByField.clear();
    if (checked.success) return { values: checked.data, errors: {} };
    // Without the wording (English, or its file could not be loaded) a refusal is the schema's English sentence.
    const wording = (refusal.wording = await wordingIn(locale));
    const errors: Record<string, FieldError> = {};
    for (const issue of checked.error.issues.map(shownIssue)) {
      const field = issue.path.join(".");
      if (errors[field]) continue;
      refusal.englishByField.set(field, issue.message);
      errors[field] = { type: issue.code, message: wording?.validationMessageIn(issue, locale) ?? issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A form's schema, or a function that loads it: a prerendered page's form can leave zod out of the page's script
 * and load its schema on the first submit, or sooner (the membership form, issue 40).
 */
type SchemaSource<Input extends FieldValues, Output> = z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

type Refusal = { englishByField: Map<string, string>; wording?: Wording };

/**
 * The one way to write a form (ADR 010): React Hook Form validating with a zod schema from
 * packages/core, or derived from one. Fields are registered, not controlled, so a form on a
 * prerendered page keeps what was typed before hydration (ADR 006).
 *
 * `submit` clears the toasts of the previous attempt, shows every message next to its field, focuses
 * the first invalid field, and raises a toast for the first message in form order that
 * `refusalTitle` gives a title. Only the spec's titled refusals get one (issue 22: a toast that
 * repeats the message beside the field only covers the page). The handler gets the schema's output: the body the API expects.
 * `focusOnOpen` names the field that takes focus when a form opens in place (the dashboard's edit forms).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: SchemaSource<Input, Output>,
  {
    defaultValues,
    refusalTitle,
    focusOnOpen,
  }: {
    defaultValues: Input;
    /**
     * The toast's title for a refusal, or none; without it the form raises no toast: its messages stand next to its
     * fields. It gets the schema's own (English) sentence, by which a refusal is known; the toast shows it in the
     * reader's language, and a title that is one of core's sentences too.
     */
    refusalTitle?: (error: { field: keyof Input & string; message: string }) => string | undefined;
    focusOnOpen?: keyof Input & string;
  },
) {
  const locale = useLocale();
  const refusal = useRef<Refusal>({ englishByField: new Map() }).current;
  const form = useForm<Input, unknown, Output>({
    resolver: schemaResolver(schema, locale, refusal),
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
        const refused = errorsInOrder(errors, order) as { field: keyof Input & string; message: string }[];
        if (refused[0]) focusRefused(event?.target, refused[0].field, () => form.setFocus(refused[0]!.field as Parameters<typeof form.setFocus>[0]));
        // The toast is for the first message that has one: on the membership form only the password
        // refusals do (spec), wherever they stand among the other fields' messages.
        const titleOf = (error: (typeof refused)[number]) => {
          const title = refusalTitle?.({ ...error, message: refusal.englishByField.get(error.field) ?? error.message });
          return title === undefined ? undefined : (refusal.wording?.sentenceIn(title, locale) ?? title);
        };
        const toasted = refused.find((error) => titleOf(error) !== undefined);
        if (toasted) notify.error(titleOf(toasted)!, toasted.message);
      },
    )(event);
  };

  return { ...form, submit };
}

/**
 * Focuses the first refused field and centres it on screen, so that it and its message stand clear
 * of the sticky header above and of the toast at the bottom: focus() alone scrolls only just far
 * enough, often under the toast (issue 22). Without the submitted form at hand, React Hook Form focuses.
 */
function focusRefused(target: EventTarget | null | undefined, field: string, fallback: () => void) {
  const element = target instanceof HTMLFormElement ? target.elements.namedItem(field) : null;
  if (!(element instanceof HTMLElement)) return fallback();
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "center" });
}
