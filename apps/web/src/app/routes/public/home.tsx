import { CalendarDays, Handshake, Library, Users } from "lucide-react";
import { type MetaFunction } from "react-router";
import { association, m } from "@ssem/core";
import { ButtonRow, buttonClasses } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { ExternalLink } from "~/components/ui/external-link";
import { CardGrid, Container, Section } from "~/components/ui/page";
import { Wordmark } from "~/components/ui/wordmark";
import { homeContent } from "~/content/home";
import { pageMeta } from "~/app/page-meta";
import { homeTexts } from "~/app/page-texts/home";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, homeTexts);

const icons = { network: Users, info: Library, events: CalendarDays, collaboration: Handshake };

export default function Home() {
  const locale = useLocale();
  const { hero, whyJoin, mission, sponsor, closingCallToAction } = homeContent[locale];
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-white to-slate-50">
        <Container className="py-16 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{association.name}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{hero.title}</h1>
          <p className="prose-text mt-6 text-lg text-ink-muted">{hero.lead}</p>
          <ButtonRow className="mt-8">
            <LocalizedLink to="/membership" className={buttonClasses({ size: "lg" })}>
              {m.home_become_member({}, { locale })}
            </LocalizedLink>
            <LocalizedLink to="/about" className={buttonClasses({ size: "lg", variant: "outline" })}>
              {m.home_learn_more({}, { locale })}<span className="sr-only"> {m.home_learn_more_about_us({}, { locale })}</span>
            </LocalizedLink>
          </ButtonRow>
        </Container>
      </section>

      <Section title={m.home_why_join({}, { locale })} id="why-join">
        <CardGrid className="lg:grid-cols-4!">
          {whyJoin.map((reason) => {
            const Icon = icons[reason.icon];
            return (
              <Card key={reason.title}>
                <Icon aria-hidden="true" className="size-8 text-accent" />
                <CardTitle className="mt-4">{reason.title}</CardTitle>
                <CardDescription>{reason.text}</CardDescription>
              </Card>
            );
          })}
        </CardGrid>
      </Section>

      <Section title={mission.title} id="mission" className="bg-white">
        <div className="prose-text space-y-4 text-lg text-ink-muted">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-10 grid gap-8 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">{m.home_supported_by({}, { locale })}</h3>
            <div className="mt-3">
              <Wordmark label={sponsor.name} />
            </div>
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wider text-ink-muted">{m.home_follow_us({}, { locale })}</h3>
            <div className="mt-3 flex flex-wrap gap-3">
              {association.socialLinks.map((social) => (
                <ExternalLink key={social.network} href={social.url} className={buttonClasses({ variant: "outline" })}>
                  {social.network}
                </ExternalLink>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section>
        <div className="surface-dark rounded-xl bg-slate-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">{closingCallToAction.title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{closingCallToAction.text}</p>
          <ButtonRow className="mt-8 sm:justify-center">
            <LocalizedLink to="/membership" className={buttonClasses({ size: "lg" })}>
              {m.home_join_now({}, { locale })}
            </LocalizedLink>
            <LocalizedLink to="/events" className={buttonClasses({ size: "lg", variant: "outline" })}>
              {m.home_see_events({}, { locale })}
            </LocalizedLink>
          </ButtonRow>
        </div>
      </Section>
    </>
  );
}
