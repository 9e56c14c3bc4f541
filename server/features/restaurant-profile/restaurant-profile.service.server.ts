import { isDeepStrictEqual } from "node:util";
import type { I18nText } from "@shared/contract/common.ts";
import {
  PROFILE_GROUP_NAMES,
  groupPermission,
  type DemoField,
  type ProfileGroup,
  type ProfileGroups,
  type RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import type { PublicProfile } from "@shared/restaurant-profile.ts";
import type { Change } from "../history/change.server.ts";
import {
  filledFields,
  toColumns,
  toProfile,
  toPublicProfile,
} from "./restaurant-profile-mapper.server.ts";
import type { RestaurantProfileRepo } from "./restaurant-profile.repo.server.ts";

/** A group's state in the history: its values and which of its fields were demo values. */
export interface GroupSnapshot<G extends ProfileGroup = ProfileGroup> {
  group: G;
  values: ProfileGroups[G];
  demoFields: DemoField[];
}

const GROUP_NAMES: Record<ProfileGroup, I18nText> = {
  identity: { en: "name and description", de: "Name und Beschreibung" },
  address: { en: "address and map", de: "Adresse und Karte" },
  contact: { en: "contact", de: "Kontakt" },
  providers: { en: "ordering and booking links", de: "Bestell- und Reservierungslinks" },
  social: { en: "social media", de: "soziale Netzwerke" },
  legal: { en: "legal data", de: "Rechtliche Angaben" },
  texts: { en: "texts", de: "Texte" },
};

const summary = (group: ProfileGroup): I18nText => ({
  en: `Restaurant: ${GROUP_NAMES[group].en} changed`,
  de: `Restaurant: ${GROUP_NAMES[group].de} geändert`,
});

const inGroup = (group: ProfileGroup) => (field: DemoField) => field.startsWith(`${group}.`);

/**
 * Fields whose demo value many a real restaurant shares (a GmbH's legal form, the cuisine, the
 * price range): an owner cannot say such a value is right by typing another one, so saving the
 * group, the field in view, makes it the owner's. Any other demo value stays marked until replaced.
 */
const SHARED_DEMO_VALUES: ReadonlySet<DemoField> = new Set<DemoField>([
  "identity.cuisine",
  "identity.priceRange",
  "legal.legalForm",
]);

/**
 * The restaurant profile: one row, each group saved on its own. A seeded demo value stays marked
 * as demo until the group is saved with another value in that field, so the go-live checklist
 * and the legal pages' demo notice know what is still the demo restaurant's.
 */
export function createRestaurantProfileService(repo: RestaurantProfileRepo) {
  const profile = async (): Promise<RestaurantProfile> => toProfile(await repo.get());

  async function store(snapshot: GroupSnapshot, current: RestaurantProfile): Promise<void> {
    // Sorted, so a group put back by an undo leaves the list as it was.
    const demoFields = [
      ...current.demoFields.filter((f) => !inGroup(snapshot.group)(f)),
      ...snapshot.demoFields,
    ].sort();
    if (!(await repo.get())) {
      await repo.insert(toColumns({ ...current, [snapshot.group]: snapshot.values, demoFields }));
      return;
    }
    await repo.updateGroup({
      group: snapshot.group,
      json: JSON.stringify(snapshot.values),
      demoFields: JSON.stringify(demoFields),
    });
  }

  const snapshotOf = (profile: RestaurantProfile, group: ProfileGroup): GroupSnapshot => ({
    group,
    values: profile[group],
    demoFields: profile.demoFields.filter(inGroup(group)),
  });

  // The public view of the row last read: a render reads the row (one query) and reuses the
  // parsed, formatted view while the row is the same, so the phone is not formatted per page.
  let lastPublic: { key: string; view: PublicProfile } | undefined;

  return {
    profile,
    /** One query, read once per page render. */
    async publicProfile(): Promise<PublicProfile> {
      const row = await repo.get();
      const key = row ? JSON.stringify(row) : "";
      if (lastPublic?.key !== key) lastPublic = { key, view: toPublicProfile(toProfile(row)) };
      return lastPublic.view;
    },

    /** Saves one group, already checked by its schema; a field saved with another value (or a shared one saved at all) is no longer demo. */
    async saveGroup<G extends ProfileGroup>(
      change: Change,
      group: G,
      values: ProfileGroups[G],
    ): Promise<RestaurantProfile> {
      const current = await profile();
      const before = snapshotOf(current, group);
      const stored = current[group] as Record<string, unknown>;
      const after: GroupSnapshot = {
        group,
        values,
        demoFields: before.demoFields.filter((f) => {
          if (SHARED_DEMO_VALUES.has(f)) return false;
          const field = f.slice(group.length + 1);
          return isDeepStrictEqual(stored[field], (values as Record<string, unknown>)[field]);
        }),
      };
      await store(after, current);
      change.record({
        action: "update",
        entity: "restaurant-profile",
        entityId: group,
        summary: summary(group),
        before,
        after,
        permission: groupPermission(group),
      });
      return profile();
    },

    /** Puts a group back as a history entry recorded it (an undo). */
    async restore(snapshot: GroupSnapshot): Promise<void> {
      await store(snapshot, await profile());
    },

    /** The demo restaurant, seeded into a new database: every value it fills is marked as demo. */
    async seedDemo(values: ProfileGroups): Promise<void> {
      if (await repo.get()) return;
      const demoFields = PROFILE_GROUP_NAMES.flatMap((g) => filledFields(g, values[g])).sort();
      await repo.insert(toColumns({ ...values, demoFields }));
    },
  };
}
export type RestaurantProfileService = ReturnType<typeof createRestaurantProfileService>;
