import { isPrintableLine, lineText, multiLineText } from "./text";
import { z } from "./zod";

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
  deleted: "Review deleted",
  deleteFailed: "Error deleting review",
  loadAdminFailed: "Error loading reviews",
} as const;

const missingIsRequired = { error: reviewMessages.missing };
// Absent, or blank once trimmed: the spec's one message for every missing field.
const present = (text: z.ZodType<string, string>) => z.string(missingIsRequired).pipe(text).pipe(z.string().min(1, reviewMessages.missing));
const required = (label: string, max: number) => present(lineText(label, max));
const requiredText = (label: string, max: number) => present(multiLineText(label, max));

/**
 * Body of POST /api/reviews (the spec's submit-review payload, camelCase). Unknown fields are
 * refused, so a client cannot slip anything else into the table. `website` is the honeypot: the form
 * hides it from people, and only a bot fills it in.
 */
export const reviewSubmissionSchema = z.strictObject(
  {
    country: required("Country", reviewLimits.place),
    city: required("City", reviewLimits.place),
    hospital: required("Hospital", reviewLimits.place),
    department: lineText("Department", reviewLimits.place)
      .optional()
      .transform((department) => department || undefined),
    rotationType: z.enum(rotationTypes, missingIsRequired),
    timeOfRotation: required("Time of rotation", reviewLimits.timeOfRotation),
    rating: z
      .number({ error: "Rating must be a whole number from 1 to 5" })
      .int("Rating must be a whole number from 1 to 5")
      .min(MIN_RATING, "Rating must be a whole number from 1 to 5")
      .max(MAX_RATING, "Rating must be a whole number from 1 to 5"),
    experienceDescription: requiredText("General experience", reviewLimits.experienceDescription),
    teaching: requiredText("Teaching", reviewLimits.teaching),
    leisureTime: requiredText("Leisure time and accommodation", reviewLimits.leisureTime),
    applicationInfo: requiredText("Where to apply", reviewLimits.applicationInfo),
    website: z.literal("", { error: "This field must stay empty" }).optional(),
  },
  { error: "Please send a review as a JSON object with the fields of the form" },
);
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionSchema>;
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

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

const filter = (label: string) =>
  z
    .string()
    .max(REVIEW_FILTER_MAX, `${label} filter must be at most ${REVIEW_FILTER_MAX} characters`)
    .refine(isPrintableLine, `${label} filter must not contain control characters`)
    .transform((value) => value.trim() || undefined)
    .optional();

/** The board's filters: substring (any case) for the places, the exact value for the type. */
export const reviewFiltersSchema = z.object({
  country: filter("Country"),
  city: filter("City"),
  hospital: filter("Hospital"),
  type: z.enum(rotationTypes, "Choose a rotation type").optional(),
});
export type ReviewFilters = z.output<typeof reviewFiltersSchema>;

/** Query of GET /api/reviews. `cursor` is the opaque `nextCursor` of the page before. */
export const reviewListQuerySchema = reviewFiltersSchema.extend({
  sort: z.enum(reviewSorts, "Choose one of the sorts").default(DEFAULT_REVIEW_SORT),
  limit: z.coerce
    .number()
    .int("Limit must be a whole number")
    .min(1, "Limit must be 1 or more")
    .max(REVIEW_PAGE_SIZE_MAX, `Limit must be at most ${REVIEW_PAGE_SIZE_MAX}`)
    .default(REVIEW_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(500, "Invalid cursor").optional(),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** Query of GET /api/reviews/stream: the last change the board has seen (EventSource's Last-Event-ID wins once it reconnects). */
export const reviewStreamQuerySchema = z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() });

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
  /** The mean rating of every review of the same hospital, city and country (spec §3). */
  hospitalAverage: number;
  hospitalReviewCount: number;
};

export type ReviewPage = {
  reviews: Review[];
  /** Reviews that match the filters. */
  total: number;
  /** Reviews on the board, whatever the filters. */
  overall: number;
  /** Opaque: the next page of this same view, or null at the end. */
  nextCursor: string | null;
  /** The last change the page includes; the board's live stream starts after it. */
  latestChange: number;
};

/** A hospital as the reviews name it, with its average (GET /api/reviews/hospitals): suggestions and the opportunity cards. */
export type ReviewedHospital = { hospital: string; city: string; country: string; averageRating: number; reviewCount: number };

/** One row of the admin dashboard's Manage Reviews (spec, member area §3). */
export type AdminReviewEntry = { id: number; hospital: string; country: string; city: string; rating: number; createdAt: string };

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
