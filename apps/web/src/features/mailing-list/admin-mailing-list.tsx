import { dateFormatter, formatNumber, languageNames, MAIL_RETENTION_DAYS, m, type MailingListOverview } from "@ssem/core";
import { buttonClasses } from "~/components/ui/button";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { mailingListExportUrl, useMailingList } from "./admin-api";
import { NewsletterComposer } from "./newsletter-composer";

/** The admin dashboard's Mailing List tab: confirmed subscribers, their CSV, and the newsletter composer with progress. */
export function AdminMailingList() {
  const locale = useLocale();
  const overview = useMailingList();
  if (overview.isPending) return <p role="status" className="text-ink-muted">{m.mlist_loading({}, { locale })}</p>;
  if (overview.isError)
    return <LoadFailed title={m.mlist_load_failed({ detail: errorMessageIn(overview.error, locale) }, { locale })} onRetry={() => void overview.refetch()} />;
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
  const locale = useLocale();
  const options = { locale };
  if (newsletters.length === 0) return null;
  const moment = dateFormatter("dateTime", locale);
  const count = (value: number) => ({ count: formatNumber(value, locale) });
  return (
    <section aria-labelledby="newsletters-sent">
      <h3 id="newsletters-sent" className="mb-3 text-lg font-semibold">
        {m.mlist_sent_title({}, options)}
      </h3>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {newsletters.map((newsletter) => (
          <li key={newsletter.id} className="px-4 py-3">
            <p className="break-words font-medium">{newsletter.subject}</p>
            <p className="text-sm text-ink-muted" aria-live="polite">
              <time dateTime={newsletter.createdAt}>{moment(newsletter.createdAt)}</time>:{" "}
              {[
                m.mlist_queued(count(newsletter.queued), options),
                m.mlist_sent(count(newsletter.sent), options),
                newsletter.waiting > 0 && m.mlist_waiting(count(newsletter.waiting), options),
                newsletter.failed > 0 && m.mlist_undeliverable(count(newsletter.failed), options),
              ]
                .filter(Boolean)
                .join(", ")}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-ink-muted">{m.mlist_retention({ days: formatNumber(MAIL_RETENTION_DAYS, locale) }, options)}</p>
    </section>
  );
}

function Subscribers({ subscribers }: Pick<MailingListOverview, "subscribers">) {
  const locale = useLocale();
  const options = { locale };
  const day = dateFormatter("date", locale);
  return (
    <section aria-labelledby="subscribers-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="subscribers-title" className="text-lg font-semibold">
          {m.mlist_subscribers_title({ count: formatNumber(subscribers.length, locale) }, options)}
        </h3>
        {subscribers.length > 0 && (
          <a href={mailingListExportUrl(locale)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
            {m.mlist_export({}, options)}
          </a>
        )}
      </div>
      {subscribers.length === 0 ? (
        <p className="text-ink-muted">{m.mlist_no_subscribers({}, options)}</p>
      ) : (
        // Scrolls on its own with many subscribers, so it takes the focus to be scrolled by keyboard.
        <div className="max-h-96 overflow-y-auto rounded-lg border border-border bg-surface" tabIndex={0} role="region" aria-label={m.mlist_subscribers_label({}, options)}>
          <table aria-labelledby="subscribers-title" className="w-full text-left text-sm">
            <thead className="sticky top-0 border-b border-border bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {m.mlist_col_email({}, options)}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {m.mlist_col_language({}, options)}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {m.mlist_col_subscribed({}, options)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-3 py-2 align-top break-all">{subscriber.email}</td>
                  {/* The language of their mails, named in itself, as the person view names a member's (ADR 029). */}
                  <td className="px-3 py-2 align-top" lang={subscriber.locale}>
                    {languageNames[subscriber.locale]}
                  </td>
                  <td className="px-3 py-2 align-top whitespace-nowrap text-ink-muted tabular-nums">
                    <time dateTime={subscriber.confirmedAt}>{day(subscriber.confirmedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
