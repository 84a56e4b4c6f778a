import { m } from "@ssem/core";
import { Badge } from "./badge";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";

/**
 * Marks content the association has not confirmed yet (ADR 007), so every reader sees that it is
 * provisional, not only whoever reads the code. Content data sets `toBeConfirmed` where it applies.
 */
export function ToBeConfirmed({ className }: { className?: string }) {
  return (
    <Badge tone="pending" className={cn("align-middle", className)}>
      {m.em_to_be_confirmed({}, { locale: useLocale() })}
    </Badge>
  );
}
