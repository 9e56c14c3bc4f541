import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { PROFILE_GROUP_NAMES } from "@shared/contract/restaurant-profile.ts";
import { useCan } from "../auth/use-me";
import { useAdminI18n, type AdminMessageKey } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { PicturesSection } from "../restaurant-pictures/pictures-section";
import { QueryGate } from "../ui/query-state";
import { GoLiveChecklist, type TabGroup } from "./go-live-checklist";
import { ProfileGroupForm } from "./profile-group-form";
import { restaurantProfileApi } from "./restaurant-profile-api";

/**
 * The restaurant profile and its pictures, one folded group after another, each saved on its own:
 * short enough for one thumb at 390 px. Owners first see what is still the demo restaurant's.
 */
export function RestaurantTab() {
  const { t } = useAdminI18n();
  const isOwner = useCan("restaurant");
  const [open, setOpen] = useState<ReadonlySet<TabGroup>>(new Set());
  const profile = useQuery({
    queryKey: queryKeys.restaurantProfile,
    queryFn: ({ signal }) => restaurantProfileApi.get(signal),
  });
  const toggle = (group: TabGroup, isOpen: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(group);
      else next.delete(group);
      return next;
    });
  const fold = (group: TabGroup, title: string, content: ReactNode) => (
    <details
      key={group}
      open={open.has(group)}
      onToggle={(e) => toggle(group, e.currentTarget.open)}
      className="rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <summary className="min-h-11 cursor-pointer px-4 py-3 text-base font-semibold text-ink-900 sm:px-6">
        {title}
      </summary>
      <div className="border-t border-stone-200 p-4 sm:p-6">{content}</div>
    </details>
  );

  return (
    <QueryGate query={profile} what={t("restaurant.loading")} failed={t("restaurant.loadFailed")}>
      {(data) => (
        <div className="flex flex-col gap-4">
          {isOwner && <GoLiveChecklist profile={data} onOpen={(g) => toggle(g, true)} />}
          <p className="text-sm text-stone-700">{t("restaurant.intro")}</p>
          {PROFILE_GROUP_NAMES.map((group) =>
            fold(
              group,
              t(`restaurant.groups.${group}` as AdminMessageKey),
              <ProfileGroupForm group={group} profile={data} />,
            ),
          )}
          {fold("pictures", t("pictures.heading"), <PicturesSection />)}
        </div>
      )}
    </QueryGate>
  );
}
