import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** "Back to …" link at the top of a detail page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="link mb-4 inline-flex items-center gap-1.5 text-sm font-medium">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
