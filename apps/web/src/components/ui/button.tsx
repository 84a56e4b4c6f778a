import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * One look per kind of action (ADR 008); a link that looks like a button takes `buttonClasses()` as its class.
 * - primary: the one main action of a form or section (submit, "Become a Member"); at most one per group.
 * - outline: every other action, and every link that looks like a button ("Learn More", "Explore",
 *   "Visit Website", "Open File Share", "Edit Profile", Cancel, "Send confirmation e-mail again").
 * - destructive: an action that deletes.
 * - ghost: a control that sits in running text, like a link ("Forgot Password?").
 */
const variants = {
  primary: "bg-accent text-white hover:bg-accent-hover",
  outline: "border border-slate-300 bg-white text-ink hover:bg-slate-100",
  ghost: "text-ink hover:bg-slate-100",
  destructive: "bg-destructive text-white hover:bg-rose-900",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-5 text-base",
  lg: "h-12 px-6 text-base sm:text-lg",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses({ variant = "primary", size = "md" }: Pick<ButtonProps, "variant" | "size"> = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button className={cn(buttonClasses({ variant, size }), className)} type={type} {...props} />;
}

/**
 * Buttons of one group, primary first: side by side where the row is at least 24 rem wide; in a
 * narrower row (a phone, a narrow card) stacked, each as wide as the row, so two buttons never sit
 * side by side in one card and stacked in the next at the same width, and no button looks more or
 * less important by its width. It is the row's own width that counts (a container query), not the
 * screen's. Other content (a badge) keeps its own width.
 */
export const buttonRowClasses =
  "@container flex flex-wrap items-center gap-3 [&>:is(a,button)]:w-full @sm:[&>:is(a,button)]:w-auto";

export function ButtonRow({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(buttonRowClasses, className)} {...props} />;
}
