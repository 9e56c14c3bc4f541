import { useQuery } from "@tanstack/react-query";
import { PICTURE_SLOTS } from "@shared/contract/restaurant-pictures.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { QueryGate } from "../ui/query-state";
import { PictureGroup } from "./picture-group";
import { picturesApi } from "./pictures-api";

/**
 * The restaurant's pictures: logo, hero, the three about photos and the story photo, each a
 * folded group saved on its own, so a phone shows one short form at a time.
 */
export function PicturesSection() {
  const { t } = useAdminI18n();
  const pictures = useQuery({
    queryKey: queryKeys.pictures,
    queryFn: ({ signal }) => picturesApi.all(signal),
  });
  return (
    <section aria-labelledby="pictures-heading" className="space-y-3">
      <h2 id="pictures-heading" className="text-xl font-semibold">
        {t("pictures.heading")}
      </h2>
      <p className="text-sm text-stone-600">{t("pictures.intro")}</p>
      <QueryGate query={pictures} what={t("pictures.what")} failed={t("pictures.loadFailed")}>
        {(all) => (
          <div className="space-y-3">
            {PICTURE_SLOTS.map((slot) => (
              <PictureGroup key={slot} slot={slot} picture={all[slot]} />
            ))}
          </div>
        )}
      </QueryGate>
    </section>
  );
}
