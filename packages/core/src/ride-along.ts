import { z } from "./zod";

/** Where members can ride along (spec, public site §5 and §9). */
export const rideAlongLocations = ["zurich", "basel"] as const;
export type RideAlongLocation = (typeof rideAlongLocations)[number];
export const rideAlongLocationLabels: Record<RideAlongLocation, string> = { zurich: "Zürich", basel: "Basel" };

/** Year of studies, 1st to 6th (spec). Sent and stored as the number. */
export const yearsOfStudies = ["1", "2", "3", "4", "5", "6"] as const;
export type YearOfStudies = (typeof yearsOfStudies)[number];
export const yearOfStudiesLabels: Record<YearOfStudies, string> = {
  "1": "1st year",
  "2": "2nd year",
  "3": "3rd year",
  "4": "4th year",
  "5": "5th year",
  "6": "6th year",
};

/** The spec's messages of the ride-along block, word for word (public site §5 and §8). */
export const rideAlongMessages = {
  missing: "Please fill in all fields",
  notMember: "You must be a member to submit a ride-along request",
  authenticationRequired: "Authentication required",
  sessionExpired: "Session expired",
  logInAgain: "Please log in again",
  failed: "Failed to submit request. Please try again.",
  submitted: "Request submitted!",
  submittedText: "We have received your ride-along request and will be in touch with you soon.",
} as const;

const missing = { error: rideAlongMessages.missing };

/**
 * POST /api/ride-along-requests. The e-mail address is the signed-in member's, never the body's:
 * the schema is strict, so a body that names one (or anything else) is refused.
 */
export const rideAlongRequestSchema = z.strictObject({
  location: z.enum(rideAlongLocations, missing),
  yearOfStudies: z.enum(yearsOfStudies, missing),
});
export type RideAlongRequestInput = z.infer<typeof rideAlongRequestSchema>;

export const rideAlongStatuses = ["open", "done"] as const;
export type RideAlongStatus = (typeof rideAlongStatuses)[number];

/** PATCH /api/admin/ride-along-requests/:id: an admin marks a request done, or open again. */
export const rideAlongStatusSchema = z.strictObject({ status: z.enum(rideAlongStatuses) });

export type RideAlongRequestEntry = {
  id: string;
  /** The member's name from their profile, else null. */
  name: string | null;
  email: string;
  location: RideAlongLocation;
  yearOfStudies: YearOfStudies;
  status: RideAlongStatus;
  createdAt: string;
};

/** Requests are deleted this long after they were made (privacy policy, housekeeping). */
export const RIDE_ALONG_RETENTION_MONTHS = 12;
