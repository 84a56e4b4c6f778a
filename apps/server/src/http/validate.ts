import { zValidator } from "@hono/zod-validator";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { ApiError, validationError } from "./errors";

/** Largest JSON body an endpoint accepts; uploads declare their own, larger limit on their route. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

const tooLarge = () => new ApiError(413, "payload_too_large", "The request is too large.");
const notJson = () => new ApiError(400, "invalid_json", "The request body must be JSON.");

/** A route's body limit alone, for a route that reads no JSON of ours: larger bodies are a 413 in our error format. */
export const bodyUpTo = (maxSize: number) => bodyLimit({ maxSize, onError: () => { throw tooLarge(); } });

/** The JSON body limit alone, for endpoints that read a body without a schema of ours (better-auth's). */
export const jsonBodyLimit = bodyUpTo(MAX_JSON_BODY_BYTES);

/**
 * The schema each route's jsonBody middleware checks, by that middleware: the routes themselves say
 * which fields each endpoint takes, so bad-input.test.ts can check that it tries every one of them.
 */
const declaredBodies = new WeakMap<object, z.ZodType>();
export const declaredBodySchema = (handler: object): z.ZodType | undefined => declaredBodies.get(handler);

/**
 * Declares a route's JSON body: at most 1 MiB (or the route's own `maxBytes`: the import's rows, a review),
 * valid JSON, and valid for `schema`, or a 4xx in the API's error format. Being on the route, the
 * schema's input and output types reach the handler (`c.req.valid("json")`) and the web app's typed `hc` client.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema, { maxBytes = MAX_JSON_BODY_BYTES } = {}) {
  const limit = maxBytes === MAX_JSON_BODY_BYTES ? jsonBodyLimit : bodyUpTo(maxBytes);
  const validate = zValidator("json", schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  const middleware: typeof validate = (c, next) =>
    limit(c, async () => {
      if (!jsonMediaType.test((c.req.header("content-type") ?? "").split(";")[0]!.trim())) throw notJson();
      // Parsed here so that broken JSON is answered in our words; the validator reads the cached body.
      await c.req.json().catch(() => {
        throw notJson();
      });
      await validate(c, next);
    }) as ReturnType<typeof validate>;
  declaredBodies.set(middleware, schema);
  return middleware;
}

/** A UUID as the database writes it; a path segment that is not one names no row. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path parameters `{ id }` where the id is a UUID. */
export const uuidIdParam = z.object({ id: z.string().regex(uuidPattern) });

/**
 * Declares a route's path parameters. A value that cannot name anything is answered with
 * `notFound()` (a 404, as for an id nobody has), never with a 400 that would tell the two apart.
 */
export function pathParams<Schema extends z.ZodType>(schema: Schema, notFound: () => ApiError) {
  return zValidator("param", schema, (result) => {
    if (!result.success) throw notFound();
  });
}

/** Declares a route's query parameters, validated like a body. */
export function queryParams<Schema extends z.ZodType>(schema: Schema) {
  return zValidator("query", schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
}

