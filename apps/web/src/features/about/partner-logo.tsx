import { ExternalLink } from "~/components/ui/external-link";
import { Wordmark } from "~/components/ui/wordmark";
import type { Partner } from "~/content/people";

/** A partner's logo (or its wordmark until the logo is supplied), linked when the partner has a website. */
export function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = partner.logo ? (
    <img src={partner.logo} alt={partner.name} width={192} height={64} loading="lazy" decoding="async" className="h-16 w-full object-contain" />
  ) : (
    <Wordmark label={partner.name} className="w-full!" />
  );
  if (!partner.url) return logo;
  return (
    <ExternalLink href={partner.url} showIcon={false} className="flex! rounded-md">
      {logo}
    </ExternalLink>
  );
}
