import { z } from "zod";

// Zod probes `new Function` to decide whether to compile validators; in the browser our CSP
// forbids eval, and the probe alone is reported as a violation. Plain validation is fast enough.
z.config({ jitless: true });

export { z };

/**
 * For a form schema derived from an API schema: runs `schema` on the value a transform built and
 * returns its output, or reports its issues (same paths, same messages) on the outer schema.
 */
export function parseWithin<Output>(schema: z.ZodType<Output>, value: unknown, ctx: z.RefinementCtx): Output {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  return z.NEVER;
}
