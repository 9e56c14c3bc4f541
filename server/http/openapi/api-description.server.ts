import { z } from "zod";
import {
  AnnouncementRequestSchema,
  AnnouncementWireSchema,
} from "@shared/contract/announcement-wire.ts";
import {
  ChangePasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  SetupInputSchema,
  SetupTokenSchema,
} from "@shared/contract/auth.ts";
import { CategoryRequestSchema, CategoryWireSchema } from "@shared/contract/category-wire.ts";
import { ApiErrorSchema, I18nTextSchema, ImageVariantSchema } from "@shared/contract/common.ts";
import { DemoContentStatusSchema } from "@shared/contract/demo-content.ts";
import {
  DishCreateRequestSchema,
  DishUpdateRequestSchema,
  DishVariantWireSchema,
  DishWireSchema,
} from "@shared/contract/dish-wire.ts";
import { DishListQuerySchema, SoldOutInputSchema } from "@shared/contract/dish.ts";
import { HealthReportSchema } from "@shared/contract/health.ts";
import { HistoryEntryWireSchema, TodayEntryWireSchema } from "@shared/contract/history-wire.ts";
import { HistoryQuerySchema } from "@shared/contract/history.ts";
import { HolidaySchema, HolidaysQuerySchema } from "@shared/contract/holiday.ts";
import {
  MenuImageDatesInputSchema,
  MenuImageListQuerySchema,
  MenuImageUploadInputSchema,
  PdfSchema,
} from "@shared/contract/menu-image.ts";
import { MenuImageWireSchema } from "@shared/contract/menu-image-wire.ts";
import {
  MenuImportRejectedSchema,
  MenuImportResultSchema,
} from "@shared/contract/menu-import-result.ts";
import {
  IntervalSchema,
  OpeningHoursInputSchema,
  OpeningHoursSchema,
} from "@shared/contract/opening-hours.ts";
import {
  PictureInputSchema,
  RestaurantPicturesSchema,
  SitePictureSchema,
} from "@shared/contract/restaurant-pictures.ts";
import { CategoryOrderInputSchema, DishOrderInputSchema } from "@shared/contract/sort-order.ts";
import { LangQuerySchema, PublicMenuCategoryWireSchema } from "@shared/contract/public-menu.ts";
import {
  AddressSchema,
  ContactSchema,
  IdentitySchema,
  LegalSchema,
  PROFILE_GROUP_NAMES,
  ProvidersSchema,
  RestaurantProfileSchema,
  SocialSchema,
  TextsSchema,
  groupPermission,
} from "@shared/contract/restaurant-profile.ts";
import {
  SpecialDayRequestSchema,
  SpecialDayWireSchema,
} from "@shared/contract/special-day-wire.ts";
import {
  InviteAcceptInputSchema,
  InviteDetailsSchema,
  InviteInputSchema,
  InviteTokenSchema,
  MemberUpdateInputSchema,
} from "@shared/contract/team.ts";
import {
  InviteCreatedWireSchema,
  MemberWireSchema,
  MeWireSchema,
} from "@shared/contract/team-wire.ts";
import { VisitsQuerySchema, VisitsReportSchema } from "@shared/contract/visits.ts";
import type { HealthReport } from "../../features/health/health.service.server.ts";
import {
  buildDocument,
  FILE,
  schemaNames,
  type Content,
  type RouteDescription,
} from "./openapi-builder.server.ts";

/**
 * The HTTP interface as it is: every route the app answers, with the contract's schema of each
 * answer. Served at GET /api/openapi.json and written to docs/openapi.json (`npm run openapi`);
 * the API tests check every answer they get against it (tests/support/answer-check.ts), and
 * tests/api/openapi.test.ts fails for a route of the app missing here.
 */

// The health check's report is typed beside the service; the schema must say the same.
const healthMatches: z.infer<typeof HealthReportSchema> extends HealthReport
  ? HealthReport extends z.infer<typeof HealthReportSchema>
    ? true
    : never
  : never = true;
