import { ArrowLeft } from "lucide-react";
import { LocalizedLink } from "./localized-link";

/** "Back to …" link at the top of a detail page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    // min-h-6: a 24 px target at least (WCAG 2.5.8); the text alone is 20 px tall.
    <LocalizedLink to={to} className="link mb-4 inline-flex min-h-6 items-center gap-1.5 text-sm font-medium">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </LocalizedLink>
  );
}
