import { cn } from "~/lib/utils";

/**
 * A text wordmark standing in for a logo until the association supplies the real image
 * (visual.md: no stock imagery). Same footprint as a logo, so swapping it causes no layout shift.
 */
export function Wordmark({ label, className }: { label: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex h-16 w-48 items-center justify-center rounded-md border border-dashed border-slate-300 bg-white px-3 text-center text-sm font-semibold text-slate-600",
        className,
      )}
    >
      {label}
    </span>
  );
}
