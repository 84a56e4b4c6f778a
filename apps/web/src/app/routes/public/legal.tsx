import type { MetaFunction } from "react-router";
import { Suspense, use } from "react";
import { association, type Locale, m } from "@ssem/core";
import { Container, PageHeader } from "~/components/ui/page";
import { type LegalContent, legalContent } from "~/content/legal";
import { LegalBlocks, ProcessingFacts } from "~/features/legal/legal-text";
import { TableOfContents, type TocEntry } from "~/features/legal/table-of-contents";
import { pageMeta } from "~/app/page-meta";
import { legalTexts } from "~/app/page-texts/legal";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, legalTexts);

const disclaimerId = "disclaimer";

const loading = new Map<Locale, Promise<LegalContent>>();

/** The text in `locale`, loaded once per visit: `use` needs the same promise on every render. */
function legalContentIn(locale: Locale): Promise<LegalContent> {
  let content = loading.get(locale);
  if (!content) loading.set(locale, (content = legalContent[locale]()));
  return content;
}

function tableOfContents({ imprint, privacyPolicy }: LegalContent, locale: Locale): TocEntry[] {
  return [
    { id: imprint.id, title: imprint.title, children: [{ id: disclaimerId, title: m.legal_disclaimer({}, { locale }) }] },
    { id: privacyPolicy.id, title: privacyPolicy.title, children: privacyPolicy.sections.map(({ id, title }) => ({ id, title })) },
  ];
}

// The header is sticky: anchored headings must stop below it, not under it.
const h2 = "scroll-mt-24 text-2xl font-bold tracking-tight text-ink sm:text-3xl";
const h3 = "scroll-mt-24 text-xl font-semibold text-ink";

export default function Legal() {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.legal_heading({}, { locale })}>
        <p>{m.legal_lead({}, { locale })}</p>
      </PageHeader>
      {/* The prerendered text stays on screen while its module loads; only a visit from another page waits for it. */}
      <Suspense
        fallback={
          <Container className="py-10 sm:py-14">
            <p role="status">{m.dash_loading_short({}, { locale })}</p>
          </Container>
        }
      >
        <LegalText locale={locale} />
      </Suspense>
    </>
  );
}

function LegalText({ locale }: { locale: Locale }) {
  const content = use(legalContentIn(locale));
  const { imprint, privacyPolicy } = content;
  return (
    <Container className="grid gap-10 py-10 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
        <TableOfContents entries={tableOfContents(content, locale)} />
      </div>

      <div className="prose-text min-w-0 space-y-14 text-ink-muted">
        <section aria-labelledby={imprint.id} className="space-y-5">
          <h2 id={imprint.id} className={h2}>
            {imprint.title}
          </h2>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
            <dt className="font-semibold text-ink">{m.legal_name({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">{association.name}</dd>
            <dt className="font-semibold text-ink">{m.legal_legal_form({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">{imprint.legalForm}</dd>
            <dt className="font-semibold text-ink">{m.legal_postal_address({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">
              <address className="not-italic">
                {association.postalAddress.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
            <dt className="font-semibold text-ink">{m.legal_email({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">
              <a href={`mailto:${association.infoEmail}`} className="link break-words">
                {association.infoEmail}
              </a>
            </dd>
            <dt className="font-semibold text-ink">{m.legal_represented_by({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">
              <ul>
                {imprint.representatives.map((person) => (
                  <li key={person}>{person}</li>
                ))}
              </ul>
            </dd>
            <dt className="font-semibold text-ink">{m.legal_responsible_for_content({}, { locale })}</dt>
            <dd className="-mt-2 sm:mt-0">{imprint.contentResponsible}</dd>
          </dl>
          <h3 id={disclaimerId} className={h3}>
            {m.legal_disclaimer({}, { locale })}
          </h3>
          {imprint.disclaimer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby={privacyPolicy.id} className="space-y-10">
          <div>
            <h2 id={privacyPolicy.id} className={h2}>
              {privacyPolicy.title}
            </h2>
            <p className="mt-2 text-sm">
              {m.legal_last_updated({}, { locale })} <time dateTime={privacyPolicy.lastUpdated.dateTime}>{privacyPolicy.lastUpdated.label}</time>
            </p>
            <p className="mt-2 text-sm">{privacyPolicy.binding}</p>
          </div>
          {privacyPolicy.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4">
              <h3 id={section.id} className={h3}>
                {section.title}
              </h3>
              <LegalBlocks blocks={section.body} />
              {section.processing && <ProcessingFacts processing={section.processing} />}
            </section>
          ))}
        </section>
      </div>
    </Container>
  );
}
