import {
  ADMIN_REVIEW_LIST_LIMIT,
  ADMIN_REVIEW_SEARCH_MAX,
  DEFAULT_REVIEW_SORT,
  MAX_RATING,
  MIN_RATING,
  REVIEW_FILTER_MAX,
  REVIEW_PAGE_SIZE_DEFAULT,
  REVIEW_PAGE_SIZE_MAX,
  reviewLimits,
  reviewMessages,
  reviewSorts,
  rotationTypes,
} from "./reviews";
import { isPrintableLine, lineText, multiLineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

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
      .number({ error: formMessages.ratingRange })
      .int(formMessages.ratingRange)
      .min(MIN_RATING, formMessages.ratingRange)
      .max(MAX_RATING, formMessages.ratingRange),
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

/** GET /api/admin/reviews: a search in hospital, place and texts, and the page (of `limit` reviews). */
export const adminReviewQuerySchema = z.object({
  q: lineText("Search", ADMIN_REVIEW_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_REVIEW_LIST_LIMIT).default(ADMIN_REVIEW_LIST_LIMIT),
});
