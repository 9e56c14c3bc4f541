import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { EmptyState, QueryGate } from "../ui/query-state";
import { menuImagesApi } from "./menu-images-api";
import { pairUploads } from "./pair-uploads";
import { UploadItem } from "./upload-item";

/** Every upload, oldest first, with English and German uploads made together shown as a pair. */
export function UploadList() {
  const { t } = useAdminI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const images = useQuery({
    queryKey: queryKeys.menuImages,
    queryFn: ({ signal }) => menuImagesApi.list(signal),
  });
  const focusList = () => headingRef.current?.focus();

  return (
    <section aria-labelledby="menu-images-list-heading" className="flex flex-col gap-3">
      <h3
        id="menu-images-list-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold"
      >
        {t("menuImages.listHeading")}
      </h3>
      <QueryGate query={images} what={t("menuImages.what")} failed={t("menuImages.loadFailed")}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t("menuImages.empty")}</EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4 xl:grid-cols-6">
              {pairUploads(list).map((group) =>
                group.kind === "pair" ? (
                  <li
                    key={group.en.id}
                    className="col-span-2 rounded-xl border border-saffron-500 bg-saffron-50 p-3"
                  >
                    <div
                      role="group"
                      aria-label={t("menuImages.pairLabel", {
                        en: group.en.title,
                        de: group.de.title,
                      })}
                    >
                      <p
                        aria-hidden="true"
                        className="mb-2 text-xs font-bold tracking-wide text-saffron-700 uppercase"
                      >
                        {t("menuImages.pair")}
                      </p>
                      <div className="grid grid-cols-2 gap-3">
                        <UploadItem image={group.en} onDeleted={focusList} />
                        <UploadItem image={group.de} onDeleted={focusList} />
                      </div>
                    </div>
                  </li>
                ) : (
                  <li
                    key={group.upload.id}
                    className="rounded-xl border border-stone-200 bg-white p-3"
                  >
                    <UploadItem image={group.upload} onDeleted={focusList} />
                  </li>
                ),
              )}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
}
