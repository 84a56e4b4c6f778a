import { describe, expect, it } from "vitest";
import { eventInputSchema } from "./event-schema";
import { issueRule } from "./issue-rule";
import { lineText, multiLineText } from "./text";
import { z } from "./zod";

/** The rule of the first issue `schema` finds in `value`. */
function ruleOf(schema: z.ZodType, value: unknown) {
  const checked = schema.safeParse(value);
  if (checked.success) throw new Error(`${JSON.stringify(value)} passed`);
  return issueRule(checked.error.issues[0]!);
}

describe("issueRule", () => {
  it("reads a rule and its limits from zod's own checks", () => {
    expect(ruleOf(z.string(), undefined)).toEqual({ rule: "required" });
    expect(ruleOf(z.string().min(1), "")).toEqual({ rule: "required" });
    expect(ruleOf(z.string().min(8), "short")).toEqual({ rule: "too_short", min: 8 });
    expect(ruleOf(lineText("Name", 100), "x".repeat(101))).toEqual({ rule: "too_long", max: 100 });
    expect(ruleOf(z.number().int(), 1.5)).toEqual({ rule: "whole_number" });
    expect(ruleOf(z.number().min(2000), 1999)).toEqual({ rule: "number_too_small", min: 2000 });
    expect(ruleOf(z.number().max(2100), 2101)).toEqual({ rule: "number_too_big", max: 2100 });
    expect(ruleOf(z.enum(["a", "b"]), "c")).toEqual({ rule: "choose" });
    expect(ruleOf(z.email(), "not an address")).toEqual({ rule: "email" });
    expect(ruleOf(z.string().regex(/^\d+$/), "x")).toEqual({ rule: "format" });
  });

  it("reads core's refusals from their params, not from their English", () => {
    expect(ruleOf(lineText("Name", 100), "a\nb")).toEqual({ rule: "single_line" });
    expect(ruleOf(multiLineText("Message", 100), "a\u0000b")).toEqual({ rule: "control_characters" });
    const event = { title: "Test", date: "2026-13-45", startTime: "25:00", endTime: "", city: "", venue: "", registration: "", description: "" };
    const rules = eventInputSchema.safeParse(event).error!.issues.map((issue) => [issue.path[0], issueRule(issue).rule]);
    expect(rules).toContainEqual(["date", "date"]);
    expect(rules).toContainEqual(["startTime", "time"]);
  });

  it("leaves a refinement without a known rule to its own message", () => {
    expect(ruleOf(z.string().refine(() => false, "Choose a file"), "")).toEqual({ rule: "other" });
    expect(ruleOf(z.string().refine(() => false, { message: "x", params: { rule: "made_up" } }), "")).toEqual({ rule: "other" });
  });
});