void healthMatches;

const { outputs, inputs, ref, list, anyOf } = schemaNames(
  {
    ApiError: ApiErrorSchema,
    I18nText: I18nTextSchema,
    ImageVariant: ImageVariantSchema,
    Interval: IntervalSchema,
    DishVariant: DishVariantWireSchema,
    Dish: DishWireSchema,
    Category: CategoryWireSchema,
    PublicMenuCategory: PublicMenuCategoryWireSchema,
    OpeningHours: OpeningHoursSchema,
    SpecialDay: SpecialDayWireSchema,
    Announcement: AnnouncementWireSchema,
    MenuImage: MenuImageWireSchema,
    Pdf: PdfSchema,
    Holiday: HolidaySchema,
    DemoContentStatus: DemoContentStatusSchema,
    HistoryEntry: HistoryEntryWireSchema,
    TodayEntry: TodayEntryWireSchema,
    Me: MeWireSchema,
    TeamMember: MemberWireSchema,
    InviteCreated: InviteCreatedWireSchema,
    InviteDetails: InviteDetailsSchema,
    LoginResponse: LoginResponseSchema,
    MenuImportResult: MenuImportResultSchema,
    MenuImportRejected: MenuImportRejectedSchema,
    HealthReport: HealthReportSchema,
    SitePicture: SitePictureSchema,
    RestaurantPictures: RestaurantPicturesSchema,
    VisitsReport: VisitsReportSchema,
    RestaurantProfile: RestaurantProfileSchema,
  },
  {
    LoginInput: LoginInputSchema,
    ChangePasswordInput: ChangePasswordInputSchema,
    SetupToken: SetupTokenSchema,
    SetupInput: SetupInputSchema,
    InviteToken: InviteTokenSchema,
    InviteAcceptInput: InviteAcceptInputSchema,
    InviteInput: InviteInputSchema,
    MemberUpdateInput: MemberUpdateInputSchema,
    CategoryInput: CategoryRequestSchema,
    CategoryOrderInput: CategoryOrderInputSchema,
    DishCreateInput: DishCreateRequestSchema,
    DishUpdateInput: DishUpdateRequestSchema,
    DishOrderInput: DishOrderInputSchema,
    SoldOutInput: SoldOutInputSchema,
    OpeningHoursInput: OpeningHoursInputSchema,
    SpecialDayInput: SpecialDayRequestSchema,
    AnnouncementInput: AnnouncementRequestSchema,
    MenuImageUploadInput: MenuImageUploadInputSchema,
    MenuImageDatesInput: MenuImageDatesInputSchema,
    PictureInput: PictureInputSchema,
    ProfileIdentityInput: IdentitySchema,
    ProfileAddressInput: AddressSchema,
    ProfileContactInput: ContactSchema,
    ProfileProvidersInput: ProvidersSchema,
    ProfileSocialInput: SocialSchema,
    ProfileLegalInput: LegalSchema,
    ProfileTextsInput: TextsSchema,
  },
);

type Answers = RouteDescription["answers"];
const answer = (description: string, content: Content): Answers[string] => ({
  description,
  content,
});
const json = (schema: Record<string, unknown>) => ({ json: schema });
const ok = (schema: Record<string, unknown>, description = "OK"): Answers => ({
  "200": answer(description, json(schema)),
});
const created = (schema: Record<string, unknown>): Answers => ({
  "201": answer("Created", json(schema)),
});
const done: Answers = { "204": answer("Done", "none") };
// The response cache answers If-None-Match for every answer that carries an ETag.
const notModified: Answers = { "304": answer("Not modified: the ETag sent is current", "none") };
const media = (types: Record<string, Record<string, unknown>>) => ({ media: types });
const csv = (description: string): Answers => ({
  "200": answer(description, media({ "text/csv": { type: "string" } })),
});
const pdf = (description: string): Answers => ({
  "200": answer(description, media({ "application/pdf": FILE })),
  ...notModified,
});
const multipart = (name: keyof typeof inputs, files: Record<string, Record<string, unknown>>) => ({
  multipart: { allOf: [ref(name), { type: "object", properties: files }] },
});
const body = (name: keyof typeof inputs) => ({ json: ref(name) });
const image = { ...FILE, description: "A JPEG, PNG, WebP or AVIF image" };

