import type { EventList } from "@ssem/core";
// Not the typed api-client: it would ship to this public page, which needs only this one fetch.
import { unwrap } from "~/lib/api-errors";

/** GET /api/events with the session cookie, so a member also gets the registration notes of members-only events. */
export function fetchEvents(): Promise<EventList> {
  return unwrap(fetch("/api/events", { credentials: "same-origin", headers: { accept: "application/json" } }));
}
