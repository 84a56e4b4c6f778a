import { m } from "@ssem/core";
import { Search } from "lucide-react";
import type { FormEvent, Ref } from "react";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { Button } from "./button";
import { Input, Label } from "./input";

/** A list's search box and its Search button; the list searches when it is submitted (useListFilters). */
export function SearchForm({
  id,
  label,
  value,
  onChange,
  onSubmit,
  maxLength,
  inputRef,
  className,
  landmarkLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  maxLength: number;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** The search landmark's name, where a page holds more than one search (landmarks must differ). */
  landmarkLabel?: string;
}) {
  const locale = useLocale();
  return (
    <form role="search" aria-label={landmarkLabel} onSubmit={onSubmit} className={cn("flex min-w-0 items-end gap-2", className)}>
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>{label}</Label>
        <Input ref={inputRef} id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} maxLength={maxLength} />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" className="size-4" />
        {m.admin_search({}, { locale })}
      </Button>

    </form>
  );
}
