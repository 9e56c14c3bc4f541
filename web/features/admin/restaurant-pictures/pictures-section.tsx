import { useQuery } from "@tanstack/react-query";
import { PICTURE_SLOTS } from "@shared/contract/restaurant-pictures.ts";
import { demoContentApi } from "../demo-content/demo-content-api";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { QueryGate } from "../ui/query-state";
import { PictureGroup } from "./picture-group";
import { picturesApi } from "./pictures-api";

/**
 * The restaurant's pictures, a group of the restaurant tab: logo, hero, the three about photos and
 * the story photo, each folded and saved on its own, so a phone shows one short form at a time.
 */
export function PicturesSection() {
  const { t } = useAdminI18n();
  const pictures = useQuery({
    queryKey: queryKeys.pictures,
    queryFn: ({ signal }) => picturesApi.all(signal),
  });
  const demo = useQuery({
    queryKey: queryKeys.demoContent,
    queryFn: ({ signal }) => demoContentApi.status(signal),
  });
  const demoSlots = demo.data?.pictures ?? [];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-600">{t("pictures.intro")}</p>
      <QueryGate query={pictures} what={t("pictures.what")} failed={t("pictures.loadFailed")}>
        {(all) => (
          <div className="space-y-3">
            {PICTURE_SLOTS.map((slot) => (
              <PictureGroup
                key={slot}
                slot={slot}
                picture={all[slot]}
                isDemo={demoSlots.includes(slot)}
              />
            ))}
          </div>
        )}
      </QueryGate>
    </div>
  );
}
