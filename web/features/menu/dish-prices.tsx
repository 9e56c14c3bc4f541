import type { MenuPageDish } from "@shared/contract/public-menu.ts";
import { formatPrice } from "@shared/price.ts";
import { formatVolume } from "@shared/volume.ts";
import { useI18n } from "~/lib/i18n/i18n";

/** One price with the quantity served when it has one: "0,33 l · 3,90 €". */
export function SinglePrice({ dish }: { dish: Pick<MenuPageDish, "priceCents" | "volumeMl"> }) {
  const { lang, t } = useI18n();
  return (
    <p className="font-semibold whitespace-nowrap text-spice-700" data-testid="dish-price">
      <span className="sr-only">{t("menu.price")}: </span>
      {dish.volumeMl !== null && (
        <span className="font-normal text-ink-900/70">{formatVolume(dish.volumeMl, lang)} · </span>
      )}
      {formatPrice(dish.priceCents, lang)}
    </p>
  );
}

/** Every size or portion of a dish with its quantity and price, as a price list reads. */
export function VariantPrices({ dish }: { dish: Pick<MenuPageDish, "variants"> }) {
  const { lang, t } = useI18n();
  return (
    <ul
      aria-label={t("menu.sizes")}
      className="mt-2 flex flex-col gap-1 text-sm"
      data-testid="dish-variants"
    >
      {dish.variants.map((variant, i) => (
        <li key={i} className="flex items-baseline gap-2" data-testid="dish-variant">
          <span className="text-ink-900">
            {variant.label}
            {variant.volumeMl !== null && (
              <span className="text-ink-900/70"> · {formatVolume(variant.volumeMl, lang)}</span>
            )}
          </span>
          <span aria-hidden="true" className="flex-1 border-b border-dotted border-ink-900/25" />
          <span className="font-semibold whitespace-nowrap text-spice-700">
            {formatPrice(variant.priceCents, lang)}
          </span>
        </li>
      ))}
    </ul>
  );
}
