import { isPrintableLine } from "@ssem/core";
import { z } from "zod";
import { pathParams } from "../../http/validate";
import { noSuchMember } from "../decisions";

/**
 * The person a path names. No account's id holds a control character, and PostgreSQL refuses a
 * NUL in a query outright (a 500), so such an id is nobody before any query is sent.
 */
const memberIdParam = z.object({ id: z.string().refine(isPrintableLine) });
export const memberPath = pathParams(memberIdParam, noSuchMember);
