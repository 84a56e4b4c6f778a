import { type ReactNode, useId } from "react";
import { Card, CardTitle } from "~/components/ui/card";

/** A dashboard card: a region named by its h2, so each card is a landmark of its own. */
export function DashboardCard({ title, icon, className, children }: { title: string; icon?: ReactNode; className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardTitle as="h2" id={titleId} className="flex items-center gap-2.5">
        {icon}
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}
