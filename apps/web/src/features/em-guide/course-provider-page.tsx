import { m } from "@ssem/core";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import type { CourseOffer, CourseProvider } from "~/content/student-courses";
import { backTo } from "./back-links";
import { ExternalLinkButtons } from "~/components/ui/external-link-buttons";
import { useLocale } from "~/lib/locale";

function OfferCard({ offer }: { offer: CourseOffer }) {
  return (
    <Card>
      <CardTitle>{offer.name}</CardTitle>
      <dl className="mt-2 space-y-1 text-sm">
        {offer.details.map((detail) => (
          <div key={detail.label}>
            <dt className="inline font-semibold text-ink">{detail.label}: </dt>
            <dd className="inline text-ink-muted">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <CardDescription>{offer.description}</CardDescription>
    </Card>
  );
}

/** The page of one course provider (Medventura, STEWI): what it offers and where to register. */
export function CourseProviderPage({ provider }: { provider: CourseProvider }) {
  const locale = useLocale();
  return (
    <>
      <PageHeader back={backTo(locale).studentCourses} title={provider.name}>
        <div className="space-y-4">
          {provider.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ExternalLinkButtons emphasizeFirst links={provider.links} />
      </PageHeader>
      <Section title={m.em_courses_heading({}, { locale })} id="courses">
        <CardGrid>
          {provider.offers.map((offer) => (
            <OfferCard key={offer.name} offer={offer} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
