import { useI18n } from "~/lib/i18n/i18n";
import { buttonClasses } from "~/ui/button";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon } from "~/ui/icons";
import { InstantLink } from "~/ui/instant-link";
import type { ImageGroup } from "./group-images";
import {
  GROUP_VIEW_ID,
  queryHref,
  withGroupView,
  withoutGroupView,
  wrapImage,
} from "./group-view-url";
import { MenuImagePicture } from "./menu-image-picture";

/**
 * One picture of a group at a time, from the address: previous and next wrap around, the counter
 * reads `n / total`, and Close returns to all groups. Every control is a link, so the view works
 * without script; once React runs, `show` moves in place. The lightbox is the enhanced "View All";
 * this view is what a link to a picture, or a visitor without script, gets.
 */
export function GroupView({
  group,
  image,
  search,
  show,
}: {
  group: ImageGroup;
  image: number;
  search: URLSearchParams;
  show: (next: URLSearchParams) => void;
}) {
  const { t } = useI18n();
  const total = group.images.length;
  const n = wrapImage(image, total);
  const current = group.images[n - 1];
  if (!current) return null;
  const at = (k: number) => withGroupView(search, group.title, wrapImage(k, total));
  const linkClass = buttonClasses({ variant: "secondary", size: "small" });

  return (
    <section
      id={GROUP_VIEW_ID}
      aria-labelledby={`${GROUP_VIEW_ID}-title`}
      data-testid="group-view"
      className="scroll-mt-20 md:scroll-mt-24"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`${GROUP_VIEW_ID}-title`}
          className="font-display text-2xl font-semibold text-ink-900"
        >
          {group.title}
        </h2>
        <InstantLink
          href={queryHref(withoutGroupView(search))}
          onNavigate={() => show(withoutGroupView(search))}
          className={buttonClasses({ variant: "dark", size: "small" })}
        >
          <CloseIcon width={16} height={16} />
          {t("middayDiscount.close")}
        </InstantLink>
      </div>
      <figure className="mt-6 overflow-hidden rounded-3xl bg-ink-900">
        <MenuImagePicture
          image={current}
          sizes="(min-width: 1152px) 1088px, 100vw"
          className="mx-auto max-h-[80svh] w-auto object-contain"
        />
      </figure>
      <nav
        aria-label={t("middayDiscount.lightbox")}
        className="mt-4 flex items-center justify-between gap-3"
      >
        {total > 1 ? (
          <InstantLink
            href={queryHref(at(n - 1), `#${GROUP_VIEW_ID}`)}
            onNavigate={() => show(at(n - 1))}
            className={linkClass}
          >
            <ArrowLeftIcon width={16} height={16} />
            <span className="max-sm:sr-only">{t("middayDiscount.previous")}</span>
          </InstantLink>
        ) : (
          <span />
        )}
        <p data-testid="group-view-counter" className="font-semibold tabular-nums">
          {n} / {total}
        </p>
        {total > 1 ? (
          <InstantLink
            href={queryHref(at(n + 1), `#${GROUP_VIEW_ID}`)}
            onNavigate={() => show(at(n + 1))}
            className={linkClass}
          >
            <span className="max-sm:sr-only">{t("middayDiscount.next")}</span>
            <ArrowRightIcon width={16} height={16} />
          </InstantLink>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}
