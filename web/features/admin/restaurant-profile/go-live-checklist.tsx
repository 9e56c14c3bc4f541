import { useQuery } from "@tanstack/react-query";
import {
  PROFILE_GROUP_NAMES,
  type ProfileGroup,
  type RestaurantProfile,
} from "@shared/contract/restaurant-profile.ts";
import { demoContentApi } from "../demo-content/demo-content-api";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { fieldId } from "./profile-group-form";

/**
 * The owner's first screen: every value still the demo restaurant's, each a link to its field,
 * then the pictures and the demo dishes. Empty, it says the site is ready and folds away.
 */
export function GoLiveChecklist({
  profile,
  onOpen,
}: {
  profile: RestaurantProfile;
  onOpen: (group: ProfileGroup) => void;
}) {
  const { t } = useAdminI18n();
  const demo = useQuery({
    queryKey: queryKeys.demoContent,
    queryFn: ({ signal }) => demoContentApi.status(signal),
  });
  const fields = PROFILE_GROUP_NAMES.flatMap((group) =>
    profile.demoFields
      .filter((f) => f.startsWith(`${group}.`))
      .map((f) => ({ group, field: f.slice(group.length + 1) })),
  );
  const demoDishes = demo.data?.present === true;
  // Pictures are still the build's own until they can be uploaded: listed while the demo is.
  const pictures = fields.length > 0 || demoDishes;
  const open = fields.length > 0 || demoDishes;

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
                  className="font-medium text-saffron-800 underline underline-offset-2"
                >
                  {t(`restaurant.groups.${group}` as AdminMessageKey)}:{" "}
                  {t(`restaurant.fields.${group}.${field}` as AdminMessageKey)}
                </a>
              </li>
            ))}
            {pictures && <li>{t("restaurant.checklist.pictures")}</li>}
            {demoDishes && <li>{t("restaurant.checklist.demoDishes")}</li>}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-stone-700">{t("restaurant.checklist.ready")}</p>
      )}
    </details>
  );
}
