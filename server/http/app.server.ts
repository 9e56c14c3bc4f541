import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { randomUUID } from "node:crypto";
import type { ApiError } from "@shared/contract/common.ts";
import { MAX_VIDEO_BYTES } from "@shared/contract/restaurant-pictures.ts";
import { announcementsRoutes } from "../features/announcements/announcements.routes.server.ts";
import { authRoutes } from "../features/auth/auth.routes.server.ts";
import { categoriesRoutes } from "../features/categories/categories.routes.server.ts";
import { demoContentRoutes } from "../features/demo-content/demo-content.routes.server.ts";
import { dishesRoutes } from "../features/dishes/dishes.routes.server.ts";
import { historyRoutes } from "../features/history/history.routes.server.ts";
import { healthRoutes } from "../features/health/health.routes.server.ts";
import { holidaysRoutes } from "../features/holidays/holidays.routes.server.ts";
import { menuImagesRoutes } from "../features/menu-images/menu-images.routes.server.ts";
import { menuTransferRoutes } from "../features/menu-transfer/menu-transfer.routes.server.ts";
import { openingHoursRoutes } from "../features/opening-hours/opening-hours.routes.server.ts";
import { printedMenuRoutes } from "../features/printed-menu/printed-menu.routes.server.ts";
import { createPrintedMenu } from "../features/printed-menu/printed-menu.service.server.ts";
import { publicRoutes } from "../features/public/public.routes.server.ts";
import { restaurantProfileRoutes } from "../features/restaurant-profile/restaurant-profile.routes.server.ts";
import { seoRoutes } from "../features/seo/seo.routes.server.ts";
import { specialDaysRoutes } from "../features/special-days/special-days.routes.server.ts";
import { inviteRoutes } from "../features/team/invite.routes.server.ts";
import { meRoutes, teamRoutes } from "../features/team/team.routes.server.ts";
import {
  pictureFileRoutes,
  restaurantPicturesRoutes,
} from "../features/restaurant-pictures/restaurant-pictures.routes.server.ts";
import { uploadsRoutes } from "../features/uploads/uploads.routes.server.ts";
import { outboundRoutes, visitsRoutes } from "../features/visits/visits.routes.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Services } from "../services.server.ts";
import { errorBody, errorResponse } from "./errors.server.ts";
import { openApiRoutes } from "./openapi/openapi.routes.server.ts";
import { JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT } from "./request-body.server.ts";
import { requireAdmin, type AdminEnv } from "./require-admin.server.ts";
import { notModified, responseCache } from "./response-cache.server.ts";
import { securityHeaders } from "./security-headers.server.ts";
import { sharedCacheHeaders } from "./shared-cache.server.ts";
import { visitCounting } from "./visit-counting.server.ts";
import { createWritePath } from "./write-path.server.ts";

const limit = (maxSize: number, code: "jsonTooLarge" | "uploadTooLarge") =>
  bodyLimit({ maxSize, onError: (c) => c.json<ApiError>(errorBody(code), 413) });

export interface AppOptions {
  services: Services;
  logger: Logger;
  trustProxy: boolean;
  /** Content-Security-Policy on; off in development, where Vite injects inline scripts. */
  enforcePolicy: boolean;
  /** The site's public address: canonical links, sitemap, structured data, QR codes (env PUBLIC_URL). */
  siteUrl: string;
  /** Where the links staff pass on lead: an invite (env LINK_URL). */
  linkUrl: string;
  /** Serves everything that is not the API or an upload: the React Router site and its assets. */
  web: MiddlewareHandler[];
  /**
   * Keeps shareable answers (server/http/response-cache.server.ts); absent in development, where
   * Vite changes pages with every edit of the web app, which no content change announces.
   */
  cache: boolean;
}

