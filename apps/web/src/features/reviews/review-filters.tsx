import { REVIEW_FILTER_MAX, reviewSortLabels, reviewSorts, rotationTypeLabels, rotationTypes } from "@ssem/core";
import { type FormEvent, useId } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { SelectField } from "~/components/ui/select-field";
import type { BoardView } from "./api";
import { isFiltered, viewFromSearch } from "./board-view";

/**
 * The 'Filter & Sort' card: a plain GET form, so the fields are the URL's parameters. With
 * JavaScript the board applies it without a reload; the type and the sort apply as soon as they change.
 */
export function ReviewFilters({ view, onChange }: { view: BoardView | null; onChange: (view: BoardView) => void }) {
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") params.set(key, value);
    onChange(viewFromSearch(params));
  };
  const field = (name: "country" | "city" | "hospital", label: string) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input id={`${id}-${name}`} name={name} type="search" maxLength={REVIEW_FILTER_MAX} defaultValue={view?.[name] ?? ""} />
    </div>
  );
  return (
    <Card role="search" aria-labelledby={`${id}-title`}>
      <CardTitle as="h3" id={`${id}-title`}>
        Filter & Sort
      </CardTitle>
      {/* Remounted for each view (key), so the fields show the URL's values after back and forward too. */}
      <form key={JSON.stringify(view)} method="get" onSubmit={apply} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {field("country", "Country")}
        {field("city", "City")}
        {field("hospital", "Hospital")}
        <SelectField
          label="Rotation type"
          name="type"
          placeholder="All types"
          options={rotationTypes}
          labels={rotationTypeLabels}
          defaultValue={view?.type ?? ""}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <SelectField
          label="Sort by"
          name="sort"
          options={reviewSorts}
          labels={reviewSortLabels}
          defaultValue={view?.sort ?? "created_at"}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <ButtonRow className="self-end">
          <Button type="submit">Apply filters</Button>
          {view && isFiltered(view) && (
            <Button variant="outline" onClick={() => onChange({ sort: view.sort })}>
              Clear filters
            </Button>
          )}
        </ButtonRow>
      </form>
    </Card>
  );
}
