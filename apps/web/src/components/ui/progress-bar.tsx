import { useId } from "react";

/** A labelled progress bar: `label` says what is counted ("Import progress: 200 of 2,000 rows"), read with the bar's value. */
export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const labelId = useId();
  return (
    <div className="mt-5">
      <p id={labelId} className="text-sm font-semibold text-ink">
        {label}
      </p>
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-accent transition-[width]" style={{ width: `${max ? (value / max) * 100 : 0}%` }} />
      </div>
    </div>
  );
}
