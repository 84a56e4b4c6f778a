import { baseLocale, type RideAlongRequestEntry, rideAlongMessages, rideAlongRequestSchema, rideAlongStatusSchema, type YearOfStudies } from "@ssem/core";
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { recordAudit } from "../../audit/audit-log";
import { countEvent, rateLimits } from "../../auth/rate-limit";
import { profiles, rideAlongRequests, user } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { ApiError } from "../../http/errors";
import { tooManyRequests } from "../../http/rate-limited";
import { requireAccess } from "../../http/require-access";
import { jsonBody, pathParams, uuidIdParam } from "../../http/validate";
import { enqueueMail } from "../../mail/outbox";
import { rideAlongConfirmationMail, rideAlongRequestMail } from "../../mail/templates";

const noSuchRequest = () => new ApiError(404, "not_found", "There is no such ride-along request.");

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ") || null;

/**
 * POST /api/ride-along-requests (the spec's send-ride-along-request): members only. The request is
 * stored and, in the same transaction, mailed to the association (Reply-To the member) with a
 * confirmation to the member. The address is the account's; the body cannot name one.
 */
export const rideAlongRequestRoutes = new Hono<AppEnv>()
  .use(requireAccess("member", { forbidden: rideAlongMessages.notMember }))
  .post("/", jsonBody(rideAlongRequestSchema), async (c) => {
    const { db } = c.var.deps;
    const { userId, email } = c.var.viewer;
    const allowed = await countEvent(c.var.deps, "ride-along:member", userId, rateLimits.rideAlongRequestsPerMember);
    if (!allowed.allowed) throw tooManyRequests(allowed.retryAfterSeconds);
    const { location, yearOfStudies } = c.req.valid("json");
    const id = await db.transaction(async (tx) => {
      const [profile] = await tx.select({ firstName: profiles.firstName, lastName: profiles.lastName, locale: profiles.locale }).from(profiles).where(eq(profiles.id, userId));
      const [row] = await tx.insert(rideAlongRequests).values({ userId, location, yearOfStudies: Number(yearOfStudies) }).returning({ id: rideAlongRequests.id });
      const facts = { name: profile ? fullName(profile.firstName, profile.lastName) : null, email, location, yearOfStudies };
      await enqueueMail(tx, rideAlongRequestMail(facts));
      await enqueueMail(tx, rideAlongConfirmationMail(facts, profile?.locale ?? baseLocale));
      return row!.id;
    });
    c.var.deps.notifyMailQueued();
    return c.json({ id, status: "received" as const }, 201);
  });

/** The admin dashboard's Ride-alongs tab: every request newest first, marked open or done (audited). */
export const adminRideAlongRoutes = new Hono<AppEnv>()
  .use(requireAccess("admin"))
  .get("/", async (c) => {
    const rows = await c.var.deps.db
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
    const requests: RideAlongRequestEntry[] = rows.map(({ firstName, lastName, createdAt, yearOfStudies, ...row }) => ({
      ...row,
      name: fullName(firstName, lastName),
      yearOfStudies: String(yearOfStudies) as YearOfStudies,
      createdAt: createdAt.toISOString(),
    }));
    return c.json({ requests });
  })
  .patch("/:id", jsonBody(rideAlongStatusSchema), pathParams(uuidIdParam, noSuchRequest), async (c) => {
    const { status } = c.req.valid("json");
    const { id } = c.req.valid("param");
    const actorId = c.var.viewer.userId;
    await c.var.deps.db.transaction(async (tx) => {
      const [row] = await tx.update(rideAlongRequests).set({ status }).where(eq(rideAlongRequests.id, id)).returning({ userId: rideAlongRequests.userId });
      if (!row) throw noSuchRequest();
      await recordAudit(tx, { actorId, action: "ride_along_status_changed", subjectUserId: row.userId, details: { status } });
    });
    return c.json({ id, status });
  });
