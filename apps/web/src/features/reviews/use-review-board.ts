import { type Review, reviewMatchesFilters } from "@ssem/core";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { type BoardView, fetchReviewPage, openReviewStream } from "./api";

export type BoardState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; reviews: Review[]; total: number; overall: number; nextCursor: string | null; loadingMore: boolean };

/** Adds reviews that are not on the board yet (by id): a review reaches the board once, however it comes. */
function merge(existing: Review[], incoming: Review[], where: "top" | "bottom"): Review[] {
  const known = new Set(existing.map((review) => review.id));
  const fresh = incoming.filter((review) => !known.has(review.id));
  return where === "top" ? [...fresh, ...existing] : [...existing, ...fresh];
}

/**
 * The board's data for a view: its first page, 'Load more' pages, and live changes from the
 * stream that starts right after the first page's last change. `view` is null until the page has
 * hydrated (the prerendered page shows Loading). A new view (filters, sort) reloads from its first page.
 */
export function useReviewBoard(view: BoardView | null) {
  const [state, setState] = useState<BoardState>({ status: "loading" });
  const [generation, setGeneration] = useState(0);
  const viewKey = view && JSON.stringify(view);
  const viewRef = useRef(view);
  const loadedView = useRef<string | null>(null);
  viewRef.current = view;

  useEffect(() => {
    const current = viewRef.current;
    if (!current) return;
    let active = true;
    let closeStream: (() => void) | undefined;
    // A new view shows Loading; a reload of the same view (after a submit, a reset) keeps the list until the answer.
    // The first view needs no update: the board starts as Loading, and an update would render it again while it hydrates.
    if (loadedView.current !== null && loadedView.current !== viewKey) setState({ status: "loading" });
    loadedView.current = viewKey;
    fetchReviewPage(current)
      .then((page) => {
        if (!active) return;
        // A page of cards is rendered in a transition, which React splits into short tasks: rendered at once, ten
        // reviews made one long task of the board's first load on a phone (ADR 006).
        startTransition(() =>
          setState({ status: "ready", reviews: page.reviews, total: page.total, overall: page.overall, nextCursor: page.nextCursor, loadingMore: false }),
        );
        closeStream = openReviewStream(page.latestChange, {
          added: (review) =>
            setState((previous) => {
              if (previous.status !== "ready" || previous.reviews.some((shown) => shown.id === review.id)) return previous;
              const matches = reviewMatchesFilters(review, current);
              return {
                ...previous,
                overall: previous.overall + 1,
                ...(matches && { reviews: merge(previous.reviews, [review], "top"), total: previous.total + 1 }),
              };
            }),
          deleted: (id) =>
            setState((previous) => {
              if (previous.status !== "ready") return previous;
              const shown = previous.reviews.some((review) => review.id === id);
              return {
                ...previous,
                overall: Math.max(0, previous.overall - 1),
                ...(shown && { reviews: previous.reviews.filter((review) => review.id !== id), total: Math.max(0, previous.total - 1) }),
              };
            }),
          reset: () => setGeneration((value) => value + 1),
        });
      })
      .catch(() => {
        if (active) setState({ status: "error" });
      });
    return () => {
      active = false;
      closeStream?.();
    };
  }, [viewKey, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const loadMore = useCallback(async () => {
    const current = viewRef.current;
    if (state.status !== "ready" || !state.nextCursor || state.loadingMore || !current) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await fetchReviewPage(current, state.nextCursor);
      setState((previous) =>
        previous.status === "ready" ? { ...previous, reviews: merge(previous.reviews, page.reviews, "bottom"), nextCursor: page.nextCursor, loadingMore: false } : previous,
      );
    } catch (error) {
      setState((previous) => (previous.status === "ready" ? { ...previous, loadingMore: false } : previous));
      throw error;
    }
  }, [state]);

  return { state, reload, loadMore };
}
