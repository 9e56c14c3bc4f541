import { localize } from "@shared/localize.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { availabilityStatus } from "@shared/contract/availability.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formatVolume } from "@shared/volume.ts";
import { useDelete } from "../history/use-delete";
import { useAdminI18n } from "../i18n/admin-i18n";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { useEditMode } from "../ui/use-edit-mode";
import {
  DragHandle,
  MoveButtons,
  type DragBinding,
  type MoveControls,
} from "../sort-order/sortable";
import { allergenLabel, additiveLabel } from "./declaration-fields";
import { DishEditForm } from "./dish-edit-form";
import { dishesApi } from "./dishes-api";

const tagClass = "rounded-full px-2 py-0.5 text-xs font-semibold";

function thumbnailOf(dish: Dish): string | null {
  const smallest = [...dish.imageVariants].sort((a, b) => a.width - b.width)[0];
  return smallest?.url ?? dish.imageUrl;
}

/** One dish: its texts, price, tags and declarations, then edit in place or delete; in a sortable list, also moved. */
export function DishRow({
  dish,
  categories,
  showCategory,
  onDeleted,
  drag,
  move,
}: {
  dish: Dish;
  categories: Category[];
  showCategory: boolean;
  onDeleted: () => void;
  drag?: DragBinding;
  move?: MoveControls;
}) {
  const { t, name } = useAdminI18n();
  const title = name(dish.title);
  const { editing, editButtonRef, start, finish } = useEditMode();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const thumbnail = thumbnailOf(dish);
  const category = categories.find((c) => c.id === dish.categoryId);
  const categoryName = category && name(category.name);

  const soldOut = useMutation({
    mutationFn: dishesApi.setSoldOut,
    onSuccess: async (saved) => {
      notify.success(
        t(saved.soldOut ? "dishes.soldOutToast" : "dishes.availableToast", {
          name: name(saved.title),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.dishes });
    },
    onError: (error) => notify.failure(t("dishes.soldOutFailed"), error),
  });

  const remove = useDelete({
    mutationFn: dishesApi.remove,
    entity: "dish",
    deleted: t("dishes.deleted"),
    failed: t("dishes.deleteFailed"),
    refresh: [queryKeys.dishes],
    onDeleted,
  });

  async function askDelete() {
    if (
      await confirm({
        question: t("dishes.deleteQuestion"),
        detail: t("dishes.deleteDetail", { name: title }),
        confirmLabel: t("common.delete"),
      })
    )
      remove.remove(dish.id);
  }

  if (editing) {
    return (
      <li
        ref={drag?.rowRef}
        style={drag?.rowStyle}
        className="rounded-lg border border-saffron-500 bg-saffron-50 p-4"
      >
        <DishEditForm dish={dish} categories={categories} onDone={finish} />
      </li>
    );
  }

  return (
    <li
      ref={drag?.rowRef}
      style={drag?.rowStyle}
      className={`flex flex-wrap items-start gap-3 rounded-lg border p-4 sm:flex-nowrap ${dish.soldOut ? "bg-stone-100" : "bg-white"} ${drag?.isDragging ? "border-saffron-500 shadow-lg" : "border-stone-200"}`}
    >
      {drag && <DragHandle name={title} drag={drag} />}
      <div className="flex min-w-0 flex-1 gap-3">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
            loading="lazy"
          />
        ) : (
          <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-stone-100 sm:size-20" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">
            {dish.title.en || (
              <span className="text-stone-500 italic">{t("dishes.noEnglishTitle")}</span>
            )}
          </p>
          <p lang="de" className="text-sm break-words text-stone-600">
            <span className="sr-only">{t("common.germanPrefix")}</span>
            {dish.title.de || <span className="italic">{t("dishes.noGermanTitle")}</span>}
          </p>
          {(dish.description.en || dish.description.de) && (
            <p className="mt-1 line-clamp-2 text-sm text-stone-600">
              {localize(dish.description, "en")}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <PriceSummary dish={dish} />
            <StatusTags dish={dish} />
            {dish.isVeg && (
              <span className={`${tagClass} bg-green-100 text-green-800`}>{t("dishes.veg")}</span>
            )}
            {dish.isSpicy && (
              <span className={`${tagClass} bg-red-100 text-red-800`}>{t("dishes.spicy")}</span>
            )}
            {showCategory && categoryName && (
              <span className={`${tagClass} bg-stone-100 text-stone-700`}>{categoryName}</span>
            )}
          </div>
          <DeclarationCodes dish={dish} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap">
        <Button
          aria-pressed={dish.soldOut}
          onClick={() => soldOut.mutate({ id: dish.id, soldOut: !dish.soldOut })}
          disabled={soldOut.isPending}
          className={`max-sm:w-full ${dish.soldOut ? "border-ink-900 bg-ink-900 text-white hover:bg-stone-700" : ""}`}
        >
          {t("dishes.soldOut")}
          {dish.soldOut && <span aria-hidden="true"> ✓</span>}
          <span className="sr-only"> {title}</span>
        </Button>
        {move && <MoveButtons name={title} move={move} />}
        <Button ref={editButtonRef} onClick={start} className="max-sm:flex-1 max-sm:px-3">
          {t("common.edit")}
          <span className="sr-only"> {title}</span>
        </Button>
        <Button
          variant="danger"
          onClick={askDelete}
          disabled={remove.isPending}
          className="max-sm:flex-1 max-sm:px-3"
        >
          {t("common.delete")}
          <span className="sr-only"> {title}</span>
        </Button>
      </div>
    </li>
  );
}

/** The price, or each size's, with the quantity served. */
function PriceSummary({ dish }: { dish: Dish }) {
  const { lang, price } = useAdminI18n();
  // In the admin's language, as on the printed and public menu: "0,3 l" in German, "0.3 l" in English.
  const volume = (ml: number | null) => (ml === null ? "" : ` (${formatVolume(ml, lang)})`);
  const label = (v: Dish["variants"][number]) =>
    lang === "de" ? v.label.de || v.label.en : v.label.en || v.label.de;
  if (dish.variants.length === 0)
    return <span className="font-semibold">{price(dish.priceCents) + volume(dish.volumeMl)}</span>;
  return (
    <span className="font-semibold" data-testid="admin-dish-variants">
      {dish.variants
        .map((v) => `${label(v)}${volume(v.volumeMl)} ${price(v.priceCents)}`)
        .join(" · ")}
    </span>
  );
}

/** Sold out, shown from a later date, no longer shown, or allergens never declared: what staff must see at a glance. */
function StatusTags({ dish }: { dish: Dish }) {
  const { t, date } = useAdminI18n();
  const status = availabilityStatus(dish, todayIso());
  return (
    <>
      {dish.soldOut && (
        <span className={`${tagClass} bg-ink-900 text-white`}>{t("dishes.soldOut")}</span>
      )}
      {status === "scheduled" && dish.availableFrom && (
        <span className={`${tagClass} bg-sky-100 text-sky-900`}>
          {t("dishes.scheduledFrom", { date: date(dish.availableFrom) })}
        </span>
      )}
      {status === "expired" && dish.availableUntil && (
        <span className={`${tagClass} bg-stone-200 text-stone-800`}>
          {t("dishes.expired", { date: date(dish.availableUntil) })}
        </span>
      )}
      {status === "current" && dish.availableUntil && (
        <span className={`${tagClass} bg-stone-100 text-stone-700`}>
          {t("dishes.until", { date: date(dish.availableUntil) })}
        </span>
      )}
      {!dish.allergensDeclared && (
        <span className={`${tagClass} bg-amber-100 text-amber-900`}>
          {t("dishes.allergensUndeclared")}
        </span>
      )}
    </>
  );
}

/** The declared codes as on the menu ("Allergens A, G"); each code's meaning is its tooltip. */
function DeclarationCodes({ dish }: { dish: Dish }) {
  const { lang, t } = useAdminI18n();
  if (dish.allergens.length === 0 && dish.additives.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
      {dish.allergens.length > 0 && (
        <div className="flex gap-1">
          <dt className="font-medium">{t("dishes.allergens")}</dt>
          <dd>
            {dish.allergens.map((code, i) => (
              <span key={code}>
                {i > 0 && ", "}
                <abbr title={allergenLabel(code, lang)} className="no-underline">
                  {code}
                </abbr>
              </span>
            ))}
          </dd>
        </div>
      )}
      {dish.additives.length > 0 && (
        <div className="flex gap-1">
          <dt className="font-medium">{t("dishes.additives")}</dt>
          <dd>
            {dish.additives.map((number, i) => (
              <span key={number}>
                {i > 0 && ", "}
                <abbr title={additiveLabel(number, lang)} className="no-underline">
                  {number}
                </abbr>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
