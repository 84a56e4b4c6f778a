import type { Review, ReviewedHospital, ReviewFilters, ReviewPage, ReviewSort, ReviewSubmission } from "@ssem/core";
import { api, unwrap } from "~/lib/api-client";

export type BoardView = ReviewFilters & { sort: ReviewSort };

/** One page of the board's view; `cursor` continues a view where its last page ended. */
export function fetchReviewPage(view: BoardView, cursor?: string): Promise<ReviewPage> {
  const query: Record<string, string> = { sort: view.sort };
  for (const key of ["country", "city", "hospital", "type"] as const) {
    const value = view[key];
    if (value) query[key] = value;
  }
  if (cursor) query.cursor = cursor;
  return unwrap(api.reviews.$get({ query }));
}

export async function fetchReviewedHospitals(): Promise<ReviewedHospital[]> {
  return (await unwrap(api.reviews.hospitals.$get())).hospitals;
}

export function submitReview(review: ReviewSubmission) {
  return unwrap(api.reviews.$post({ json: review }));
}

export type StreamHandlers = { added(review: Review): void; deleted(id: number): void; reset(): void };

/**
 * The board's live updates (Server-Sent Events) after change `after`, the one its first page
 * included. The browser reconnects by itself and sends the last event's id, so the server sends
 * what was missed. Returns the function that closes the stream.
 */
export function openReviewStream(after: number, handlers: StreamHandlers): () => void {
  const source = new EventSource(`/api/reviews/stream?after=${after}`);
  source.addEventListener("review", (event) => handlers.added(JSON.parse((event as MessageEvent<string>).data) as Review));
  source.addEventListener("deleted", (event) => handlers.deleted((JSON.parse((event as MessageEvent<string>).data) as { id: number }).id));
  source.addEventListener("reset", () => handlers.reset());
  return () => source.close();
}
