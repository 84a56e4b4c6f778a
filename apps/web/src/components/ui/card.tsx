import type { ComponentProps } from "react";
import { Link } from "react-router";
import { m } from "@ssem/core";
import { Button, buttonRowClasses } from "./button";
import { useLocale } from "~/lib/locale";
import { cn } from "~/lib/utils";

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
        <Button asChild variant="outline">
          <Link to={to}>
            {label}
            <span className="sr-only"> {cardTitle}</span>
          </Link>
        </Button>
      ) : (
        <Button variant="outline" disabled>
          {m.em_coming_soon({}, { locale })}
        </Button>
      )}
    </CardFooter>
  );
}
