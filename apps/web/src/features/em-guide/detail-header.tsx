import type { ReactNode } from "react";
import { BackLink } from "~/components/ui/back-link";
import { PageHeader } from "~/components/ui/page";

/** Header of a detail page: the way back to its list, the title and the lead text. */
export function DetailHeader({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children?: ReactNode;
}) {
  return (
    <PageHeader
      title={title}
      eyebrow={
        <div>
          <BackLink to={back.to}>{back.label}</BackLink>
        </div>
      }
    >
      {children}
    </PageHeader>
  );
}
