import { useQuery } from "@tanstack/react-query";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { dishesApi } from "./dishes-api";
import { legalWarnings } from "./legal-warnings";

function WarningList({
  id,
  title,
  hint,
  dishes,
}: {
  id: string;
  title: string;
  hint: string;
  dishes: Dish[];
}) {
  const { name } = useAdminI18n();
  if (dishes.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-testid={id}
    >
      <h4 id={id} className="font-semibold text-amber-950">
        {title}: <span data-testid={`${id}-count`}>{dishes.length}</span>
      </h4>
      <p className="text-sm text-amber-950/80">{hint}</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-amber-950">
        {dishes.map((dish) => (
          <li key={dish.id}>{name(dish.title)}</li>
        ))}
      </ul>
    </section>
  );
}

/** What must be fixed before the menu is lawful: shown above the dishes until nothing is left. */
export function LegalWarningsPanel({ categories }: { categories: Category[] }) {
  const { t } = useAdminI18n();
  const all = useQuery({
    queryKey: queryKeys.dishesOf(""),
    queryFn: ({ signal }) => dishesApi.list("", signal),
  });
  if (!all.data) return null;
  const warnings = legalWarnings(all.data, categories);
  if (warnings.undeclaredAllergens.length === 0 && warnings.drinksWithoutVolume.length === 0)
    return null;
  return (
    <div role="region" aria-label={t("warnings.region")} className="flex flex-col gap-3">
      <WarningList
        id="warning-undeclared-allergens"
        title={t("warnings.undeclaredTitle")}
        hint={t("warnings.undeclaredHint")}
        dishes={warnings.undeclaredAllergens}
      />
      <WarningList
        id="warning-drinks-without-volume"
        title={t("warnings.noVolumeTitle")}
        hint={t("warnings.noVolumeHint")}
        dishes={warnings.drinksWithoutVolume}
      />
    </div>
  );
}
