import { m, REVIEW_FILTER_MAX, reviewSorts, rotationTypes } from "@ssem/core";
import { type FormEvent, useEffect, useId, useRef } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import { useLocale } from "~/lib/locale";
import type { BoardView } from "./api";
import { type ChangeView, isFiltered, viewFromSearch } from "./board-view";
import { reviewSortLabelsIn, rotationTypeLabelsIn } from "./messages";

/** How long typing pauses before a text filter applies: long enough not to fetch for every key. */
export const FILTER_TYPING_DELAY_MS = 400;

const viewOfForm = (form: HTMLFormElement) => {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.set(key, value);
  return viewFromSearch(params);
};

/**
 * The 'Filter & Sort' card: a plain GET form, so the fields are the URL's parameters and it works
 * before React has loaded (Enter submits it). With JavaScript the board applies it without a
 * reload: the text filters once typing pauses, the type and the sort as soon as they change. The
 * fields are uncontrolled (what was typed before hydration stays); a view that comes from
 * elsewhere (back, forward, Clear filters) is written into them, except into the field being typed in.
 */
export function ReviewFilters({ view, onChange }: { view: BoardView | null; onChange: ChangeView }) {
  const id = useId();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<{ timer?: ReturnType<typeof setTimeout>; field?: string }>({});
  const viewKey = view && JSON.stringify(view);
  // The fields already show the first view: its defaults, or what was typed while React loaded.
  const shownViewKey = useRef(viewKey);

  useEffect(() => {
    const form = formRef.current;
    if (!form || !view || shownViewKey.current === viewKey) return;
    shownViewKey.current = viewKey;
    for (const name of ["country", "city", "hospital", "type", "sort"] as const) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (field && field !== document.activeElement) field.value = view[name] ?? "";
    }
    // viewKey stands for view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);
  useEffect(() => () => clearTimeout(typing.current.timer), []);

  /** Applies the form's view; typing on in the same field replaces the history entry instead of adding one per pause. */
  const apply = (form: HTMLFormElement, typedIn?: string) => {
    clearTimeout(typing.current.timer);
    const replace = typedIn !== undefined && typing.current.field === typedIn;
    typing.current.field = typedIn;
    const next = viewOfForm(form);
    if (JSON.stringify(next) !== viewKey) onChange(next, { replace });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const field = (name: "country" | "city" | "hospital", label: string) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="search"
        maxLength={REVIEW_FILTER_MAX}
        defaultValue={view?.[name] ?? ""}
        onInput={(event) => {
          const form = event.currentTarget.form!;
          clearTimeout(typing.current.timer);
          typing.current.timer = setTimeout(() => apply(form, name), FILTER_TYPING_DELAY_MS);
        }}
      />
    </div>
  );
  return (
    <Card role="search" aria-labelledby={`${id}-title`}>
      <CardTitle as="h3" id={`${id}-title`}>
        {m.reviews_pub_filter_and_sort({}, { locale })}
      </CardTitle>
      <form ref={formRef} method="get" onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field("country", m.reviews_pub_country({}, { locale }))}
        {field("city", m.reviews_pub_city({}, { locale }))}
        {field("hospital", m.reviews_pub_hospital({}, { locale }))}
        <SelectField
          label={m.reviews_pub_rotation_type({}, { locale })}
          name="type"
          placeholder={m.reviews_pub_all_types({}, { locale })}
          options={rotationTypes}
          labels={rotationTypeLabelsIn(locale)}
          defaultValue={view?.type ?? ""}
          onChange={(event) => apply(event.currentTarget.form!)}
        />
        <SelectField
          label={m.reviews_pub_sort_by({}, { locale })}
          name="sort"
          options={reviewSorts}
          labels={reviewSortLabelsIn(locale)}
          defaultValue={view?.sort ?? "created_at"}
          onChange={(event) => apply(event.currentTarget.form!)}
        />
        <ButtonRow className="self-end">
          {/* Applies at once what was just typed; before React has loaded, it submits the GET form. */}
          <Button type="submit">{m.reviews_pub_apply_filters({}, { locale })}</Button>
          {view && isFiltered(view) && (
            <Button variant="outline" onClick={() => onChange({ sort: view.sort })}>
              {m.reviews_pub_clear_filters({}, { locale })}
            </Button>
          )}
        </ButtonRow>
      </form>
    </Card>
  );
}
