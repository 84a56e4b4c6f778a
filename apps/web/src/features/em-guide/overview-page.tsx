import { m } from "@ssem/core";
import { CardGrid, Section, PageHeader } from "~/components/ui/page";
import { useLocale } from "~/lib/locale";
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
  actionLabel: "explore" | "learnMore";
  /** For an even number of cards, so none is left alone in the last row. */
  twoColumns?: boolean;
}) {
  const locale = useLocale();
  const label = actionLabel === "explore" ? m.em_explore({}, { locale }) : m.em_learn_more({}, { locale });
  return (
    <>
      <PageHeader back={backTo(locale).hub} title={title}>
        <p>{intro}</p>
      </PageHeader>
      <Section>
        <CardGrid className={twoColumns ? "lg:grid-cols-2!" : undefined}>
          {cards.map((card) => (
            <GuideCard key={card.title} {...card} actionLabel={label} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
