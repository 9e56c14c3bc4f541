import { useQuery } from "@tanstack/react-query";
import {
  PROFILE_GROUP_NAMES,
  type ProfileGroup,
  type RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import type { PictureSlot } from "@shared/contract/restaurant-pictures.ts";
import { demoContentApi } from "../demo-content/demo-content-api";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { pictureGroupId } from "../restaurant-pictures/picture-group";
import { picturesApi } from "../restaurant-pictures/pictures-api";
import { fieldId } from "./profile-group-form";

/** A fold of the restaurant tab: a profile group, or the pictures. */
export type TabGroup = ProfileGroup | "pictures";

/** The pictures a site needs of its own before it goes live, each with its line in the list. */
const OWN_PICTURES: readonly { slots: readonly PictureSlot[]; text: AdminMessageKey }[] = [
  { slots: ["logo"], text: "restaurant.checklist.logo" },
  { slots: ["hero"], text: "restaurant.checklist.hero" },
  { slots: ["about-1", "about-2", "about-3"], text: "restaurant.checklist.about" },
];

/**
 * The owner's first screen: every value still the demo restaurant's, each a link to its field,
 * then the pictures still the demo's or the site's built-in ones, and the demo dishes. Empty, it
 * says the site is ready and folds away.
 */
export function GoLiveChecklist({
  profile,
  onOpen,
}: {
  profile: RestaurantProfile;
  onOpen: (group: TabGroup) => void;
}) {
  const { t } = useAdminI18n();
  const demo = useQuery({
    queryKey: queryKeys.demoContent,
    queryFn: ({ signal }) => demoContentApi.status(signal),
  });
  const pictures = useQuery({
    queryKey: queryKeys.pictures,
    queryFn: ({ signal }) => picturesApi.all(signal),
  });
  const fields = PROFILE_GROUP_NAMES.flatMap((group) =>
    profile.demoFields
      .filter((f) => f.startsWith(`${group}.`))
      .map((f) => ({ group, field: f.slice(group.length + 1) })),
  );
  const demoDishes = (demo.data?.categories ?? 0) + (demo.data?.menuImages ?? 0) > 0;
  const demoPictures = demo.data?.pictures ?? [];
  const notOwn = (slot: PictureSlot) =>
    pictures.data !== undefined && (!pictures.data[slot] || demoPictures.includes(slot));
  const missingPictures = OWN_PICTURES.filter(({ slots }) => slots.some(notOwn)).map((item) => ({
    ...item,
    slot: item.slots.find(notOwn)!,
  }));
  const open = fields.length > 0 || missingPictures.length > 0 || demoDishes;
  const linkClass = "font-medium text-saffron-800 underline underline-offset-2";

  return (
    <details
      open={open}
      className="rounded-xl border border-saffron-200 bg-saffron-50 p-4 sm:p-6"
      data-testid="go-live-checklist"
    >
      <summary className="cursor-pointer text-base font-semibold text-ink-900">
        {t("restaurant.checklist.title")}
      </summary>
      {open ? (
        <>
          <p className="mt-3 text-sm text-stone-700">{t("restaurant.checklist.intro")}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {fields.map(({ group, field }) => (
              <li key={`${group}.${field}`}>
                <a
                  href={`#${fieldId(group, field)}`}
                  onClick={() => onOpen(group)}
                  className={linkClass}
                >
                  {t(`restaurant.groups.${group}` as AdminMessageKey)}:{" "}
                  {t(`restaurant.fields.${group}.${field}` as AdminMessageKey)}
                </a>
              </li>
            ))}
            {missingPictures.map(({ slot, text }) => (
              <li key={text}>
                <a
                  href={`#${pictureGroupId(slot)}`}
                  onClick={() => onOpen("pictures")}
                  className={linkClass}
                >
                  {t("pictures.heading")}: {t(text)}
                </a>
              </li>
            ))}
            {demoDishes && <li>{t("restaurant.checklist.demoDishes")}</li>}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{t("restaurant.checklist.ready")}</p>
      )}
    </details>
  );
}
