import { type Locale, m } from "@ssem/core";
import { ExternalLink } from "~/components/ui/external-link";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import type { LegalBlock, LegalParagraph, Processing, ProcessingFact } from "~/content/legal";
import { useLocale } from "~/lib/locale";

function ParagraphLink({ link }: { link: NonNullable<LegalParagraph["link"]> }) {
  if (link.href.startsWith("mailto:")) {
    return (
      <a href={link.href} className="link break-words">
        {link.label}
      </a>
    );
  }
  return (
    <ExternalLink href={link.href} className="link">
      {link.label}
    </ExternalLink>
  );
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    "list" in block ? (
      <ul key={index} className="list-disc space-y-1.5 pl-5">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ) : (
      <p key={index}>
        {block.text}
        {block.link && (
          <>
            {" "}
            <ParagraphLink link={block.link} />
          </>
        )}
        {block.toBeConfirmed && <ToBeConfirmed className="ml-2" />}
      </p>
    ),
  );
}

const processingTerms = (locale: Locale): [ProcessingFact, string][] => [
  ["purpose", m.legal_purpose({}, { locale })],
  ["legalBasis", m.legal_legal_basis({}, { locale })],
  ["retention", m.legal_retention({}, { locale })],
  ["recipients", m.legal_recipients({}, { locale })],
];

/** Purpose, legal basis, retention and recipients of one processing activity, always in this order. */
export function ProcessingFacts({ processing }: { processing: Processing }) {
  const locale = useLocale();
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-border bg-white p-5 sm:grid-cols-[9rem_minmax(0,1fr)]">
      {processingTerms(locale).map(([key, term]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-ink">{term}</dt>
          <dd className="-mt-2 sm:mt-0">
            {processing[key]}
            {processing.toBeConfirmed?.includes(key) && <ToBeConfirmed className="ml-2" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
