import { MapPin } from "lucide-react";
import { m } from "@ssem/core";
import { Card, CardAction, CardDescription, CardTitle } from "~/components/ui/card";
import { useLocale } from "~/lib/locale";

/**
 * A card on an overview page that leads to a detail page, or shows a disabled "Coming Soon"
 * button while that page does not exist (`to` null).
 */
export function GuideCard({
  title,
  location,
  description,
  to,
  actionLabel,
}: {
  title: string;
  location?: string;
  description: string;
  to: string | null;
  actionLabel: string;
}) {
  const locale = useLocale();
  return (
    <Card>
      <CardTitle as="h2">{title}</CardTitle>
      {location && (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-ink-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{m.em_location({}, { locale })} </span>
          {location}
        </p>
      )}
      <CardDescription>{description}</CardDescription>
      <CardAction to={to} label={actionLabel} cardTitle={title} />
    </Card>
  );
}