const API: RouteDescription[] = [];
const route = (
  method: RouteDescription["method"],
  path: string,
  tag: string,
  access: RouteDescription["access"],
  summary: string,
  answers: Answers,
  extra: Pick<RouteDescription, "query" | "body"> = {},
) => API.push({ method, path, tag, access, summary, answers, ...extra });

route("get", "/api/openapi.json", "document", "public", "This document", {
  ...ok({ type: "object" }, "The OpenAPI document"),
  ...notModified,
});

route(
  "get",
  "/api/public/menu",
  "public",
  "public",
  "The menu: categories with their dishes, in the visitor's language",
  { ...ok(list("PublicMenuCategory")), ...notModified },
  { query: LangQuerySchema },
);
route("get", "/api/public/opening-hours", "public", "public", "The weekly opening hours", {
  ...ok(list("OpeningHours")),
  ...notModified,
});
route(
  "get",
  "/api/public/special-days",
  "public",
  "public",
  "Current and upcoming special days",
  { ...ok(list("SpecialDay")), ...notModified },
  { query: LangQuerySchema },
);
route(
  "get",
  "/api/public/announcements",
  "public",
  "public",
  "The announcements running today",
  { ...ok(list("Announcement")), ...notModified },
  { query: LangQuerySchema },
);
route(
  "get",
  "/api/public/pdfs/:id",
  "public",
  "public",
  "A menu PDF's title and address",
  ok(ref("Pdf")),
);

route("post", "/api/auth/login", "auth", "public", "Signs in", ok(ref("LoginResponse")), {
  body: body("LoginInput"),
});
route("post", "/api/auth/logout", "auth", "signed-in", "Ends this session", done);
route(
  "post",
  "/api/auth/password",
  "auth",
  "signed-in",
  "Changes the own password; every other session ends",
  done,
  { body: body("ChangePasswordInput") },
);
route(
  "post",
  "/api/auth/setup/check",
  "auth",
  "public",
  "Whether the one-time setup link still works (410 when not)",
  done,
  { body: body("SetupToken") },
);
route(
  "post",
  "/api/auth/setup",
  "auth",
  "public",
  "Creates the first account and signs in",
  ok(ref("LoginResponse")),
  { body: body("SetupInput") },
);
route(
  "post",
  "/api/auth/invite/check",
  "team",
  "public",
  "The e-mail, name and role of an invite while its link works",
  ok(ref("InviteDetails")),
  { body: body("InviteToken") },
);
route(
  "post",
  "/api/auth/invite",
  "team",
  "public",
  "Accepts an invite with a new password and signs in",
  created(ref("LoginResponse")),
  { body: body("InviteAcceptInput") },
);
route("get", "/api/auth/me", "team", "read", "The signed-in account", ok(ref("Me")));

route(
  "get",
  "/api/team",
  "team",
  "team",
  "The team: accounts and open invites",
  ok(list("TeamMember")),
);
route(
  "post",
  "/api/team/invites",
  "team",
  "team",
  "Invites someone by a link",
  created(ref("InviteCreated")),
  { body: body("InviteInput") },
);
route(
  "put",
  "/api/team/:id",
  "team",
  "team",
  "Changes a member's role or name, or disables them",
  ok(ref("TeamMember")),
  { body: body("MemberUpdateInput") },
);
route("delete", "/api/team/:id", "team", "team", "Removes a member or revokes an invite", done);

