import { m } from "./i18n/paraglide/messages.js";
import { type Locale, locales } from "./i18n/paraglide/runtime.js";
import { issueRule } from "./issue-rule";
import { memberFieldRules, yearOfCompletionRange } from "./membership";
import { fields, studentTypes } from "./membership-values";
import { localeSchema } from "./profile";
import { searchFold } from "./search-fold";
import { z } from "./zod";

/**
 * Bulk import of members (spec, member area §3 and §5): the rows of the admin's CSV file, checked
 * again by the server with the membership form's field rules.
 */

/** Rows one request may carry; the web app sends a file in batches of IMPORT_BATCH_SIZE to show progress (ADR 013). */
export const MAX_IMPORT_ROWS = 2000;
export const IMPORT_BATCH_SIZE = 200;

/** The spec's column order of the CSV file, and the member's language after them (issue 39, point 13). */
export const importColumns = [
  "lastName",
  "firstName",
  "field",
  "studentType",
  "yearOfCompletion",
  "placeOfStudy",
  "email",
  "phone",
  "language",
] as const;
export type ImportColumn = (typeof importColumns)[number];

/**
 * Each column's header in a language: in English as the spec names it. The template's and the export's
 * header line are in the downloading admin's language, and the import knows the headers of every language (ADR 013).
 */
const importColumnMessages = {
  lastName: m.csv_last_name,
  firstName: m.csv_first_name,
  field: m.csv_field,
  studentType: m.csv_student_type,
  yearOfCompletion: m.csv_year_of_completion,
  placeOfStudy: m.csv_place_of_study,
  email: m.csv_email_address,
  phone: m.csv_phone_number,
  language: m.csv_language,
} as const satisfies Record<ImportColumn, unknown>;
export const importColumnHeader = (column: ImportColumn, locale: Locale) => importColumnMessages[column]({}, { locale });

/** The export's columns after the import's, in this order: what the board sees but an import does not set. */
export const memberExportExtraHeaders = (locale: Locale) => [m.csv_membership_status, m.csv_roles, m.csv_applied_on].map((header) => header({}, { locale }));

/** The header line of the member CSV files, import columns first (the downloadable template is their part of it). */
export const memberCsvHeader = (locale: Locale) => [...importColumns.map((column) => importColumnHeader(column, locale)), ...memberExportExtraHeaders(locale)];

/** A cell left empty counts as not given. */
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** Spreadsheets write "Medicine" or "Student"; the stored values are lower case. */
const choice = (value: unknown) => {
  const given = blankAsMissing(value);
  return typeof given === "string" ? given.trim().toLowerCase() : given;
};
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(blankAsMissing, schema.optional());

/**
 * Each language as a file may name it: its code, and its name in each of our languages ("Deutsch", "German",
 * "allemand", "tedesco"). Compared in the search spelling, so case, accents and umlauts do not matter ("francais",
 * "FRANZÖSISCH").
 */
const languageNames: Record<Locale, Record<Locale, string>> = {
  en: { en: "English", de: "Englisch", fr: "anglais", it: "inglese" },
  de: { en: "German", de: "Deutsch", fr: "allemand", it: "tedesco" },
  fr: { en: "French", de: "Französisch", fr: "français", it: "francese" },
  it: { en: "Italian", de: "Italienisch", fr: "italien", it: "italiano" },
};
/** A language's name as `reader` writes it: "Deutsch" for a German reader, "allemand" for a French one. */
export const languageName = (language: Locale, reader: Locale) => languageNames[language][reader];
const languageOfName = new Map(
  locales.flatMap((language) => [language, ...Object.values(languageNames[language])].map((name) => [searchFold(name), language] as const)),
);
/** A cell's language, or what it wrote (for the refusal) when it names none; "de-CH" is German. */
const languageOf = (value: unknown) => {
  const given = blankAsMissing(value);
  if (typeof given !== "string") return given;
  return languageOfName.get(searchFold(given.trim().replace(/[-_][a-z]{2}$/i, ""))) ?? given;
};

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
  /** Without it, the importing admin's language (routes/admin-members/import.ts). */
  language: z.preprocess(languageOf, localeSchema.optional()),
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
    /**
     * The language of a member whose row names none: the importing admin's, as the web app shows it. Without it,
     * the admin's own profile language.
     */
    defaultLanguage: localeSchema.optional(),
  },
  { error: "Please send the rows to import" },
);
export type ImportRequest = z.input<typeof importRequestSchema>;

/** The fields whose problems name them: "Last name is required". The others have a sentence of their own. */
type NamedField = "firstName" | "lastName" | "placeOfStudy" | "phone";

/**
 * Why a row of the file is not imported, as a stable code with what its sentence needs (ADR 029): a skipped
 * row's `exists`, the web app's dropped lines (`empty_line`, `no_email`), and per field of a failed row its
 * first problem. `importReason` says them in a language.
 */
