import { m } from "@ssem/core";
import { useLocale } from "~/lib/locale";

export type TocEntry = { id: string; title: string; children?: TocEntry[] };

/** In-page links to the sections of a long page. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  const locale = useLocale();
  return (
    <nav aria-labelledby="toc-title" className="text-sm">
      <p id="toc-title" className="font-semibold uppercase tracking-wider text-ink-muted">
        {m.legal_on_this_page({}, { locale })}
      </p>
      <TocList entries={entries} className="mt-3 space-y-1" />
    </nav>
  );
}

function TocList({ entries, className }: { entries: TocEntry[]; className: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="link inline-flex min-h-6 items-center">
            {entry.title}
          </a>
          {entry.children && <TocList entries={entry.children} className="mt-1 space-y-0.5 border-l border-border pl-3" />}
        </li>
      ))}
    </ul>
  );
}
