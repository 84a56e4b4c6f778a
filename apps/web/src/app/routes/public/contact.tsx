import { Mail } from "lucide-react";
import { type MetaFunction } from "react-router";
import { association, m } from "@ssem/core";
import { Card, CardTitle } from "~/components/ui/card";
import { PageHeader, Section } from "~/components/ui/page";
import { contactContent } from "~/content/contact";
import { pageMeta } from "~/app/page-meta";
import { contactTexts } from "~/app/page-texts/contact";
import { useLocale } from "~/lib/locale";
import { LocalizedLink } from "~/components/ui/localized-link";

export const meta: MetaFunction = ({ location }) => pageMeta(location.pathname, contactTexts);

export default function Contact() {
  const locale = useLocale();
  const contact = contactContent[locale];
  return (
    <>
      <PageHeader title={m.contact_heading({}, { locale })}>
        <p>{contact.lead}</p>
      </PageHeader>

      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardTitle as="h2" className="text-xl! leading-7!">
              {contact.emailHeading}
            </CardTitle>
            <p className="mt-2 text-ink-muted">{contact.emailText}</p>
            <p className="mt-5">
              <a href={`mailto:${association.infoEmail}`} className="link inline-flex max-w-full items-center gap-2 text-lg font-semibold">
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <span className="min-w-0 break-words">{association.infoEmail}</span>
              </a>
            </p>
          </Card>
          <Card>
            <CardTitle as="h2" className="text-xl! leading-7!">
              {contact.topicsHeading}
            </CardTitle>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink-muted">
              {contact.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
            <p className="mt-5 text-sm text-ink-muted">
              {contact.privacyText}{" "}
              <LocalizedLink to="/legal#privacy-policy" className="link">
                {m.contact_privacy_link({}, { locale })}
              </LocalizedLink>
            </p>
          </Card>
        </div>
      </Section>
    </>
  );
}
