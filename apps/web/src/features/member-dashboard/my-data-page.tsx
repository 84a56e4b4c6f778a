import type { PersonalDataExport } from "@ssem/core";
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ToBeConfirmed } from "~/components/ui/to-be-confirmed";
import { Button } from "~/components/ui/button";
import { Container, PageHeader } from "~/components/ui/page";
import { dateFormatter } from "@ssem/core";
import { useDownloadedData } from "./api";
import { type PersonalDataReportEntry, personalDataReport } from "./personal-data-report";

export const myDataPath = "/member-dashboard/my-data";

const moment = dateFormatter("dateTime");
const isInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const report = personalDataReport();

/** "firstName" → "First name": the export's keys as the page shows them. */
const keyLabel = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase()).replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** A value of the export as text, lists and nested lists; the JSON file holds the same. */
function ExportValue({ value }: { value: unknown }) {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return <span className="text-ink-muted">None</span>;
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
  return <>{typeof value === "string" && isInstant.test(value) ? moment(value) : String(value)}</>;
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
  return (
    <section aria-labelledby={`${entry.id}-title`} className="break-inside-avoid border-b border-border py-8 print:py-4">
      <h2 id={`${entry.id}-title`} className="text-xl font-bold tracking-tight text-ink">
        {entry.label}
      </h2>
      <dl className="mt-4 space-y-4">
        <Fact term="Why we hold it" toBeConfirmed={unconfirmed.has("purpose")}>{entry.processing.purpose}</Fact>
        <Fact term="How long we keep it" toBeConfirmed={unconfirmed.has("retention")}>{entry.processing.retention}</Fact>
        <Fact term="Who receives it" toBeConfirmed={unconfirmed.has("recipients")}>{entry.processing.recipients}</Fact>
        <Fact term="Where it came from">{entry.source}</Fact>
        {data && (
          <Fact term="What we hold about you">
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
  return (
    <>
      <PageHeader title="My data" back={{ to: "/member-dashboard", label: "Back to the dashboard" }}>
        <p>
          What we hold about you, why, how long we keep it, who receives it and where it came from (art. 25 of the Swiss Federal Act on Data Protection). The{" "}
          <Link to="/legal#privacy-policy" className="underline">
            privacy policy
          </Link>{" "}
          says the same in full.
        </p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p role="status" className="text-ink-muted">
            {data
              ? `Your data as of ${moment(data.exportedAt)}. The JSON file you downloaded holds the same.`
              : "To see your own data on this page, use Download My Data in the My Data card of your dashboard."}
          </p>
          <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print or Save as PDF
          </Button>
        </div>
        {report.map((entry) => (
          <Category key={entry.id} entry={entry} data={data} />
        ))}
      </Container>
    </>
  );
}
