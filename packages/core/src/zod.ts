import { z } from "zod";

// Zod probes `new Function` to decide whether to compile validators; in the browser our CSP
// forbids eval, and the probe alone is reported as a violation. Plain validation is fast enough.
z.config({ jitless: true });

export { z };

/**
 * For a form schema derived from an API schema: runs `schema` on the value a transform built and
 * returns its output, or reports its issues (the same issues, paths and messages) on the outer schema.
 */
export function parseWithin<Output>(schema: z.ZodType<Output>, value: unknown, ctx: z.RefinementCtx): Output {
  const checked = schema.safeParse(value);
  if (checked.success) return checked.data;
  // The whole issue, not only its message: a form renders it by its code and limits in the reader's language.
  for (const issue of checked.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
}
