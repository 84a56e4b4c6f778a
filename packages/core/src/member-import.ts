import { memberFieldRules } from "./membership";
import { z } from "./zod";

/**
 * Bulk import of members (spec, member area §3 and §5): the rows of the admin's CSV file, checked
 * again by the server with the membership form's field rules.
 */

/** Rows one request may carry; the web app sends a file in batches of IMPORT_BATCH_SIZE to show progress (ADR 013). */
export const MAX_IMPORT_ROWS = 2000;
export const IMPORT_BATCH_SIZE = 200;

/** The spec's column order of the CSV file. */
export const importColumns = [
  "lastName",
  "firstName",
  "field",
  "studentType",
  "yearOfCompletion",
  "placeOfStudy",
  "email",
  "phone",
] as const;
export type ImportColumn = (typeof importColumns)[number];

/**
 * Each column's header as the spec names it: the template's and the export's header line, and what
 * the import recognises first (ADR 013).
 */
export const importColumnHeaders = {
  lastName: "Last Name",
  firstName: "First Name",
  field: "Field",
  studentType: "Student/Resident",
  yearOfCompletion: "Year of completion",
  placeOfStudy: "Place of Study",
  email: "Email Address",
  phone: "Phone Number",
} as const satisfies Record<ImportColumn, string>;

/** The export's columns after the import's, in this order: what the board sees but an import does not set. */
export const memberExportExtraHeaders = ["Status", "Roles", "Applied on"] as const;

/** The header line of the member CSV files, import columns first (the downloadable template is this line). */
export const memberCsvHeader = [...importColumns.map((column) => importColumnHeaders[column]), ...memberExportExtraHeaders];

/** A cell left empty counts as not given. */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** Spreadsheets write "Medicine" or "Student"; the stored values are lower case. */
const choice = (value: unknown) => {
  const given = blankAsMissing(value);
  return typeof given === "string" ? given.trim().toLowerCase() : given;
};
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsMissing, schema.optional());

/**
 * One row as the server checks it. Names and e-mail are required; field and status default to
 * medicine and student (spec); the rest is optional, since member lists kept elsewhere often lack it.
 * `line` is the row's line in the file, so the answer can point at it.
 */
export const importRowSchema = z.object({
  line: z.number().int().min(1).max(10_000_000).optional(),
  lastName: memberFieldRules.lastName,
  firstName: memberFieldRules.firstName,
  field: z.preprocess(choice, memberFieldRules.field.default("medicine")),
  studentType: z.preprocess(choice, memberFieldRules.studentType.default("student")),
  yearOfCompletion: optional(memberFieldRules.yearOfCompletion),
  placeOfStudy: optional(memberFieldRules.placeOfStudy),
  email: memberFieldRules.email,
  phone: optional(memberFieldRules.phone),
});
export type ImportRowInput = z.input<typeof importRowSchema>;
export type ImportRow = z.output<typeof importRowSchema>;

/**
 * Body of POST /api/admin/members/import (the spec's bulk-import-members: `{members: [...]}`). Each
 * row is an object whose fields are checked one row at a time, so one bad row fails alone.
 */
export const importRequestSchema = z.object(
  {
    members: z
      .array(z.record(z.string(), z.unknown()), { error: "members must be a list of rows" })
      .min(1, "The file has no rows to import")
      .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS} rows can be imported at once`),
    /** The admin's "send this year's invoice": without it imported members get none (ADR 019). */
    sendInvoice: z.boolean({ error: "sendInvoice must be true or false" }).default(false),
  },
  { error: "Please send the rows to import" },
);
export type ImportRequest = z.input<typeof importRequestSchema>;

export type ImportRowOutcome = { line: number; email: string; reason: string };
/** Why the web app drops a line of the file before sending it; counted in the preview and the report. */
export const droppedLineReasons = {
  empty: "Empty line",
  noEmail: "No e-mail address",
} as const;

export type ImportResult = {
  imported: { email: string }[];
  skipped: ImportRowOutcome[];
  failed: ImportRowOutcome[];
};