route("get", "/api/categories", "menu", "read", "Every category", ok(list("Category")));
route(
  "put",
  "/api/categories/order",
  "menu",
  "content",
  "Puts the categories in a new order",
  done,
  { body: body("CategoryOrderInput") },
);
route("post", "/api/categories", "menu", "content", "Adds a category", created(ref("Category")), {
  body: body("CategoryInput"),
});
route("put", "/api/categories/:id", "menu", "content", "Changes a category", ok(ref("Category")), {
  body: body("CategoryInput"),
});
route("delete", "/api/categories/:id", "menu", "content", "Deletes an empty category", done);

route("get", "/api/dishes", "menu", "read", "Every dish, or one category's", ok(list("Dish")), {
  query: DishListQuerySchema,
});
route(
  "put",
  "/api/dishes/order",
  "menu",
  "content",
  "Puts one category's dishes in a new order",
  done,
  { body: body("DishOrderInput") },
);
route(
  "post",
  "/api/dishes",
  "menu",
  "content",
  "Adds a dish, with a photo if sent",
  created(ref("Dish")),
  { body: multipart("DishCreateInput", { image }) },
);
route(
  "put",
  "/api/dishes/:id",
  "menu",
  "content",
  "Changes a dish; absent fields stay",
  ok(ref("Dish")),
  { body: multipart("DishUpdateInput", { image }) },
);
route(
  "put",
  "/api/dishes/:id/sold-out",
  "menu",
  "soldOut",
  "Marks a dish sold out for today, or back on",
  ok(ref("Dish")),
  { body: body("SoldOutInput") },
);
route("delete", "/api/dishes/:id", "menu", "content", "Deletes a dish", done);

route(
  "get",
  "/api/menu/export.csv",
  "menu",
  "content",
  "The whole menu as a spreadsheet",
  csv("The menu, one dish a line"),
);
route(
  "get",
  "/api/menu/template.csv",
  "menu",
  "content",
  "An empty spreadsheet with the menu's columns",
  csv("The header line"),
);
route(
  "post",
  "/api/menu/import",
  "menu",
  "content",
  "Imports a spreadsheet, or previews the import (dryRun=true)",
  {
    ...ok(ref("MenuImportResult"), "What the import changed, or would change"),
    "400": answer(
      "A file with errors (each with its line) or a request without one; nothing applied",
      json(anyOf("MenuImportRejected", "ApiError")),
    ),
  },
  {
    query: z.object({ dryRun: z.enum(["true", "false"]).optional() }),
    body: {
      multipart: {
        type: "object",
        properties: {
          file: { ...FILE, description: "The CSV file" },
          dryRun: { enum: ["true", "false"] },
        },
        required: ["file"],
      },
    },
  },
);

route(
  "get",
  "/api/opening-hours",
  "hours",
  "read",
  "The weekly opening hours",
  ok(list("OpeningHours")),
);
route(
  "post",
  "/api/opening-hours",
  "hours",
  "content",
  "Sets one weekday's hours",
  { ...ok(ref("OpeningHours"), "The day, changed"), ...created(ref("OpeningHours")) },
  { body: body("OpeningHoursInput") },
);
route(
  "delete",
  "/api/opening-hours/:weekday",
  "hours",
  "content",
  "Removes one weekday's hours",
  done,
);

route(
  "get",
  "/api/restaurant-profile",
  "restaurant",
  "read",
  "The restaurant profile, with the fields still holding demo values",
  ok(ref("RestaurantProfile")),
);
const PROFILE_INPUTS = {
  identity: "ProfileIdentityInput",
  address: "ProfileAddressInput",
  contact: "ProfileContactInput",
  providers: "ProfileProvidersInput",
  social: "ProfileSocialInput",
  legal: "ProfileLegalInput",
  texts: "ProfileTextsInput",
} as const;
for (const group of PROFILE_GROUP_NAMES)
  route(
    "put",
    `/api/restaurant-profile/${group}`,
    "restaurant",
    groupPermission(group),
    `Saves the profile's ${group}`,
    ok(ref("RestaurantProfile"), "The whole profile, changed"),
    { body: body(PROFILE_INPUTS[group]) },
  );

