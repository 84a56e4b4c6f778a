import { m } from "@ssem/core";
import { useLocale } from "~/lib/locale";
import { Button } from "./button";

/**
 * What a list or card shows in place of data that could not be loaded: what failed, the server's
 * reason when there is one, and Try Again. An alert, so screen readers announce it when it appears.
 */
export function LoadFailed({ title, detail, onRetry, className }: { title: string; detail?: string; onRetry: () => void; className?: string }) {
  const locale = useLocale();
  return (
    <div role="alert" className={className}>
      <p className="font-medium text-destructive">{title}</p>
      {detail && <p className="mt-1 text-ink-muted">{detail}</p>}
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {m.dash_try_again({}, { locale })}
      </Button>
    </div>
  );
}
