import { dateFormatter, MAIL_RETENTION_DAYS, type MailingListOverview } from "@ssem/core";
import { Button } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { mailingListExportUrl, useMailingList } from "./admin-api";
import { NewsletterComposer } from "./newsletter-composer";

const day = dateFormatter("date");
const moment = dateFormatter("dateTime");

/** The admin dashboard's Mailing List tab: confirmed subscribers, their CSV, and the newsletter composer with progress. */
export function AdminMailingList() {
  const overview = useMailingList();
  if (overview.isPending) return <p role="status" className="text-ink-muted">Loading the mailing list…</p>;
  if (overview.isError)
    return <LoadFailed title={`Error loading the mailing list. ${overview.error.message}`} onRetry={() => void overview.refetch()} />;
  const { subscribers, newsletters } = overview.data;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <NewsletterComposer subscriberCount={subscribers.length} />
      <div className="grid content-start gap-8">
        <NewsletterProgress newsletters={newsletters} />
        <Subscribers subscribers={subscribers} />
      </div>
    </div>
  );
}

function NewsletterProgress({ newsletters }: Pick<MailingListOverview, "newsletters">) {
  if (newsletters.length === 0) return null;
  return (
    <section aria-labelledby="newsletters-sent">
      <h3 id="newsletters-sent" className="mb-3 text-lg font-semibold">
        Newsletters sent
      </h3>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {newsletters.map((newsletter) => (
          <li key={newsletter.id} className="px-4 py-3">
            <p className="break-words font-medium">{newsletter.subject}</p>
            <p className="text-sm text-ink-muted" aria-live="polite">
              <time dateTime={newsletter.createdAt}>{moment(newsletter.createdAt)}</time>: {newsletter.queued} queued, {newsletter.sent} sent
              {newsletter.waiting > 0 && `, ${newsletter.waiting} waiting`}
              {newsletter.failed > 0 && `, ${newsletter.failed} undeliverable`}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">Sent e-mails leave the outbox after {MAIL_RETENTION_DAYS} days, and with them their count.</p>
    </section>
  );
}

function Subscribers({ subscribers }: Pick<MailingListOverview, "subscribers">) {
  return (
    <section aria-labelledby="subscribers-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="subscribers-title" className="text-lg font-semibold">
          Confirmed subscribers ({subscribers.length})
        </h3>
        {subscribers.length > 0 && (
          <Button asChild variant="outline" size="sm">
            <a href={mailingListExportUrl} download>
              Export CSV
            </a>
          </Button>
        )}
      </div>
      {subscribers.length === 0 ? (
        <p className="text-ink-muted">No confirmed subscribers yet.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-border overflow-y-auto rounded-lg border border-border bg-surface" tabIndex={0} aria-label="Confirmed subscribers">
          {subscribers.map((subscriber) => (
            <li key={subscriber.id} className="flex flex-wrap justify-between gap-x-4 px-4 py-2">
              <span className="break-all">{subscriber.email}</span>
              <span className="text-sm text-ink-muted">since {day(subscriber.confirmedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
