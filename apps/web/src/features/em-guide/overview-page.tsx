import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { backTo } from "./back-links";
import { GuideCard } from "./guide-card";

type OverviewCard = { title: string; location?: string; description: string; to: string | null };

/** An overview page of the emergency medicine hub: a lead text and a card per offer. */
export function OverviewPage({
  title,
  intro,
  cards,
  actionLabel,
  twoColumns = false,
}: {
  title: string;
  intro: string;
  cards: OverviewCard[];
  actionLabel: "Explore" | "Learn More";
  /** For an even number of cards, so none is left alone in the last row. */
  twoColumns?: boolean;
}) {
  return (
    <>
      <PageHeader back={backTo.hub} title={title}>
        <p>{intro}</p>
      </PageHeader>
      <Section>
        <CardGrid className={twoColumns ? "lg:grid-cols-2" : undefined}>
          {cards.map((card) => (
            <GuideCard key={card.title} {...card} actionLabel={actionLabel} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
