import type { MenuImage } from "@shared/contract/menu-image.ts";
import { restaurant } from "@shared/restaurant.ts";
import { useDelete } from "../history/use-delete";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { menuImagesApi } from "./menu-images-api";
import { UploadDates } from "./upload-dates";

const uploadedAt = {
  de: new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: restaurant.timeZone,
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: restaurant.timeZone,
  }),
};

function thumbnailOf(image: MenuImage): string {
  const small = [...image.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 320);
  return small?.url ?? image.url;
}

/** One upload: preview (or PDF marker), title, language, time, and Delete. */
export function UploadItem({ image, onDeleted }: { image: MenuImage; onDeleted: () => void }) {
  const { lang, t } = useAdminI18n();
  const confirm = useConfirm();
  const languageName = t(image.language === "en" ? "common.english" : "common.german");
  const label = `${image.title} (${image.language.toUpperCase()})`;

  const remove = useDelete({
    mutationFn: menuImagesApi.remove,
    entity: "menu-image",
    deleted: t("menuImages.deleted"),
    failed: t("menuImages.deleteFailed"),
    refresh: [queryKeys.menuImages],
    onDeleted,
  });

  async function askDelete() {
    const detail = t("menuImages.deleteDetail", { title: image.title, language: languageName });
    if (
      await confirm({
        question: t("menuImages.deleteQuestion"),
        detail,
        confirmLabel: t("common.delete"),
      })
    )
      remove.remove(image.id);
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <a
        href={image.url}
        target="_blank"
        rel="noopener noreferrer"
        className="block overflow-hidden rounded-lg border border-stone-200 bg-stone-100"
      >
        {image.kind === "pdf" ? (
          <span className="flex aspect-[3/4] flex-col items-center justify-center gap-1 text-stone-700">
            <span className="text-2xl font-bold">PDF</span>
            <span className="text-xs">{t("menuImages.open", { label })}</span>
          </span>
        ) : (
          <img
            src={thumbnailOf(image)}
            alt={t("menuImages.open", { label })}
            loading="lazy"
            className="aspect-[3/4] w-full object-cover"
          />
        )}
      </a>
      <p className="font-semibold break-words">{image.title}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <span className="rounded bg-stone-800 px-1.5 py-0.5 font-bold text-white">
          <abbr title={languageName} className="no-underline">
            {image.language.toUpperCase()}
          </abbr>
        </span>
        <time dateTime={image.createdAt}>{uploadedAt[lang].format(new Date(image.createdAt))}</time>
      </p>
      <UploadDates image={image} />
      <Button variant="danger" onClick={askDelete} disabled={remove.isPending}>
        {t("common.delete")}
        <span className="sr-only"> {label}</span>
      </Button>
    </div>
  );
}
