import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { BackLink } from "./back-link";

/** The one content column every page uses. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6", className)} {...props} />;
}

/** The page's h1 and lead text; `back` adds the "Back to …" link of a detail page above the title. */
export function PageHeader({ title, children, back }: { title: string; back?: { to: string; label: string }; children?: ReactNode }) {
  return (
    <header className="border-b border-border bg-surface">
      <Container className="py-10 sm:py-14">
        {back && (
          <div>
            <BackLink to={back.to}>{back.label}</BackLink>
          </div>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {children && <div className="prose-text mt-4 text-lg text-ink-muted">{children}</div>}
      </Container>
    </header>
  );
}

export function Section({ title, id, className, children }: { title?: string; id?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={title && id ? `${id}-title` : undefined} className={cn("py-10 sm:py-14", className)}>
      <Container>
        {title && (
          <h2 id={id ? `${id}-title` : undefined} className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {title}
          </h2>
        )}
        {children}
      </Container>
    </section>
  );
}

/** Cards in a grid that falls back to one column under 640 px. */
export function CardGrid({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)} {...props} />;
}
