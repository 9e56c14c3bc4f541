import {
  PROFILE_GROUP_NAMES,
  phoneDisplay,
  type DemoField,
  type ProfileGroup,
  type ProfileGroups,
  type RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import { EMPTY_PROFILE, type PublicProfile } from "@shared/restaurant-profile.ts";
import type { RestaurantProfileRow } from "./restaurant-profile.repo.server.ts";

/**
 * Row → profile. A field added to a group's schema after its row was stored takes the group's
 * default, so a new field needs no migration.
 */
export function toProfile(row: RestaurantProfileRow | undefined): RestaurantProfile {
  if (!row) return { ...EMPTY_PROFILE, demoFields: [] };
  const group = <G extends ProfileGroup>(name: G): ProfileGroups[G] => ({
    ...EMPTY_PROFILE[name],
    ...(JSON.parse(row[name]) as Partial<ProfileGroups[G]>),
  });
  return {
    identity: group("identity"),
    address: group("address"),
    contact: group("contact"),
    providers: group("providers"),
    social: group("social"),
    legal: group("legal"),
    texts: group("texts"),
    demoFields: JSON.parse(row.demo_fields) as DemoField[],
  };
}

/** Profile → the whole row's columns. */
export function toColumns(
  profile: RestaurantProfile,
): Omit<RestaurantProfileRow, "id" | "updated_at"> {
  const columns = Object.fromEntries(
    PROFILE_GROUP_NAMES.map((name) => [name, JSON.stringify(profile[name])]),
  ) as Record<ProfileGroup, string>;
  return { ...columns, demo_fields: JSON.stringify(profile.demoFields) };
}

/** What the public pages read. */
export function toPublicProfile(profile: RestaurantProfile): PublicProfile {
  const { phone } = profile.contact;
  return {
    identity: profile.identity,
    address: profile.address,
    contact: profile.contact,
    providers: profile.providers,
    social: profile.social,
    legal: profile.legal,
    texts: profile.texts,
    phone: phone ? { display: phoneDisplay(phone), href: `tel:${phone}` } : null,
    legalIsDemo: profile.demoFields.some((f) => f.startsWith("legal.")),
  };
}

/** The fields of a group that hold a value (the demo seed marks these as demo). */
export const filledFields = (group: ProfileGroup, values: object): DemoField[] =>
  Object.entries(values)
    .filter(([, v]) =>
      typeof v === "object" && v !== null ? Object.values(v).some(Boolean) : v !== "" && v !== null,
    )
    .map(([field]) => `${group}.${field}` as DemoField);
