import { cloneElement, type ReactElement, useId } from "react";
import { cn } from "~/lib/utils";
import { Label } from "./input";

type ControlProps = { id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string; required?: boolean };

/**
 * A label, a control, an optional hint and the field's error right below it. Wires id,
 * aria-invalid and aria-describedby so screen readers announce the hint and the error.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("min-w-0", className)}>
      {/* The required star stays outside the label so the control's name is exactly the label. */}
      <div className="flex gap-1">
        <Label htmlFor={id}>{label}</Label>
        {required && (
          <span aria-hidden="true" className="text-sm font-semibold text-accent">
            *
          </span>
        )}
      </div>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, required })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
