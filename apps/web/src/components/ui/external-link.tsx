import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { m } from "@ssem/core";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";

/** A link that leaves the site: new tab, no opener, a visible icon and a hint for screen readers. */
export function ExternalLink({ children, className, showIcon = true, ...props }: ComponentProps<"a"> & { href: string; showIcon?: boolean }) {
  return (
    <a target="_blank" rel="noopener noreferrer" className={cn("inline-flex items-center gap-1", className)} {...props}>
      {children}
      {showIcon && <ExternalIcon aria-hidden="true" className="size-4 shrink-0" />}
      <span className="sr-only"> {m.em_opens_in_new_tab({}, { locale: useLocale() })}</span>
    </a>
  );
}
