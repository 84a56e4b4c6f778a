import { dateFormatter, type Locale, m, type PersonalDataExport } from "@ssem/core";
import { Printer } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { legalContent } from "~/content/legal";
import { personalDataTexts } from "~/content/personal-data";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import { Button } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { Container, PageHeader } from "~/components/ui/page";
import { useLocale } from "~/lib/locale";
import { useDownloadedData } from "./api";
import { type PersonalDataReportEntry, personalDataReport } from "./personal-data-report";
import { LocalizedLink } from "~/components/ui/localized-link";

export const myDataPath = "/member-dashboard/my-data";

const isInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/**
 * The report in `locale`, loaded once per visit: the privacy policy and the category texts of that language are
 * modules of their own (legal.ts, personal-data.ts). A failed load (the network, a new deployment) is retried by the
 * query client, then offers Try Again, as the dashboard's other loads do.
 */
function Categories({ locale, data }: { locale: Locale; data: PersonalDataExport | undefined }) {
  const report = useQuery({
    queryKey: ["personal-data-report", locale],
    queryFn: async (): Promise<PersonalDataReportEntry[]> => {
      const [legal, texts] = await Promise.all([legalContent[locale](), personalDataTexts[locale]()]);
      return personalDataReport(legal.privacyPolicy.sections, texts);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (report.isPending) return <p className="py-8 text-ink-muted">{m.dash_loading_short({}, { locale })}</p>;
  if (report.isError) return <LoadFailed className="py-8" title={m.mydata_load_failed({}, { locale })} onRetry={() => void report.refetch()} />;
  return report.data.map((entry) => <Category key={entry.id} entry={entry} data={data} />);
}

/** "firstName" → "First name": the export's keys as the page shows them. */
const keyLabel = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase()).replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** A value of the export as text, lists and nested lists; the JSON file holds the same. */
function ExportValue({ value }: { value: unknown }) {
  const locale = useLocale();
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return <span className="text-ink-muted">{m.mydata_none({}, { locale })}</span>;
  if (Array.isArray(value)) {
    return (
      <ol className="space-y-3">
        {value.map((item, index) => (
          <li key={index} className="border-l-2 border-border pl-3">
            <ExportValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") {
    return (
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {Object.entries(value).map(([key, item]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-ink">{keyLabel(key)}</dt>
            <dd className="min-w-0 break-words text-ink-muted">
              <ExportValue value={item} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  // Moments read as Swiss date and time; the file keeps them in ISO 8601.
  return <>{typeof value === "string" && isInstant.test(value) ? dateFormatter("dateTime", locale)(value) : String(value)}</>;
}

function Fact({ term, children, toBeConfirmed }: { term: string; children: ReactNode; toBeConfirmed?: boolean }) {
  return (
    <div>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="mt-1 text-ink-muted">
        {children}
        {toBeConfirmed && <ToBeConfirmed className="ml-2" />}
      </dd>
    </div>
  );
}

function Category({ entry, data }: { entry: PersonalDataReportEntry; data: PersonalDataExport | undefined }) {
  const unconfirmed = new Set(entry.processing.toBeConfirmed ?? []);
  const locale = useLocale();
  return (
    <section aria-labelledby={`${entry.id}-title`} className="break-inside-avoid border-b border-border py-8 print:py-4">
      <h2 id={`${entry.id}-title`} className="text-xl font-bold tracking-tight text-ink">
        {entry.label}
      </h2>
      <dl className="mt-4 space-y-4">
        <Fact term={m.mydata_why({}, { locale })} toBeConfirmed={unconfirmed.has("purpose")}>
          {entry.processing.purpose}
        </Fact>
        <Fact term={m.mydata_how_long({}, { locale })} toBeConfirmed={unconfirmed.has("retention")}>
          {entry.processing.retention}
        </Fact>
        <Fact term={m.mydata_who({}, { locale })} toBeConfirmed={unconfirmed.has("recipients")}>
          {entry.processing.recipients}
        </Fact>
        <Fact term={m.mydata_source({}, { locale })}>{entry.source}</Fact>
        {data && (
          <Fact term={m.mydata_what({}, { locale })}>
            {entry.exportKey ? <ExportValue value={data[entry.exportKey]} /> : entry.notExported}
          </Fact>
        )}
      </dl>
    </section>
  );
}

/**
 * The art. 25 FADP answer (issue 27): what we hold, why, how long we keep it, who receives it and
 * where it came from, one section per category of the personal-data map, with the member's own
 * values once they have downloaded them on this visit. Printable: the browser's print saves a PDF.
 */
export function MyDataPage() {
  const data = useDownloadedData();
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.mydata_title({}, { locale })} back={{ to: "/member-dashboard", label: m.mydata_back({}, { locale }) }}>
        <p>
          {m.mydata_intro({}, { locale })}{" "}
          <LocalizedLink to="/legal#privacy-policy" className="underline">
            {m.mydata_privacy_policy({}, { locale })}
          </LocalizedLink>{" "}
          {m.mydata_intro_end({}, { locale })}
        </p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-ink-muted">
            {data
              ? m.mydata_as_of({ moment: dateFormatter("dateTime", locale)(data.exportedAt) }, { locale })
              : m.mydata_how_to_see({}, { locale })}
          </p>
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {m.mydata_print({}, { locale })}
          </Button>
        </div>
        <Categories locale={locale} data={data} />
      </Container>
    </>
  );
}
