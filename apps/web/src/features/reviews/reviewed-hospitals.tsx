import type { ReviewedHospital } from "@ssem/core";
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from "react";
import { fetchReviewedHospitals } from "./api";

/** Where a rotation took place, as reviews and opportunities name it. */
export type Place = { hospital: string; city: string; country: string };

type ReviewedHospitals = { hospitals: ReviewedHospital[]; refresh: () => void };

const ReviewedHospitalsContext = createContext<ReviewedHospitals>({ hospitals: [], refresh: () => undefined });

/**
 * The hospitals the reviews name, with their averages, fetched once the page has hydrated: the
 * opportunity cards' ratings and the form's suggestions. Held here rather than in the page, so
 * their arrival re-renders only what reads them (ADR 006: the page's children are elements this
 * provider does not re-create). Failing quietly is fine: both work without them.
 */
export function ReviewedHospitalsProvider({ children }: { children: ReactNode }) {
  const [hospitals, setHospitals] = useState<ReviewedHospital[]>([]);
  const refresh = useCallback(() => {
    // The same list again (none yet, or a review that changed no average) keeps the shown one, so nothing renders.
    const show = (next: ReviewedHospital[]) => setHospitals((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
    fetchReviewedHospitals().then(show, () => undefined);
  }, []);
  useEffect(refresh, [refresh]);
  const value = useMemo(() => ({ hospitals, refresh }), [hospitals, refresh]);
  return <ReviewedHospitalsContext value={value}>{children}</ReviewedHospitalsContext>;
}

export const useReviewedHospitals = () => use(ReviewedHospitalsContext);

/** A hospital's reviews as an opportunity card shows them: the same hospital, city and country. */
export const statsOf = (hospitals: ReviewedHospital[], place: Place) =>
  hospitals.find((entry) => entry.hospital === place.hospital && entry.city === place.city && entry.country === place.country);

/** Suggestions for the form: the places in use, then the other known hospitals, each once. */
export function placeSuggestions(hospitals: readonly Place[]) {
  const unique = (values: string[]) => [...new Set(values)];
  return {
    countries: unique(hospitals.map((entry) => entry.country)),
    cities: unique(hospitals.map((entry) => entry.city)),
    hospitals: unique(hospitals.map((entry) => entry.hospital)),
  };
}
