import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const controlClasses =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-slate-500 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 aria-invalid:border-destructive";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, "min-h-28", className)} {...props} />;
}

/** A native select: keyboard, screen reader and phone pickers work as people expect, without script. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClasses, "h-11 pr-8", className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("mb-1.5 block text-sm font-semibold text-ink", className)} {...props} />;
}
