import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const variants = {
  primary: "bg-accent text-white hover:bg-accent-hover",
  secondary: "bg-info text-white hover:bg-blue-900",
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
  /** Render the single child (a link, usually) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function buttonClasses({ variant = "primary", size = "md" }: Pick<ButtonProps, "variant" | "size"> = {}) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(buttonClasses({ variant, size }), className)}
      {...(!asChild && { type: type ?? "button" })}
      {...props}
    />
  );
}
