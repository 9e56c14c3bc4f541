import { useState } from "react";
import type { MenuPageDish } from "@shared/contract/public-menu.ts";
import { useI18n } from "~/lib/i18n/i18n";
import { ImageIcon } from "~/ui/icons";
import { srcSetOf } from "~/ui/src-set";

const box = "size-28 shrink-0 overflow-hidden rounded-2xl sm:size-36";

/**
 * The dish photo at the width the layout needs (the server's variants as `srcset`), or a
 * placeholder when the dish has none or the file cannot be loaded.
 */
export function DishImage({ dish, eager }: { dish: MenuPageDish; eager: boolean }) {
  const { t } = useI18n();
  const [broken, setBroken] = useState(false);

  if (!dish.imageUrl || broken) {
    return (
      <div
        data-testid="dish-image-placeholder"
        className={`${box} flex flex-col items-center justify-center gap-1 bg-saffron-100 text-saffron-700`}
      >
        <ImageIcon width={28} height={28} />
        <span className="px-2 text-center text-xs font-medium">{t("menu.noImage")}</span>
      </div>
    );
  }

  return (
    <img
      src={dish.imageUrl}
      srcSet={srcSetOf(dish.imageVariants)}
      sizes="(min-width: 640px) 144px, 112px"
      width="144"
      height="144"
      alt={dish.title}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setBroken(true)}
      // A file that failed before React attached its onError is caught here.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setBroken(true);
      }}
      className={`${box} bg-saffron-100 object-cover`}
    />
  );
}
