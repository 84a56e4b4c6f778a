import { locales, localizedPath, ONE_CLICK_UNSUBSCRIBE_PATH } from "@ssem/core";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./http/context";
import { refuseMisdirectedRequests } from "./http/allowed-hosts";
import { allowedOrigins } from "./http/allowed-origins";
import { defaultContentSecurityPolicy } from "./http/content-security-policy";
import { errorResponse, handleError, noSuchEndpoint } from "./http/errors";
import { compressResponses, noStoreUnlessChosen, refuseForeignOrigins, requestLog } from "./http/middleware";
import { secureHeaders } from "./http/security-headers";
import { authRoutes } from "./auth/routes/auth";
import { accountRoutes } from "./accounts/routes/account";
import { adminBackupRoutes } from "./backup/routes/admin-backups";
import { adminInvoiceRoutes } from "./fees/routes/invoices";
import { feePaymentRoutes } from "./fees/routes/payments";
import { feeSettingsRoutes } from "./fees/routes/settings";
import { adminMembershipRoutes } from "./fees/routes/memberships";
import { adminRenewalRoutes } from "./fees/routes/renewals";
import { adminMemberRoutes } from "./members/routes/admin-members";
import { adminReviewRoutes } from "./reviews/routes/admin-reviews";
import { auditLogRoutes } from "./audit/routes/audit-log";
import { bankFileRoutes } from "./fees/routes/bank-files";
import { unmatchedPaymentRoutes } from "./fees/routes/unmatched-payments";
import { memberImportRoutes } from "./members/routes/import";
import { memberBulkRoutes } from "./members/routes/bulk";
import { adminPersonRoutes } from "./members/routes/person";
import { adminMailingListRoutes, newsletterRoutes } from "./mailing-list/routes/admin-mailing-list";
import { mayReadDevMailbox } from "./http/dev-access";
import { devHousekeepingRoutes } from "./housekeeping/routes/dev-housekeeping";
import { devOutboxRoutes } from "./mail/routes/dev-outbox";
import { adminEventRoutes } from "./events/routes/admin-events";
import { calendarRoutes } from "./events/routes/calendar";
import { eventsPage } from "./events/routes/page";
import { eventRoutes } from "./events/routes/events";
import { ownRegistrationRoutes } from "./events/routes/own-registration";
import { adminRegistrationRoutes } from "./events/routes/admin-registrations";
import { checkInRoutes } from "./events/routes/check-in";
import { eventMailRoutes } from "./events/routes/event-mail";
import { fileRoutes } from "./files/routes/files";
import { healthRoutes } from "./http/routes/health";
import { meRoutes } from "./accounts/routes/me";
import { mailingListRoutes } from "./mailing-list/routes/mailing-list";
import { membershipApplicationRoutes } from "./members/routes/membership-applications";
import { adminRideAlongRoutes, rideAlongRequestRoutes } from "./ride-alongs/routes/ride-along-requests";
import { reviewRoutes } from "./reviews/routes/reviews";
import { type Site, siteRoutes } from "./web/site";

function buildApi() {
  return new Hono<AppEnv>()
    .route("/auth", authRoutes)
    .route("/health", healthRoutes)
    .route("/membership-applications", membershipApplicationRoutes)
    .route("/account", accountRoutes)
    .route("/me", meRoutes)
    .route("/files", fileRoutes)
    .route("/admin/members", adminMemberRoutes)
    // After the lists' router: its /export comes before the person view's /:id.
    .route("/admin/members", adminPersonRoutes)
    .route("/admin/audit-log", auditLogRoutes)
    .route("/admin/members/import", memberImportRoutes)
    .route("/admin/members/bulk", memberBulkRoutes)
    .route("/ride-along-requests", rideAlongRequestRoutes)
    .route("/admin/ride-along-requests", adminRideAlongRoutes)
    .route("/mailing-list", mailingListRoutes)
    .route("/admin/mailing-list", adminMailingListRoutes)
    .route("/admin/newsletters", newsletterRoutes)
    .route("/reviews", reviewRoutes)
    .route("/admin/reviews", adminReviewRoutes)
    .route("/events", eventRoutes)
    .route("/events/:id/registration", ownRegistrationRoutes)
    .route("/admin/events", adminEventRoutes)
    .route("/admin/events/:id", adminRegistrationRoutes)
    .route("/admin/events/:id/mail", eventMailRoutes)
    .route("/admin/check-in", checkInRoutes)
    .route("/admin/fees/invoices", adminInvoiceRoutes)
    .route("/admin/fees/payments.csv", feePaymentRoutes)
    .route("/admin/fees/settings", feeSettingsRoutes)
    .route("/admin/fees/bank-files", bankFileRoutes)
    .route("/admin/fees/unmatched-payments", unmatchedPaymentRoutes)
    .route("/admin/fees/renewals", adminRenewalRoutes)
    .route("/admin/fees/memberships", adminMembershipRoutes)
    .route("/admin/backups", adminBackupRoutes);
}

/** The typed API surface for the web app's `hc` client. */
export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps, options: { site?: Site | null } = {}) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  const site =
    options.site &&
    siteRoutes(options.site, {
      mayShowDevPage: env.devMailbox ? mayReadDevMailbox : null,
      // /events in every language gets the listing the server knows (ADR 017).
      livePages: Object.fromEntries(locales.map((locale) => [localizedPath("/events", locale), eventsPage])),
    });

  app.use("*", refuseMisdirectedRequests(env));
  // The built site's files come from memory with every header precomputed, ahead of the middleware
  // below and of the request log (a line per asset tells an operator nothing, and costs a fifth of a page).
  if (site) app.use("*", site.files);
  app.use("*", requestLog(logger));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", defaultContentSecurityPolicy());
  app.use("*", secureHeaders(env));
  app.use("*", compressResponses());
  app.onError(handleError(logger));

  // The one exemption: mail providers POST the one-click unsubscription from their own origin (RFC 8058).
  app.use("/api/*", noStoreUnlessChosen());
  app.use("/api/*", refuseForeignOrigins((requestUrl) => allowedOrigins(env, requestUrl), { exemptPaths: [ONE_CLICK_UNSUBSCRIBE_PATH] }));
  app.route("/api", buildApi());
  if (env.devMailbox) {
    app.route("/api/dev/outbox", devOutboxRoutes);
    app.route("/api/dev/housekeeping", devHousekeepingRoutes);
  }
  app.all("/api/*", noSuchEndpoint);

  // Calendar apps subscribe to a plain URL, so the feed sits beside the pages, ahead of the not-found page.
  app.route("/", calendarRoutes);
  if (site) app.route("/", site.fallback);
  app.notFound((c) => errorResponse(c, 404, { error: "Not found.", code: "not_found" }));
  return app;
}
