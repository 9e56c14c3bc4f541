import { lazy, Suspense, useState } from "react";
import type { Lang } from "@shared/contract/common.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { InstantLink } from "~/ui/instant-link";
import type { ImageGroup } from "./group-images";
import { GROUP_VIEW_ID, queryHref, withGroupView } from "./group-view-url";
import { MenuImagePicture } from "./menu-image-picture";

const loadLightbox = () => import("./image-lightbox");
const ImageLightbox = lazy(loadLightbox);

export function LanguageTag({ language }: { language: Lang }) {
  const { t } = useI18n();
  return (
    <span
      data-testid="language-tag"
      className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-bold tracking-wider text-cream-50 uppercase"
    >
      <span className="sr-only">
        {t("middayDiscount.languageTag", { language: t(`language.${language}`) })}
      </span>
      <span aria-hidden="true">{language}</span>
    </span>
  );
}

/**
 * A group of menu images sharing one title: the newest as cover, View All for the rest. View
 * All links to the group's view (`?group=`), which works without script; once React runs it opens
 * the lightbox instead.
 */
export function ImageGroupCard({ group, search }: { group: ImageGroup; search: URLSearchParams }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const cover = group.images[0];
  if (!cover) return null;
  const languages = [...new Set(group.images.map((image) => image.language))];

  return (
    <article
      data-testid="image-group"
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-saffron-100 bg-white shadow-sm transition duration-300 hover:shadow-xl motion-safe:hover:-translate-y-2.5"
    >
      <MenuImagePicture
        image={cover}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        lazy
        className="aspect-[4/5] w-full bg-saffron-100 object-cover object-top"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-xl font-semibold text-ink-900">{group.title}</h2>
          <div className="flex shrink-0 gap-1.5">
            {languages.map((language) => (
              <LanguageTag key={language} language={language} />
            ))}
          </div>
        </div>
        <p className="text-sm text-ink-900/70">
          {group.images.length === 1
            ? t("middayDiscount.oneImage")
            : t("middayDiscount.imageCount", { count: group.images.length })}
        </p>
        <InstantLink
          href={queryHref(withGroupView(search, group.title, 1), `#${GROUP_VIEW_ID}`)}
          onNavigate={() => setOpen(true)}
          // Fetch the lightbox's code as soon as the visitor heads for the button.
          onPointerEnter={loadLightbox}
          onFocus={loadLightbox}
          className={`mt-auto ${buttonClasses({ variant: "primary", size: "small", fullWidth: true })}`}
        >
          {t("middayDiscount.viewAll")}
        </InstantLink>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ImageLightbox images={group.images} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
