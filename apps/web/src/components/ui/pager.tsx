import { formatNumber, m } from "@ssem/core";
import { useLocale } from "~/lib/locale";
import { Button } from "./button";

/** Previous/Next with "Page 2 of 7": enough for lists a search narrows down. */
export function Pager({ page, pageSize, total, onPage, label }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; label: string }) {
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {m.admin_pager_previous({}, { locale })}
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {m.admin_pager_page({ page: formatNumber(page, locale), pages: formatNumber(pages, locale) }, { locale })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {m.admin_pager_next({}, { locale })}
      </Button>
    </nav>
  );
}
