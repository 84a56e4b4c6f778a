import { type MetaFunction } from "react-router";
import { m } from "@ssem/core";
import { CardGrid, PageHeader, Section } from "~/components/ui/page";
import { aboutContent } from "~/content/about";
import { peopleContent } from "~/content/people";
import { PartnerLogo } from "~/features/about/partner-logo";
import { AffiliatedPersonCard, BoardMemberCard, MoreToComeCard } from "~/features/about/person-card";
import { pageMeta } from "~/app/page-meta";
import { aboutTexts } from "~/app/page-texts/about";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, aboutTexts);

export default function About() {
  const locale = useLocale();
  const { intro: aboutIntro, sections } = aboutContent[locale];
  const { board, advisory, tutors, partners: partnerSection } = sections;
  const { boardMembers, advisoryBoard, tutorsByLastName, partners } = peopleContent[locale];
  return (
    <>
      <PageHeader title={m.about_heading({}, { locale })}>
        <p>{aboutIntro.lead}</p>
      </PageHeader>

      <Section className="pb-0 sm:pb-0">
        <div className="prose-text space-y-4 text-ink-muted">
          {aboutIntro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section title={board.title} id="board">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{board.text}</p>
        <CardGrid role="list" className="lg:grid-cols-4!">
          {boardMembers.map((member) => (
            <BoardMemberCard key={`${member.firstName} ${member.lastName}`} member={member} />
          ))}
        </CardGrid>
      </Section>

      <Section title={advisory.title} id="advisory-board" className="bg-white">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{advisory.text}</p>
        <CardGrid role="list">
          {advisoryBoard.map((person) => (
            <AffiliatedPersonCard key={`${person.firstName} ${person.lastName}`} person={person} />
          ))}
          <MoreToComeCard>{advisory.moreToCome}</MoreToComeCard>
        </CardGrid>
      </Section>

      <Section title={tutors.title} id="tutors">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{tutors.text}</p>
        <CardGrid role="list">
          {tutorsByLastName.map((person) => (
            <AffiliatedPersonCard key={`${person.firstName} ${person.lastName}`} person={person} />
          ))}
          <MoreToComeCard>
            {tutors.moreToCome}{" "}
            <LocalizedLink to="/membership" className="link">
              {m.about_membership_form_link({}, { locale })}
            </LocalizedLink>
          </MoreToComeCard>
        </CardGrid>
      </Section>

      <Section title={partnerSection.title} id="partners" className="bg-white">
        <p className="prose-text -mt-2 mb-6 text-ink-muted">{partnerSection.text}</p>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {partners.map((partner) => (
            <li key={partner.name}>
              <PartnerLogo partner={partner} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
