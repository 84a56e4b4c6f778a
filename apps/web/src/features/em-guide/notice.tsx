import { Info } from "lucide-react";
import type { ReactNode } from "react";

/** A short note the reader should not miss (access conditions, caveats). */
export function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="prose-text flex gap-3 rounded-lg border border-blue-200 bg-info-soft p-4 text-ink">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{children}</p>
      </div>
    </div>
  );
}
