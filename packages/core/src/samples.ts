import type { EventInput } from "./event-schema";
import type { passkeyAuthenticationSchema, passkeyRegistrationSchema } from "./passkeys";
import type { z } from "./zod";
import type { ImportRowInput } from "./member-import";
import type { ReviewSubmissionInput } from "./review-schemas";
import type { RegistrationSettings } from "./registration-settings";

/**
 * Valid inputs that tests on every side start from (the API suite, the web app's unit tests, e2e),
 * typed against the schemas they must pass, so a schema change is fixed here once rather than in
 * each suite's copy. Not part of the app: imported as `@ssem/core/samples`, never from the index.
 */

/** A review the board accepts, as the form sends it. */
export const sampleReview = {
  country: "Switzerland",
  city: "Bern",
  hospital: "Test Hospital",
  department: "Emergency",
  rotationType: "medical_students",
  timeOfRotation: "Spring 2026",
  rating: 4,
  experienceDescription: "Busy and well organised.",
  teaching: "Daily teaching rounds.",
  leisureTime: "Room in the staff house.",
  applicationInfo: "Through the hospital's elective office.",
} as const satisfies ReviewSubmissionInput;

/** Registration settings the board may save: on, two seats, no window, no approval, no deadline, offers for 48 hours. */
export const sampleRegistrationSettings = {
  registrationOn: true,
  capacity: 2,
  minParticipants: null,
  opensAt: null,
  closesAt: null,
  approval: false,
  cancelUntil: null,
  offerHours: 48,
} as const satisfies RegistrationSettings;

/** An event the admin form may save (POST /api/admin/events): an evening next year, so it stays upcoming. */
export const sampleEvent = {
  title: "Sample event",
  date: `${new Date().getFullYear() + 1}-05-01`,
  startTime: "18:00",
  endTime: "20:00",
  endDate: null,
  city: "Bern",
  venue: "",
  membersOnly: false,
  registration: "",
  description: "",
} as const satisfies EventInput;

/** One member of a bulk import, as the web app reads it from the spec's CSV columns (line 2: the first after the header). */
export const sampleImportRow = {
  line: 2,
  lastName: "Muster",
  firstName: "Anna",
  field: "Medicine",
  studentType: "Student",
  // Two years ahead, so that it stays within the accepted years of completion.
  yearOfCompletion: String(new Date().getFullYear() + 2),
  placeOfStudy: "Bern",
  email: "anna@example.org",
  phone: "+41 79 000 00 00",
} as const satisfies ImportRowInput;

/** The spec's CSV columns, in order, and the sample row as a line of such a file. */
export const importCsvHeader = "Last Name,First Name,Field,Student/Resident,Year of completion,Place of Study,Email Address,Phone Number";
export const sampleImportCsvLine = [
  sampleImportRow.lastName,
  sampleImportRow.firstName,
  sampleImportRow.field,
  sampleImportRow.studentType,
  sampleImportRow.yearOfCompletion,
  sampleImportRow.placeOfStudy,
  sampleImportRow.email,
  sampleImportRow.phone,
].join(",");

/**
 * WebAuthn answers in their JSON form, well-formed but signed by nobody: the server refuses them
 * past validation (no challenge, no such passkey), which is what the authorization matrix and the
 * bad-input properties need. A real one comes from Chromium's virtual authenticator (e2e).
 */
export const samplePasskeyRegistration = {
  name: "Laptop",
  response: {
    id: "c2FtcGxlLWNyZWRlbnRpYWw",
    rawId: "c2FtcGxlLWNyZWRlbnRpYWw",
    type: "public-key",
    response: { clientDataJSON: "e30", attestationObject: "o2NmbXRkbm9uZQ", transports: ["internal"] },
    clientExtensionResults: {},
  },
} as const satisfies z.input<typeof passkeyRegistrationSchema>;

export const samplePasskeyAuthentication = {
  response: {
    id: "c2FtcGxlLWNyZWRlbnRpYWw",
    rawId: "c2FtcGxlLWNyZWRlbnRpYWw",
    type: "public-key",
    response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
    clientExtensionResults: {},
  },
} as const satisfies z.input<typeof passkeyAuthenticationSchema>;
