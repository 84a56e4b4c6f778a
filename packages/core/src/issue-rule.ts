import type { z } from "./zod";

/**
 * The refusals core's own refinements carry in `params.rule` (`refusedCharacters`, the event schema's formats),
 * since a custom issue has no code or limits that say what it refused.
 */
export type RefusalRule = "single_line" | "control_characters" | "date" | "time";
const refusalRules: readonly string[] = ["single_line", "control_characters", "date", "time"] satisfies RefusalRule[];

/**
 * The rule a zod issue says a value breaks, with the limits a sentence about it needs (ADR 029): the one reading of
 * zod's issues for the web app's form messages and the import's row problems, so both say the same thing of the
 * same refusal in every language. `other` is anything a caller can only repeat the schema's own sentence for.
 */
export type IssueRule =
  | { rule: "required" | "whole_number" | "choose" | "email" | "format" | "other" | RefusalRule }
  | { rule: "too_short" | "number_too_small"; min: number }
  | { rule: "too_long" | "number_too_big"; max: number };

export function issueRule(issue: z.core.$ZodIssue): IssueRule {
  switch (issue.code) {
    case "invalid_type":
      // A form sends text: a missing value, or a number field that holds none.
      return { rule: issue.expected === "int" || issue.expected === "number" ? "whole_number" : "required" };
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min === 1 ? { rule: "required" } : { rule: "too_short", min };
      return issue.origin === "number" ? { rule: "number_too_small", min } : { rule: "other" };
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return { rule: "too_long", max };
      return issue.origin === "number" ? { rule: "number_too_big", max } : { rule: "other" };
    }
    case "invalid_value":
      return { rule: "choose" };
    case "invalid_format":
      return { rule: issue.format === "email" ? "email" : "format" };
    case "custom": {
      const rule: unknown = issue.params?.rule;
      // A refinement without a rule (a form's own, such as a file not chosen) is said only by its message.
      return typeof rule === "string" && refusalRules.includes(rule) ? { rule: rule as RefusalRule } : { rule: "other" };
    }
    default:
      return { rule: "other" };
  }
}
