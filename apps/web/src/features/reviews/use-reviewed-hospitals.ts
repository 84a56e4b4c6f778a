import type { ReviewedHospital } from "@ssem/core";
import { useCallback, useEffect, useState } from "react";
import { fetchReviewedHospitals } from "./api";

/**
 * The hospitals the reviews name, with their averages, once the page has hydrated: the form's
 * suggestions and the opportunity cards' ratings. Failing quietly is fine: both work without them.
 */
export function useReviewedHospitals(enabled: boolean) {
  const [hospitals, setHospitals] = useState<ReviewedHospital[]>([]);
  const refresh = useCallback(() => {
    fetchReviewedHospitals().then(setHospitals, () => undefined);
  }, []);
  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  return { hospitals, refresh };
}

/** A hospital's reviews as an opportunity card shows them: the same hospital, city and country. */
export const statsOf = (hospitals: ReviewedHospital[], place: { hospital: string; city: string; country: string }) =>
  hospitals.find((entry) => entry.hospital === place.hospital && entry.city === place.city && entry.country === place.country);

/** Suggestions for the form: the places in use, then the opportunity hospitals, each once. */
export function placeSuggestions(hospitals: ReadonlyArray<{ hospital: string; city: string; country: string }>) {
  const unique = (values: string[]) => [...new Set(values)];
  return {
    countries: unique(hospitals.map((entry) => entry.country)),
    cities: unique(hospitals.map((entry) => entry.city)),
    hospitals: unique(hospitals.map((entry) => entry.hospital)),
  };
}
