import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const tones = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  info: "bg-info-soft text-info ring-blue-200",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  accent: "bg-accent-soft text-red-800 ring-red-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-300",
} as const;

export function Badge({ tone = "neutral", className, ...props }: ComponentProps<"span"> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[tone], className)}
      {...props}
    />
  );
}
