import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { issueMessage, type ApiErrorCode } from "./api-errors.ts";

/**
 * The restaurant profile: everything that makes the site the restaurant's own, edited in the
 * admin's "Restaurant" section one group at a time. Each group is one schema here; the API, the
 * admin's forms, the stored row and the public pages all derive from it, so a new field is one
 * entry in its group (docs/architecture.md, "One more profile field").
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// A tag or an entity: the texts are shown as plain text, so markup would only show as such.
const MARKUP = /<\s*[a-z/!]|&[a-z#][a-z0-9]*;/i;

const fail = (code: ApiErrorCode, params?: Record<string, string>) => ({
  message: issueMessage(code, params),
});

/** A single-line text: trimmed, no control characters, at most `max` characters. */
const line = (max: number) =>
  z
    .string(fail("profileTextRequired"))
    .transform((v) => v.trim())
    .refine((v) => !CONTROL_CHARACTERS.test(v) && !/[\r\n]/.test(v), fail("controlCharacters"))
    .refine((v) => v.length <= max, fail("textTooLong", { max: String(max) }));

/** A plain text with paragraphs (blank lines between them): never markup. */
const plainText = (max: number) =>
  z
    .string(fail("profileTextRequired"))
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .refine((v) => !CONTROL_CHARACTERS.test(v), fail("controlCharacters"))
    .refine((v) => !MARKUP.test(v), fail("profileTextMarkup"))
    .refine((v) => v.length <= max, fail("textTooLong", { max: String(max) }));

const bilingual = <S extends z.ZodType<string, string>>(text: S) =>
  z.object({ de: text, en: text }, fail("profileTextRequired"));

/** An https address, or empty: an empty link hides its entry everywhere. */
const httpsLink = z
  .string(fail("profileLinkHttps"))
  .transform((v) => v.trim())
  .refine((v) => v.length <= 500, fail("textTooLong", { max: "500" }))
  .refine((v) => v === "" || isHttpsUrl(v), fail("profileLinkHttps"));

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}

const email = z
  .string(fail("emailInvalid"))
  .transform((v) => v.trim())
  .refine((v) => v === "" || z.email().safeParse(v).success, fail("emailInvalid"));

/**
 * A phone number as the restaurant writes it (German numbers without the +49 too), stored in
 * E.164; shown in the national format, dialled as `tel:` with the stored form.
 */
export const PhoneSchema = z.string(fail("phoneInvalid")).transform((v, ctx) => {
  const text = v.trim();
  if (text === "") return "";
  const number = /^[\d\s()+\-/.]+$/.test(text) ? parsePhoneNumberFromString(text, "DE") : undefined;
  if (!number?.isValid()) {
    ctx.addIssue({ code: "custom", ...fail("phoneInvalid") });
    return z.NEVER;
  }
  return number.number;
});

/** The national format of a stored (E.164) number, "02921 1234567"; the stored text when it is not one. */
export function phoneDisplay(e164: string): string {
  const number = parsePhoneNumberFromString(e164);
  return number?.country === "DE"
    ? number.formatNational()
    : (number?.formatInternational() ?? e164);
}

/** A latitude or longitude, or null while none is set. */
const coordinate = (limit: number) =>
  z
    .number(fail("profileCoordinates"))
    .min(-limit, fail("profileCoordinates"))
    .max(limit, fail("profileCoordinates"))
    .nullable();

export const IdentitySchema = z.object({
  name: line(80),
  tagline: bilingual(line(160)),
  cuisine: line(120),
  priceRange: z.enum(["", "€", "€€", "€€€", "€€€€"], fail("profilePriceRange")),
});

export const AddressSchema = z.object({
  street: line(120),
  postalCode: line(10).refine((v) => v === "" || /^\d{5}$/.test(v), fail("profilePostalCode")),
  city: line(80),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

export const ContactSchema = z.object({ phone: PhoneSchema, email });

export const ProvidersSchema = z.object({
  pickup: httpsLink,
  /** The provider's German page: the site links it in both languages. */
  reservation: httpsLink,
  voucher: httpsLink,
  /** Named in the privacy policy, beside the host of its links. */
  providerName: line(120),
});

export const SocialSchema = z.object({
  instagram: httpsLink,
  facebook: httpsLink,
  x: httpsLink,
  youtube: httpsLink,
  tiktok: httpsLink,
});

export const LegalSchema = z.object({
  operator: line(160),
  legalForm: bilingual(line(160)),
  representatives: line(300),
  registerCourt: line(120),
  registerNumber: line(40),
  vatId: line(20).refine(
    (v) => v === "" || /^DE\d{9}$/.test(v.replace(/\s/g, "")),
    fail("profileVatId"),
  ),
  economicId: line(30).refine(
    (v) => v === "" || /^DE\d{9}-\d{5}$/.test(v.replace(/\s/g, "")),
    fail("profileEconomicId"),
  ),
  supervisoryAuthority: line(200),
  contentResponsible: line(160),
  privacyEmail: email,
  hostingName: line(160),
  hostingAddress: line(200),
  emailProviderName: line(160),
  emailProviderAddress: line(200),
});

export const TextsSchema = z.object({
  hero: bilingual(plainText(300)),
  about: bilingual(plainText(4000)),
  storyKicker: bilingual(line(80)),
  story: bilingual(plainText(6000)),
  storyQuote: bilingual(line(200)),
  storyQuoteBy: bilingual(line(120)),
});

/** Every group, by the name the API and the admin use for it. */
export const PROFILE_GROUPS = {
  identity: IdentitySchema,
  address: AddressSchema,
  contact: ContactSchema,
  providers: ProvidersSchema,
  social: SocialSchema,
  legal: LegalSchema,
  texts: TextsSchema,
} as const;
export type ProfileGroup = keyof typeof PROFILE_GROUPS;
export const PROFILE_GROUP_NAMES = Object.keys(PROFILE_GROUPS) as ProfileGroup[];

/** Managers keep the texts up to date; everything else is the owner's. */
export const groupPermission = (group: ProfileGroup): "content" | "restaurant" =>
  group === "texts" ? "content" : "restaurant";

export type ProfileGroups = { [G in ProfileGroup]: z.output<(typeof PROFILE_GROUPS)[G]> };

/** A label for every field of every group: the admin's catalogues are checked against it. */
export type ProfileFieldLabels = { [G in ProfileGroup]: Record<keyof ProfileGroups[G], string> };

/** A field still holding a seeded demo value, as "group.field". */
export type DemoField = {
  [G in ProfileGroup]: `${G}.${keyof ProfileGroups[G] & string}`;
}[ProfileGroup];

export const RestaurantProfileSchema = z.object({
  ...PROFILE_GROUPS,
  /** The fields that still hold the demo restaurant's values, as "group.field". */
  demoFields: z.array(z.string()),
});
export type RestaurantProfile = ProfileGroups & { demoFields: DemoField[] };