route("get", "/api/special-days", "hours", "read", "Every special day", ok(list("SpecialDay")));
route(
  "post",
  "/api/special-days",
  "hours",
  "content",
  "Adds a special day",
  created(ref("SpecialDay")),
  { body: body("SpecialDayInput") },
);
route("delete", "/api/special-days/:id", "hours", "content", "Deletes a special day", done);
route(
  "get",
  "/api/holidays",
  "hours",
  "read",
  "A year's public holidays, to add as special days",
  ok(list("Holiday")),
  { query: HolidaysQuerySchema },
);

route(
  "get",
  "/api/announcements",
  "announcements",
  "read",
  "Staff's announcements",
  ok(list("Announcement")),
);
route(
  "post",
  "/api/announcements",
  "announcements",
  "content",
  "Adds an announcement",
  created(ref("Announcement")),
  { body: body("AnnouncementInput") },
);
route(
  "put",
  "/api/announcements/:id",
  "announcements",
  "content",
  "Changes an announcement",
  ok(ref("Announcement")),
  { body: body("AnnouncementInput") },
);
route(
  "delete",
  "/api/announcements/:id",
  "announcements",
  "content",
  "Deletes an announcement",
  done,
);

route(
  "get",
  "/api/menu-images",
  "menu images",
  "public",
  "The menu images shown today",
  { ...ok(list("MenuImage")), ...notModified },
  { query: MenuImageListQuerySchema },
);
route(
  "get",
  "/api/menu-images/all",
  "menu images",
  "read",
  "Every menu image, shown or not",
  ok(list("MenuImage")),
);
route(
  "post",
  "/api/menu-images",
  "menu images",
  "content",
  "Uploads an image or PDF",
  created(ref("MenuImage")),
  {
    body: multipart("MenuImageUploadInput", {
      file: { ...FILE, description: "An image or a PDF document" },
    }),
  },
);
route(
  "put",
  "/api/menu-images/:id",
  "menu images",
  "content",
  "Sets the first and last day shown",
  ok(ref("MenuImage")),
  { body: body("MenuImageDatesInput") },
);
route("delete", "/api/menu-images/:id", "menu images", "content", "Deletes a menu image", done);

route(
  "get",
  "/api/restaurant-pictures",
  "restaurant pictures",
  "read",
  "The restaurant's pictures by place; null where the built-in picture shows",
  ok(ref("RestaurantPictures")),
);
route(
  "put",
  "/api/restaurant-pictures/:slot",
  "restaurant pictures",
  "content",
  "Stores a place's picture and its descriptions; a logo makes the icons and the manifest's icons",
  ok(ref("SitePicture")),
  {
    body: multipart("PictureInput", {
      image: { ...FILE, description: "A JPEG, PNG or WebP image (AVIF too, but not for the logo)" },
      video: { ...FILE, description: "The hero only: an MP4 or WebM film" },
    }),
  },
);
route(
  "delete",
  "/api/restaurant-pictures/:slot",
  "restaurant pictures",
  "content",
  "The place shows the built-in picture again",
  done,
);

route(
  "get",
  "/api/demo-content",
  "demo content",
  "read",
  "Whether the demo content is still there",
  ok(ref("DemoContentStatus")),
);
route("delete", "/api/demo-content", "demo content", "content", "Removes the demo content", done);

route(
  "get",
  "/api/history",
  "history",
  "history",
  "Who changed what, newest first",
  ok(list("HistoryEntry")),
  { query: HistoryQuerySchema },
);
route(
  "get",
  "/api/history/today",
  "history",
  "read",
  "Today's changes: who and what",
  ok(list("TodayEntry")),
);
route("post", "/api/history/:id/undo", "history", "history", "Undoes a change", done);

route(
  "get",
  "/api/visits",
  "visits",
  "visits",
  "How the site was used: daily visitors and page views, pages, sources, devices, clicks",
  ok(ref("VisitsReport")),
  { query: VisitsQuerySchema },
);

