import { dateFormatter, formatNumber, m, RIDE_ALONG_RETENTION_MONTHS, rideAlongLocationLabel, type RideAlongRequestEntry } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { withElements } from "~/lib/message-elements";
import { useRideAlongRequests, useSetRideAlongStatus } from "./admin-api";
import { yearOfStudiesLabelsIn } from "./messages";

/** The admin dashboard's Ride-alongs tab: members' requests, newest first, each open or done. */
export function AdminRideAlongs() {
  const locale = useLocale();
  const options = { locale };
  const when = dateFormatter("dateTime", locale);
  const requests = useRideAlongRequests();
  const setStatus = useSetRideAlongStatus();

  const toggle = (request: RideAlongRequestEntry) => {
    const status = request.status === "open" ? "done" : "open";
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: () => notify.success((status === "done" ? m.ridealong_marked_done : m.ridealong_marked_open)({}, options), request.name ?? request.email),
        onError: (error) => notify.error(m.ridealong_update_failed({}, options), errorMessageIn(error, locale)),
      },
    );
  };

  if (requests.isPending) return <p role="status" className="text-ink-muted">{m.ridealong_loading({}, options)}</p>;
  if (requests.isError)
    return <LoadFailed title={m.ridealong_load_failed({ detail: errorMessageIn(requests.error, locale) }, options)} onRetry={() => void requests.refetch()} />;
  const list = requests.data.requests;
  if (list.length === 0) return <p className="text-ink-muted">{m.ridealong_none({}, options)}</p>;
  const open = list.filter((request) => request.status === "open").length;
  const years = yearOfStudiesLabelsIn(locale);

  return (
    <>
      <p className="mb-4 text-ink-muted">
        {m.ridealong_summary(
          { open: formatNumber(open, locale), total: formatNumber(list.length, locale), months: formatNumber(RIDE_ALONG_RETENTION_MONTHS, locale) },
          options,
        )}
      </p>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {list.map((request) => (
          <li key={request.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {request.name ?? request.email}
                <Badge tone={request.status === "open" ? "pending" : "success"}>{(request.status === "open" ? m.ridealong_open : m.ridealong_done)({}, options)}</Badge>
              </p>
              <p className="break-words text-ink-muted">
                <a href={`mailto:${request.email}`} className="link">
                  {request.email}
                </a>
                {" · "}
                {rideAlongLocationLabel(request.location, locale)} · {years[request.yearOfStudies]}
              </p>
              <p className="text-sm text-ink-muted">
                {withElements((slots) => m.ridealong_requested_on(slots, options), { at: <time dateTime={request.createdAt}>{when(request.createdAt)}</time> })}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => toggle(request)} disabled={setStatus.isPending}>
              {(request.status === "open" ? m.ridealong_mark_done : m.ridealong_mark_open)({}, options)}
              <span className="sr-only"> ({request.name ?? request.email}, {when(request.createdAt)})</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
