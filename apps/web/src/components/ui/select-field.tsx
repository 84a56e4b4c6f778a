import type { ComponentProps } from "react";
import { FormField } from "./form-field";
import { Select } from "./input";

type SelectFieldProps<Value extends string> = {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  /** The empty first choice ("Choose your field"), for a choice not made yet; none when a value is always chosen. */
  placeholder?: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
} & Omit<ComponentProps<"select">, "children" | "className" | "required">;

/** A SelectField's `labels` from its values and a function that names one (core's `roleLabel`, …, with the reader's locale). */
export const labelsOf = <Value extends string>(values: readonly Value[], label: (value: Value) => string) =>
  Object.fromEntries(values.map((value) => [value, label(value)])) as Record<Value, string>;

/**
 * A labelled native select of fixed choices, each value shown under its label. Built on FormField,
 * so its hint and error are wired for screen readers like every other field; the other props
 * (React Hook Form's `register`, a `defaultValue`, `onChange`) go to the select.
 */
export function SelectField<Value extends string>({ label, hint, error, required, className, placeholder, options, labels, ...select }: SelectFieldProps<Value>) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      <Select {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
