import { Mail, MapPin } from "lucide-react";
import { Card, CardDescription, CardFooter, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import type { RotationOpportunity } from "~/content/rotation-opportunities";

function ApplyContact({ email, person }: { email: string | null; person: string | null }) {
  if (!email) return <span className="text-ink-muted">coming soon</span>;
  return (
    <>
      {person && <span>{person}, </span>}
      <a href={`mailto:${email}`} className="link break-words">
        {email}
      </a>
    </>
  );
}

export function OpportunityCard({ opportunity }: { opportunity: RotationOpportunity }) {
  return (
    <Card>
      <CardTitle className="break-words">{opportunity.hospital}</CardTitle>
      <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-ink-muted">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">Location: </span>
        {opportunity.city}, {opportunity.country}
      </p>
      <CardDescription>{opportunity.description}</CardDescription>
      <dl className="mt-4 space-y-1 text-sm">
        <div>
          <dt className="inline font-semibold text-ink">Department: </dt>
          <dd className="inline text-ink-muted">{opportunity.department}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-1.5">
          <dt className="inline-flex items-center gap-1.5 font-semibold text-ink">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            Apply:
          </dt>
          <dd className="min-w-0">
            <ApplyContact email={opportunity.contactEmail} person={opportunity.contactPerson} />
          </dd>
        </div>
      </dl>
      {opportunity.website && (
        <CardFooter>
          <ExternalLink href={opportunity.website} className="link text-sm font-medium">
            Hospital website<span className="sr-only">: {opportunity.hospital}</span>
          </ExternalLink>
        </CardFooter>
      )}
    </Card>
  );
}
