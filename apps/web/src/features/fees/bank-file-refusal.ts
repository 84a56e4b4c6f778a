import { type BankFileProblem, formatNumber, type Locale, m } from "@ssem/core";

/**
 * Why the server refused a bank file, in the admin's language (issue 39): the cause it found, and what to
 * do, rather than one sentence for every refusal (which named a wrong account as a file that is no camt).
 */
export function bankFileRefusalText(problem: BankFileProblem, locale: Locale): string {
  const options = { locale };
  const number = (value: number) => formatNumber(value, locale);
  switch (problem.kind) {
    case "empty":
      return m.fees_bank_problem_empty({}, options);
    case "archive":
      return m.fees_bank_problem_archive({}, options);
    case "pdf":
      return m.fees_bank_problem_pdf({}, options);
    case "csv":
      return m.fees_bank_problem_csv({}, options);
    case "not_xml_file":
      return m.fees_bank_problem_not_xml_file({}, options);
    case "not_utf8":
      return m.fees_bank_problem_not_utf8({}, options);
    case "not_xml":
      return m.fees_bank_problem_not_xml({ line: number(problem.line), column: number(problem.column) }, options);
    case "dtd":
      return m.fees_bank_problem_dtd({}, options);
    case "too_deep":
      return m.fees_bank_problem_too_deep({ max: number(problem.max), line: number(problem.line) }, options);
    case "other_document":
      return m.fees_bank_problem_other_document({ found: problem.found }, options);
    case "bad_entry":
      return m.fees_bank_problem_bad_entry({ entry: number(problem.entry) }, options);
    case "no_account":
      return m.fees_bank_problem_no_account({}, options);
    case "wrong_account":
      // Both in groups of four, which may wrap between groups on a phone as on paper: a whole account does not fit 360 px.
      return m.fees_bank_problem_wrong_account({ fileAccount: problem.fileAccount, billingAccount: problem.billingAccount }, options);
  }
}
