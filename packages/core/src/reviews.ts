// Constants, types and pure helpers only: the board imports these without zod (schemas: review-schemas.ts).

/** Who a rotation is for (spec, public site §3), with the labels the board shows. */
export const rotationTypes = ["medical_students", "residents", "paramedics", "nurses"] as const;
export type RotationType = (typeof rotationTypes)[number];
export const rotationTypeLabels: Record<RotationType, string> = {
  medical_students: "Medical Students",
  residents: "Residents",
  paramedics: "Paramedics",
  nurses: "Nurses",
};

/** Text limits of a review (spec §5 for the four texts; the one-line fields are ours, long enough for any hospital's name). */
export const reviewLimits = {
  experienceDescription: 3000,
  teaching: 2000,
  leisureTime: 2000,
  applicationInfo: 1000,
  place: 200,
  timeOfRotation: 100,
} as const;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;

/** The spec's words for the review board (public site §8). */
export const reviewMessages = {
  missing: "Please fill in all required fields",
  submitted: "Your review has been submitted successfully!",
  submitFailed: "Failed to submit review",
  loadFailedTitle: "Error",
  loadFailed: "Failed to load reviews",
  emptyTitle: "No reviews yet",
  emptyText: "Be the first to add a review",
  /** Not the spec's: the board's empty state when filters hide every review (issue 22). */
  noMatchTitle: "No reviews match your filters",
  noMatchText: "Try other filters, or clear them to see every review.",
  deleted: "Review deleted",
  deleteFailed: "Error deleting review",
  loadAdminFailed: "Error loading reviews",
} as const;

/** The board's sorts, by the spec's names (public site §9); created_at (newest first) is the default. */
export const reviewSorts = ["created_at", "rating", "hospital_avg", "country", "hospital", "rotation_type"] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = "created_at";
export const reviewSortLabels: Record<ReviewSort, string> = {
  created_at: "Newest",
  rating: "Rating",
  hospital_avg: "Hospital average",
  country: "Country",
  hospital: "Hospital",
  rotation_type: "Rotation type",
};

export const REVIEW_PAGE_SIZE_DEFAULT = 20;
export const REVIEW_PAGE_SIZE_MAX = 50;
/** The admin dashboard's Manage Reviews list (spec, member area §9). */
export const ADMIN_REVIEW_LIST_LIMIT = 50;
export const REVIEW_FILTER_MAX = 200;
/** How long the log of added and deleted reviews is kept (housekeeping, privacy policy); a board offline longer reloads. */
export const REVIEW_CHANGE_RETENTION_DAYS = 7;

/** The board's filters, as the server applies them. */
export type ReviewFilters = { country?: string; city?: string; hospital?: string; type?: RotationType };

export type Review = {
  id: number;
  country: string;
  city: string;
  hospital: string;
  department: string | null;
  rotationType: RotationType;
  timeOfRotation: string;
  rating: number;
  experienceDescription: string;
  teaching: string;
  leisureTime: string;
  applicationInfo: string;
  createdAt: string;
  /**
   * The day it was posted on the Swiss calendar ("YYYY-MM-DD"), as the board shows it: the server works it out, so a
   * public page builds no date formatter (the first costs a phone a long task, see `formatNumber`).
   */
  createdOn: string;
  /** The mean rating of every review of the same hospital, city and country (spec §3). */
  hospitalAverage: number;
  hospitalReviewCount: number;
};

export type ReviewPage = {
  reviews: Review[];
  /** Reviews that match the filters (on the first page; 0 on later pages, whose reader has it already). */
  total: number;
  /** Reviews on the board, whatever the filters (first page only, like total). */
  overall: number;
  /** Opaque: the next page of this same view, or null at the end. */
  nextCursor: string | null;
  /** The last change the page includes; the board's live stream starts after it. */
  latestChange: number;
};

/** A hospital as the reviews name it, with its average (GET /api/reviews/hospitals): suggestions and the opportunity cards. */
export type ReviewedHospital = { hospital: string; city: string; country: string; averageRating: number; reviewCount: number };

/** One row of the admin dashboard's Manage Reviews (spec, member area §3): the whole review, so moderation is not blind (issue 24). */
export type AdminReviewEntry = Omit<Review, "hospitalAverage" | "hospitalReviewCount">;
/** A page of Manage Reviews, newest first, with the number of reviews that match the search. */
export type AdminReviewPage = { reviews: AdminReviewEntry[]; total: number; page: number; pageSize: number };

export const ADMIN_REVIEW_SEARCH_MAX = 200;

/** What the live stream says: a review was added (with everything the board shows) or deleted. */
export type ReviewChange = { change: number } & ({ kind: "added"; review: Review } | { kind: "deleted"; id: number });

/** Whether a review belongs on a board with these filters: the same rules as the server's query. */
export function reviewMatchesFilters(review: Pick<Review, "country" | "city" | "hospital" | "rotationType">, filters: ReviewFilters): boolean {
  const contains = (value: string, part: string | undefined) => !part || value.toLowerCase().includes(part.toLowerCase());
  return (
    contains(review.country, filters.country) &&
    contains(review.city, filters.city) &&
    contains(review.hospital, filters.hospital) &&
    (!filters.type || review.rotationType === filters.type)
  );
}

/** "4.3": the hospital average as the board shows it. */
export const formatAverage = (average: number) => (Math.round(average * 10) / 10).toFixed(1);
