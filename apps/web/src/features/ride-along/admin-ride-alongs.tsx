import { dateFormatter, RIDE_ALONG_RETENTION_MONTHS, rideAlongLocationLabels, type RideAlongRequestEntry, yearOfStudiesLabels } from "@ssem/core";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { notify } from "~/components/ui/toaster";
import { LoadFailed } from "~/components/ui/load-failed";
import { useRideAlongRequests, useSetRideAlongStatus } from "./admin-api";

const when = dateFormatter("dateTime");

/** The admin dashboard's Ride-alongs tab: members' requests, newest first, each open or done. */
export function AdminRideAlongs() {
  const requests = useRideAlongRequests();
  const setStatus = useSetRideAlongStatus();

  const toggle = (request: RideAlongRequestEntry) => {
    const status = request.status === "open" ? "done" : "open";
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: () => notify.success(status === "done" ? "Marked as done" : "Marked as open", request.name ?? request.email),
        onError: (error) => notify.error("Error updating the request", error.message),
      },
    );
  };

  if (requests.isPending) return <p role="status" className="text-ink-muted">Loading ride-along requests…</p>;
  if (requests.isError)
    return <LoadFailed title={`Error loading ride-along requests. ${requests.error.message}`} onRetry={() => void requests.refetch()} />;
  const list = requests.data.requests;
  if (list.length === 0) return <p className="text-ink-muted">No ride-along requests yet.</p>;
  const open = list.filter((request) => request.status === "open").length;

  return (
    <>
      <p className="mb-4 text-ink-muted">
        {open} open of {list.length}. Requests are deleted automatically {RIDE_ALONG_RETENTION_MONTHS} months after they were made. Answer a member by e-mail; the request
        mail in the association's inbox has the member as its reply address.
      </p>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {list.map((request) => (
          <li key={request.id} className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {request.name ?? request.email}
                <Badge tone={request.status === "open" ? "pending" : "success"}>{request.status === "open" ? "Open" : "Done"}</Badge>
              </p>
              <p className="break-words text-ink-muted">
                <a href={`mailto:${request.email}`} className="link">
                  {request.email}
                </a>
                {" · "}
                {rideAlongLocationLabels[request.location]} · {yearOfStudiesLabels[request.yearOfStudies]}
              </p>
              <p className="text-sm text-ink-muted">
                Requested on <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => toggle(request)} disabled={setStatus.isPending}>
              {request.status === "open" ? "Mark as done" : "Mark as open"}
              <span className="sr-only"> ({request.name ?? request.email}, {when(request.createdAt)})</span>
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
