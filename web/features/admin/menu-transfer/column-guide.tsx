import { DISH_FACT_KEYS } from "@shared/contract/dish-facts.ts";
import { MENU_COLUMNS, type MenuColumnKey } from "@shared/contract/menu-transfer.ts";
import type { AdminMessages } from "../i18n/admin-i18n";
import { useAdminI18n } from "../i18n/admin-i18n";

const header = (key: MenuColumnKey) => MENU_COLUMNS.find((c) => c.key === key)?.header ?? key;

/** The file's columns as the template heads them, grouped where one explanation covers several. */
const GROUPS: { explain: keyof AdminMessages["menuTransfer"]["explain"]; headers: string[] }[] = [
  { explain: "id", headers: [header("id")] },
  { explain: "category", headers: [header("categoryDe"), header("categoryEn")] },
  { explain: "title", headers: [header("titleDe"), header("titleEn")] },
  { explain: "description", headers: [header("descriptionDe"), header("descriptionEn")] },
  { explain: "price", headers: [header("price")] },
  { explain: "volume", headers: [header("volume")] },
  {
    explain: "variants",
    headers: [
      header("variant1De"),
      header("variant1En"),
      header("variant1Price"),
      header("variant1Volume"),
      "…",
      header("variant6Volume"),
    ],
  },
  { explain: "allergensDeclared", headers: [header("allergensDeclared")] },
  { explain: "allergens", headers: [header("allergens")] },
  { explain: "additives", headers: [header("additives")] },
  { explain: "yesNo", headers: [header("veg"), header("spicy")] },
  // The simple facts' are listed from their declaration, after these (FACTS below).
  { explain: "soldOut", headers: [header("soldOut")] },
  { explain: "dates", headers: [header("availableFrom"), header("availableUntil")] },
  { explain: "position", headers: [header("position")] },
];

/** Each simple fact's column, explained by its own text. */
const FACTS = DISH_FACT_KEYS.map((key) => ({ key, headers: [header(key)] }));

/** What goes in each column of the file, in the admin's language, under the German headers the file uses. */
export function ColumnGuide() {
  const { t } = useAdminI18n();
  return (
    <details className="rounded-lg border border-stone-200 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-ink-900">
        {t("menuTransfer.columnsHeading")}
      </summary>
      <p className="mt-2 text-sm text-stone-700">{t("menuTransfer.columnsIntro")}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
        {GROUPS.map((group) => (
          <div key={group.explain} className="contents">
            <dt className="font-mono text-xs font-semibold text-ink-900 sm:text-sm">
              {group.headers.join(", ")}
            </dt>
            <dd className="text-stone-700">{t(`menuTransfer.explain.${group.explain}`)}</dd>
          </div>
        ))}
        {FACTS.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="font-mono text-xs font-semibold text-ink-900 sm:text-sm">
              {fact.headers.join(", ")}
            </dt>
            <dd className="text-stone-700">{t(`dishFacts.${fact.key}.explain`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
