import { baseLocale, type Locale } from "@ssem/core";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";

/** An admin as the board's notices address them: by name where known, in their own language. */
export type BoardRecipient = { email: string; name: string | null; locale: Locale };

/** A person's name as their profile gives it, or null when it gives none. */
export const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || null;

/**
 * Who hears what the board must know (a mail given up, a resignation): every admin account (ADR 004). The
 * admins, not the association's shared address, since they act on it in the admin dashboard and each has a language.
 */
export async function boardRecipients(db: Pick<Database, "select">): Promise<BoardRecipient[]> {
  const admins = await db
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(userRoles.role, "admin"));
  return admins.map((admin) => ({ email: admin.email, name: fullName(admin.firstName, admin.lastName), locale: admin.locale ?? baseLocale }));
}