export function createApp({
  services,
  logger,
  trustProxy,
  enforcePolicy,
  siteUrl,
  linkUrl,
  web,
  cache,
}: AppOptions) {
  const app = new Hono();

  // The order of the middleware that every request passes, outermost first:
  // 1. the request log, which gives every answer, kept or made, its X-Request-Id;
  // 2. the visit counting, outside the cache so that kept pages are counted too;
  // 3. the response cache: what it keeps is what everything after it made, headers and all, so
  //    a middleware added anywhere below applies to kept answers as well; it alone answers
  //    If-None-Match (without a cache in development, the same 304s, nothing kept);
  // 4. the shared-cache headers (Cache-Control for a CDN, the tags a purge names);
  // 5. the security headers; then the routes.
  app.use(async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    await next();
    // Set on the finished answer: a header set beforehand is lost on the Responses that routes build themselves.
    c.res.headers.set("X-Request-Id", id);
    logger.request({
      id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: performance.now() - started,
    });
  });
  app.use(visitCounting(services.visits, { trustProxy, siteUrl }));
  app.use(cache ? responseCache({ lifetime: services.answerLifetime, trustProxy }) : notModified);
  app.use(sharedCacheHeaders());
  app.use(securityHeaders({ trustProxy, enforcePolicy }));
  app.onError((err, c) => errorResponse(c, err, logger.error));

  const admin = requireAdmin(services.auth);
  const writes = createWritePath({
    history: services.repos.history,
    content: services.content,
    logger,
  });
  const jsonLimit = limit(JSON_BODY_LIMIT, "jsonTooLarge");
  const uploadLimit = limit(MULTIPART_BODY_LIMIT, "uploadTooLarge");
  // A hero's film and its poster travel together; each is checked against its own limit.
  const picturesLimit = limit(MULTIPART_BODY_LIMIT + MAX_VIDEO_BYTES, "uploadTooLarge");
  const adminOnly = (bodyLimitFor: MiddlewareHandler, routes: Hono<AdminEnv>) =>
    new Hono<AdminEnv>().use(admin, bodyLimitFor).route("/", routes);

  const api = new Hono()
    // The admin's answers too (the dishes of a full menu are 180 KB of JSON, about 15 KB with
    // gzip) for a phone on the kitchen's Wi-Fi. Public answers come compressed already
    // (representation.server.ts) and pass as they are. A secret in a compressed answer cannot be
    // guessed from its size by a page elsewhere (BREACH): the admin's calls carry their token in
    // a header that no other site can make the browser send.
    .use(compress())
    .use(async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
    })
    .route("/openapi.json", openApiRoutes())
    .route("/public", publicRoutes(services.publicData))
    .route(
      "/auth/invite",
      new Hono().use(jsonLimit).route("/", inviteRoutes(services.team, trustProxy)),
    )
    .route("/auth/me", adminOnly(jsonLimit, meRoutes(writes)))
    .route("/auth", new Hono().use(jsonLimit).route("/", authRoutes(services.auth, trustProxy)))
    .route("/categories", adminOnly(jsonLimit, categoriesRoutes(services.categories, writes)))
    .route("/dishes", adminOnly(uploadLimit, dishesRoutes(services.dishes, writes)))
    .route(
      "/opening-hours",
      adminOnly(jsonLimit, openingHoursRoutes(services.openingHours, writes)),
    )
    .route("/special-days", adminOnly(jsonLimit, specialDaysRoutes(services.specialDays, writes)))
    .route(
      "/announcements",
      adminOnly(jsonLimit, announcementsRoutes(services.announcements, writes)),
    )
    .route("/holidays", adminOnly(jsonLimit, holidaysRoutes(writes)))
    .route("/demo-content", adminOnly(jsonLimit, demoContentRoutes(services.demoContent, writes)))
    .route("/menu", adminOnly(uploadLimit, menuTransferRoutes(services.menuTransfer, writes)))
    .route("/team", adminOnly(jsonLimit, teamRoutes(services.team, writes, linkUrl)))
    .route("/history", adminOnly(jsonLimit, historyRoutes(services.history, writes)))
    .route("/visits", adminOnly(jsonLimit, visitsRoutes(services.visits, writes)))
    .route(
      "/restaurant-pictures",
      adminOnly(picturesLimit, restaurantPicturesRoutes(services.pictures, writes)),
    )
    .route(
      "/restaurant-profile",
      adminOnly(jsonLimit, restaurantProfileRoutes(services.restaurantProfile, writes)),
    )
    .route(
      "/menu-images",
      menuImagesRoutes(
        services.publicData,
        services.menuImages,
        admin,
        uploadLimit,
        jsonLimit,
        writes,
      ),
    )
    .all("*", (c) => c.json<ApiError>(errorBody("notFound"), 404));

  app.route("/api", api);
  app.route("/healthz", healthRoutes(services.health));
  app.route("/uploads", uploadsRoutes(services.storage, services.uploads.isServed));
  app.route("/", seoRoutes(siteUrl));
  const publicProfile = () => services.publicData.profile();
  app.route("/", pictureFileRoutes(services.pictures, services.pictureFiles, publicProfile));
  app.route("/", outboundRoutes(publicProfile));
  app.route("/", printedMenuRoutes(createPrintedMenu(services.publicData, siteUrl)));
  app.use(...web);
  return app;
}