// Every error of the API is `{ error, code, params? }`.
const apiErrors: Answers = {
  "4XX": answer("The request cannot be answered", json(ref("ApiError"))),
  "5XX": answer("Something went wrong on the server", json(ref("ApiError"))),
};
for (const r of API)
  for (const [status, error] of Object.entries(apiErrors)) r.answers[status] ??= error;

// Beside the API: what monitors, visitors and the printer fetch.
const serverError: Answers = { "5XX": apiErrors["5XX"]! };
const badLanguage: Answers = {
  "400": answer("A language other than de or en", json(ref("ApiError"))),
};
route("get", "/healthz", "operations", "public", "Whether the site can serve and save", {
  "200": answer("Healthy", json(ref("HealthReport"))),
  "503": answer("The database or the data folder fails", json(ref("HealthReport"))),
  ...serverError,
});
route("get", "/uploads/:file", "site", "public", "An uploaded photo or PDF, by its content hash", {
  "200": answer("The file", media({ "image/webp": FILE, "application/pdf": FILE })),
  "404": answer("No such file, or its record was deleted", json(ref("ApiError"))),
  ...serverError,
});
route(
  "get",
  "/pictures/:file",
  "site",
  "public",
  "A logo's icon or the hero's film, by content hash",
  {
    "200": answer("The file", media({ "image/png": FILE, "video/mp4": FILE, "video/webm": FILE })),
    "206": answer("A range of the film", media({ "video/mp4": FILE, "video/webm": FILE })),
    "404": answer("No such file", json(ref("ApiError"))),
    ...serverError,
  },
);
route(
  "get",
  "/manifest.webmanifest",
  "site",
  "public",
  "The web app manifest, with the logo's icons",
  {
    "200": answer("The manifest", media({ "application/manifest+json": { type: "object" } })),
    ...notModified,
    ...serverError,
  },
);
route(
  "get",
  "/admin.webmanifest",
  "site",
  "public",
  "The admin's web app manifest: opens on Today, standalone, within /admin",
  {
    "200": answer("The manifest", media({ "application/manifest+json": { type: "object" } })),
    ...notModified,
    ...serverError,
  },
);
route("get", "/sitemap.xml", "site", "public", "The public pages in both languages", {
  "200": answer("The sitemap", media({ "application/xml": { type: "string" } })),
  ...notModified,
  ...serverError,
});
route("get", "/robots.txt", "site", "public", "Rules for crawlers", {
  "200": answer("The rules", media({ "text/plain": { type: "string" } })),
  ...notModified,
  ...serverError,
});
route(
  "get",
  "/menu.pdf",
  "site",
  "public",
  "The printable menu in the visitor's language",
  { ...pdf("The menu"), ...badLanguage, ...serverError },
  { query: LangQuerySchema },
);
route(
  "get",
  "/table-cards.pdf",
  "site",
  "public",
  "Table cards with the menu's QR code, in the visitor's language",
  { ...pdf("The cards"), ...badLanguage, ...serverError },
  { query: LangQuerySchema },
);

route(
  "get",
  "/go/:link",
  "site",
  "public",
  "Counts a click on the pickup, reservation or voucher link and redirects to the provider",
  {
    "302": answer("To the provider's page", "none"),
    ...serverError,
  },
);

let document: Record<string, unknown> | undefined;

/** The document, built once: it depends on the code alone. */
export function apiDocument(): Record<string, unknown> {
  document ??= buildDocument(
    {
      title: "Restaurant website API",
      version: "1",
      description: `The JSON API of the restaurant's website and staff admin, with the other addresses the server answers beside its pages.`,
    },
    { outputs, inputs },
    API,
  );
  return document;
}

/** Where the document is committed, and its text there: `npm run openapi` writes it, a unit test compares it. */
export const API_DOCUMENT_FILE = "docs/openapi.json";
export const apiDocumentText = () => `${JSON.stringify(apiDocument(), null, 2)}\n`;
