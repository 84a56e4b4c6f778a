import { baseLocale, type RideAlongRequestEntry, type RideAlongRequestInput, type RideAlongStatus, type YearOfStudies } from "@ssem/core";
import { desc, eq } from "drizzle-orm";
import { recordAudit } from "../audit/audit-log";
import type { Database } from "../db/client";
import { profiles, rideAlongRequests, user } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { rideAlongConfirmationMail, rideAlongRequestMail } from "../mail/templates";

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || null;

/**
 * Stores a member's ride-along request and, in the same transaction, mails it to the association (Reply-To the
 * member) with a confirmation to the member. The address is the account's, never one the request names.
 */
export async function submitRideAlongRequest(
  db: Database,
  { userId, email, location, yearOfStudies }: RideAlongRequestInput & { userId: string; email: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select({ firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
    const [row] = await tx.insert(rideAlongRequests).values({ userId, location, yearOfStudies: Number(yearOfStudies) }).returning({ id: rideAlongRequests.id });
    const facts = { name: profile ? fullName(profile.firstName, profile.lastName) : null, email, location, yearOfStudies };
    await enqueueMail(tx, rideAlongRequestMail(facts));
    await enqueueMail(tx, rideAlongConfirmationMail(facts, profile?.locale ?? baseLocale));
    return row!.id;
  });
}

/** Every request, newest first, with the member's name as it is now. */
export async function listRideAlongRequests(db: Database): Promise<RideAlongRequestEntry[]> {
  const rows = await db
    .select({
      id: rideAlongRequests.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: user.email,
      location: rideAlongRequests.location,
      yearOfStudies: rideAlongRequests.yearOfStudies,
      status: rideAlongRequests.status,
      createdAt: rideAlongRequests.createdAt,
    })
    .from(rideAlongRequests)
    .innerJoin(user, eq(user.id, rideAlongRequests.userId))
    .leftJoin(profiles, eq(profiles.id, rideAlongRequests.userId))
    .orderBy(desc(rideAlongRequests.createdAt), desc(rideAlongRequests.id));
  return rows.map(({ firstName, lastName, createdAt, yearOfStudies, ...row }) => ({
    ...row,
    name: fullName(firstName, lastName),
    yearOfStudies: String(yearOfStudies) as YearOfStudies,
    createdAt: createdAt.toISOString(),
  }));
}

/** Marks a request open or done, audited in the same transaction; false when there is no such request. */
export async function setRideAlongStatus(db: Database, { id, status, actorId }: { id: string; status: RideAlongStatus; actorId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(rideAlongRequests).set({ status }).where(eq(rideAlongRequests.id, id)).returning({ userId: rideAlongRequests.userId });
    if (!row) return false;
    await recordAudit(tx, { actorId, action: "ride_along_status_changed", subjectUserId: row.userId, details: { status } });
    return true;
  });
}
