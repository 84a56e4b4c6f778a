import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors";

/** Reads a JSON body and validates it; bad JSON or bad fields become a 400 in the JSON error format. */
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "The request body must be JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
