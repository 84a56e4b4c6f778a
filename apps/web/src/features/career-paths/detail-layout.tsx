import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/page";
import { LocalizedLink } from "~/components/ui/localized-link";

/** Reading column with a side column that moves below the text on small screens. */
export function DetailColumns({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-10">{children}</div>
      <aside className="min-w-0 space-y-6 lg:sticky lg:top-6 lg:self-start">{aside}</aside>
    </Container>
  );
}

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="prose-text">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
    </section>
  );
}

/** A list of requirements or topics; an item with `to` links to the page that explains it. */
export function CheckList({ items }: { items: { text: string; to?: string }[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.text} className="flex gap-2.5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <span className="min-w-0 break-words text-ink">
            {item.to ? (
              <LocalizedLink to={item.to} className="link">
                {item.text}
              </LocalizedLink>
            ) : (
              item.text
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