export type ImportProblem =
  | { rule: "exists" | "empty_line" | "no_email" }
  | { rule: "required"; field: NamedField | "email" }
  | { rule: "too_long"; field: NamedField | "email"; max: number }
  | { rule: "control_characters"; field: NamedField }
  | { rule: "invalid"; field: "email" | "phone" | "field" | "studentType" | "yearOfCompletion" | "language" | "line" }
  | { rule: "out_of_range"; field: "yearOfCompletion"; min: number; max: number };

/** A row not imported: its line, the e-mail it gave, its problems, and `reason`, their English sentence (for API clients). */
export type ImportRowOutcome = { line: number; email: string; problems: ImportProblem[]; reason: string };

export function importRowOutcome(line: number, email: string, problems: ImportProblem[]): ImportRowOutcome {
  return { line, email, problems, reason: importReason(problems, "en") };
}

const namedFields = ["firstName", "lastName", "placeOfStudy", "phone"] as const satisfies readonly NamedField[];
const isNamedField = (field: string): field is NamedField => (namedFields as readonly string[]).includes(field);

/**
 * The code of one problem importRowSchema found, from the rule core reads in zod's issue (`issueRule`, as the
 * forms do): a missing or empty text is `required`, a refused character its control characters, a number range
 * the year's. `member-import.test.ts` holds each to the schema's own English message.
 */
function problemOf(field: string, issue: z.core.$ZodIssue): ImportProblem {
  const broken = issueRule(issue);
  const missing = broken.rule === "required" || broken.rule === "whole_number" || broken.rule === "too_short" || broken.rule === "number_too_small";
  if (field === "email") {
    if (missing) return { rule: "required", field };
    return broken.rule === "too_long" ? { rule: "too_long", field, max: broken.max } : { rule: "invalid", field };
  }
  if (isNamedField(field)) {
    if (missing) return { rule: "required", field };
    if (broken.rule === "too_long") return { rule: "too_long", field, max: broken.max };
    if (broken.rule === "single_line" || broken.rule === "control_characters") return { rule: "control_characters", field };
    if (field === "phone") return { rule: "invalid", field };
  }
  if (field === "yearOfCompletion" && (broken.rule === "number_too_small" || broken.rule === "number_too_big")) {
    return { rule: "out_of_range", field, ...yearOfCompletionRange };
  }
  if (field === "field" || field === "studentType" || field === "yearOfCompletion" || field === "language") return { rule: "invalid", field };
  return { rule: "invalid", field: "line" };
}

/** The first problem of each field, in the row's column order. */
export function importProblemsOf(error: z.ZodError): ImportProblem[] {
  const byField = new Map<string, ImportProblem>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!byField.has(field)) byField.set(field, problemOf(field, issue));
  }
  return [...byField.values()];
}

type Options = { locale: Locale };
const fieldNames: Record<NamedField, (inputs: Record<string, never>, options: Options) => string> = {
  firstName: m.import_field_first_name,
  lastName: m.import_field_last_name,
  placeOfStudy: m.import_field_place_of_study,
  phone: m.import_field_phone,
};
const invalidMessages = {
  email: m.import_reason_email_invalid,
  phone: m.import_reason_phone_invalid,
  yearOfCompletion: m.import_reason_year_invalid,
  line: m.import_reason_line_invalid,
} as const;

/**
 * A choice the file may make, as its cells write it (in any case): an admin whose file says "Medizin" learns what
 * the column takes instead (issue 39).
 */
const allowedValues = { field: fields, studentType: studentTypes } as const;
const allowedValuesMessages = { field: m.import_reason_field_invalid, studentType: m.import_reason_status_invalid } as const;

function problemText(problem: ImportProblem, options: Options): string {
  switch (problem.rule) {
    case "exists":
      return m.import_reason_exists({}, options);
    case "empty_line":
      return m.import_reason_empty_line({}, options);
    case "no_email":
      return m.import_reason_no_email({}, options);
    case "required":
      return problem.field === "email" ? m.import_reason_email_required({}, options) : m.import_reason_required({ field: fieldNames[problem.field]({}, options) }, options);
    case "too_long":
      return problem.field === "email"
        ? m.import_reason_email_too_long({}, options)
        : m.import_reason_too_long({ field: fieldNames[problem.field]({}, options), max: String(problem.max) }, options);
    case "control_characters":
      return m.import_reason_control_characters({ field: fieldNames[problem.field]({}, options) }, options);
    case "invalid":
      if (problem.field === "field" || problem.field === "studentType") return allowedValuesMessages[problem.field]({ values: allowedValues[problem.field].join(", ") }, options);
      if (problem.field === "language") return m.import_reason_language_invalid({ values: locales.join(", "), names: locales.map((language) => languageName(language, options.locale)).join(", ") }, options);
      return invalidMessages[problem.field]({}, options);
    case "out_of_range":
      return m.import_reason_year_range({ min: String(problem.min), max: String(problem.max) }, options);
  }
}

/** A row's problems as one sentence in the reader's language: "Last name is required; Please enter your email address". */
export function importReason(problems: readonly ImportProblem[], locale: Locale): string {
  return problems.map((problem) => problemText(problem, { locale })).join("; ");
}

export type ImportResult = {
  imported: { email: string }[];
  skipped: ImportRowOutcome[];
  failed: ImportRowOutcome[];
};
