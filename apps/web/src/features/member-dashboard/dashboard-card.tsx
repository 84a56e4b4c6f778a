import { type ReactNode, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { useFocusOnClose } from "~/lib/use-focus-on-close";

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

/**
 * A dashboard card collapsed until its button opens `form` in its place (spec, member area §4); the form
 * calls the `close` it is given on success or cancel, and focus goes back to the button then, not to the
 * page's start. `actions`: more buttons beside the opening one.
 */
export function OpenableCard({
  title,
  icon,
  className,
  description,
  openLabel,
  actions,
  form,
}: {
  title: string;
  icon: ReactNode;
  className?: string;
  description: string;
  openLabel: string;
  actions?: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const openButton = useFocusOnClose(open);
  return (
    <DashboardCard title={title} icon={icon} className={className}>
      {open ? (
        form(() => setOpen(false))
      ) : (
        <>
          <CardDescription>{description}</CardDescription>
          <CardFooter>
            <Button ref={openButton} variant="outline" onClick={() => setOpen(true)}>
              {openLabel}
            </Button>
            {actions}
          </CardFooter>
        </>
      )}
    </DashboardCard>
  );
}
