import type { ComponentProps } from "react";
import { m } from "@ssem/core";
import { Button, buttonClasses, buttonRowClasses } from "./button";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";
import { LocalizedLink } from "./localized-link";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col rounded-lg border border-border bg-surface p-6 shadow-sm", className)} {...props} />;
}

export function CardTitle({ className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn("text-lg font-semibold leading-snug text-ink", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("mt-2 text-ink-muted", className)} {...props} />;
}

/** Pushes its content (usually the card's actions, as a button row) to the bottom, so actions line up in a grid. */
export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(buttonRowClasses, "mt-auto pt-5", className)} {...props} />;
}

/** A form that opens in a card: it fills the card, and scroll-mt keeps a focused field from ending up under the sticky site header (WCAG 2.4.11). */
export const cardFormClasses = "mt-4 flex flex-1 flex-col [&_input]:scroll-mt-24";

/** The footer of a card's form: submit, disabled (and named `pendingLabel`, if given) while it runs, and Cancel. */
export function SubmitOrCancel({ pending, label, pendingLabel = label, onCancel }: { pending: boolean; label: string; pendingLabel?: string; onCancel: () => void }) {
  const locale = useLocale();
  return (
    <CardFooter>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <Button variant="outline" onClick={onCancel}>
        {m.dash_cancel({}, { locale })}
      </Button>
    </CardFooter>
  );
}

/**
 * A card's main action: a link styled as a button, named after the card for screen readers
 * ("Explore Career Paths"), or a disabled "Coming Soon" button while there is nowhere to go.
 */
export function CardAction({
  to,
  label,
  cardTitle,
}: {
  to: string | null;
  label: string;
  cardTitle: string;
}) {
  const locale = useLocale();
  return (
    <CardFooter>
      {to ? (
        <LocalizedLink to={to} className={buttonClasses({ variant: "outline" })}>
          {label}
          <span className="sr-only"> {cardTitle}</span>
        </LocalizedLink>
      ) : (
        <Button variant="outline" disabled>
          {m.em_coming_soon({}, { locale })}
        </Button>
      )}
    </CardFooter>
  );
}
