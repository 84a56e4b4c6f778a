import { baseLocale, type Locale } from "@ssem/core";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles } from "../db/schema";

/**
 * Each person's language (issue 26), by user id: what their mails and invoices are written in. A
 * person without a profile (a removed member's invoice, an account made outside the membership form)
 * reads English, the language of today's paths.
 */
export async function localesOf(db: Database, userIds: readonly (string | null)[]): Promise<(userId: string | null) => Locale> {
  const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
  const rows = ids.length ? await db.select({ id: profiles.id, locale: profiles.locale }).from(profiles).where(inArray(profiles.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row.locale]));
  return (userId) => (userId === null ? undefined : byId.get(userId)) ?? baseLocale;
}

/** One person's language; English when there is no such profile. */
export async function localeOf(db: Database, userId: string | null): Promise<Locale> {
  return (await localesOf(db, [userId]))(userId);
}
