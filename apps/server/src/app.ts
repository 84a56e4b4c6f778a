import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps, AppEnv } from "./http/context";
import { allowedOrigins } from "./http/allowed-origins";
import { defaultContentSecurityPolicy } from "./http/content-security-policy";
import { ApiError, errorResponse, handleError } from "./http/errors";
import { refuseForeignOrigins, requestLog } from "./http/middleware";
import { authEndpoints } from "./auth/auth-endpoints";
import { accountRoutes } from "./routes/account/route";
import { devOutboxRoutes } from "./routes/dev/outbox";
import { healthRoutes } from "./routes/health/health";
import { meRoutes } from "./routes/me/route";
import { membershipApplicationRoutes } from "./routes/membership-applications/route";
import { type Site, siteRoutes } from "./web/site";

/** Largest JSON body any endpoint accepts; file uploads set their own, larger limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

function buildApi() {
  return new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/membership-applications", membershipApplicationRoutes)
    .route("/account", accountRoutes)
    .route("/me", meRoutes);
}

/** The typed API surface for the web app's `hc` client. */
export type AppType = ReturnType<typeof buildApi>;

export function createApp(deps: AppDeps, options: { site?: Site | null } = {}) {
  const { env, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", requestLog(logger));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", defaultContentSecurityPolicy());
  app.use(
    "*",
    secureHeaders({
      strictTransportSecurity: env.isProduction ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("*", compress());
  app.onError(handleError(logger));

  app.use("/api/*", refuseForeignOrigins((requestUrl) => allowedOrigins(env, requestUrl)));
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, "payload_too_large", "The request is too large.");
      },
    }),
  );

  app.all("/api/auth/*", authEndpoints);
  app.route("/api", buildApi());
  if (!env.isProduction) app.route("/api/dev/outbox", devOutboxRoutes);
  app.all("/api/*", (c) => errorResponse(c, 404, { error: "There is no such API endpoint.", code: "not_found" }));

  if (options.site) {
    app.route("/", siteRoutes(options.site, { includeDevRoutes: !env.isProduction }));
  }
  app.notFound((c) => errorResponse(c, 404, { error: "Not found.", code: "not_found" }));
  return app;
}
