import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { availabilityStatus } from "@shared/contract/availability.ts";
import { todayIso } from "@shared/opening-hours/special-days.ts";
import { formatPrice } from "@shared/price.ts";
import { formatVolume } from "@shared/volume.ts";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { useConfirm } from "../ui/confirm";
import { notify } from "../ui/notify";
import { useEditMode } from "../ui/use-edit-mode";
import { DragHandle, MoveButtons, type DragBinding, type MoveControls } from "../ordering/sortable";
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
  const { editing, editButtonRef, start, finish } = useEditMode();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const thumbnail = thumbnailOf(dish);
  const categoryName = categories.find((c) => c._id === dish.categoryId)?.name;

  const soldOut = useMutation({
    mutationFn: dishesApi.setSoldOut,
    onSuccess: async (saved) => {
      notify.success(saved.soldOut ? `“${saved.title}” is sold out today` : `“${saved.title}” is available again`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dishes });
    },
    onError: (error) => notify.failure("Could not change sold out", error),
  });

  const remove = useMutation({
    mutationFn: dishesApi.remove,
    onSuccess: async () => {
      notify.success("Dish deleted");
      onDeleted();
      await queryClient.invalidateQueries({ queryKey: queryKeys.dishes });
    },
    onError: (error) => notify.failure("Delete failed", error),
  });

  async function askDelete() {
    if (await confirm({ question: "Delete this dish?", detail: `“${dish.title}” will be removed from the menu.`, confirmLabel: "Delete" }))
      remove.mutate(dish._id);
  }

  if (editing) {
    return (
      <li ref={drag?.rowRef} style={drag?.rowStyle} className="rounded-lg border border-saffron-500 bg-saffron-50 p-4">
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
      {drag && <DragHandle name={dish.title} drag={drag} />}
      <div className="flex min-w-0 flex-1 gap-3">
        {thumbnail ? (
          <img src={thumbnail} alt="" className="size-16 shrink-0 rounded-lg object-cover sm:size-20" loading="lazy" />
        ) : (
          <div aria-hidden="true" className="size-16 shrink-0 rounded-lg bg-stone-100 sm:size-20" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{dish.titleI18n.en || <span className="text-stone-500 italic">No English title</span>}</p>
          <p lang="de" className="text-sm break-words text-stone-600">
            <span className="sr-only">German: </span>
            {dish.titleI18n.de || <span className="italic">No German title</span>}
          </p>
          {dish.description && <p className="mt-1 line-clamp-2 text-sm text-stone-600">{dish.description}</p>}
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <PriceSummary dish={dish} />
            <StatusTags dish={dish} />
            {dish.isVeg && <span className={`${tagClass} bg-green-100 text-green-800`}>Veg</span>}
            {dish.isSpicy && <span className={`${tagClass} bg-red-100 text-red-800`}>Spicy</span>}
            <span className="text-stone-600">Position {dish.position}</span>
            {showCategory && categoryName && <span className={`${tagClass} bg-stone-100 text-stone-700`}>{categoryName}</span>}
          </div>
          <DeclarationCodes dish={dish} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap">
        <Button
          aria-pressed={dish.soldOut}
          onClick={() => soldOut.mutate({ id: dish._id, soldOut: !dish.soldOut })}
          disabled={soldOut.isPending}
          className={`max-sm:w-full ${dish.soldOut ? "border-ink-900 bg-ink-900 text-white hover:bg-stone-700" : ""}`}
        >
          Sold out today{dish.soldOut && <span aria-hidden="true"> ✓</span>}
          <span className="sr-only"> {dish.title}</span>
        </Button>
        {move && <MoveButtons name={dish.title} move={move} />}
        <Button ref={editButtonRef} onClick={start} className="max-sm:flex-1 max-sm:px-3">
          Edit<span className="sr-only"> {dish.title}</span>
        </Button>
        <Button variant="danger" onClick={askDelete} disabled={remove.isPending} className="max-sm:flex-1 max-sm:px-3">
          Delete<span className="sr-only"> {dish.title}</span>
        </Button>
      </div>
    </li>
  );
}

/** The price, or each size's, with the quantity served. */
function PriceSummary({ dish }: { dish: Dish }) {
  const volume = (ml: number | null) => (ml === null ? "" : ` (${formatVolume(ml, "de")})`);
  if (dish.variants.length === 0) return <span className="font-semibold">{formatPrice(dish.priceCents, "en") + volume(dish.volumeMl)}</span>;
  return (
    <span className="font-semibold" data-testid="admin-dish-variants">
      {dish.variants.map((v) => `${v.labelI18n.en || v.labelI18n.de}${volume(v.volumeMl)} ${formatPrice(v.priceCents, "en")}`).join(" · ")}
    </span>
  );
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortDate = (iso: string) => DATE_FORMAT.format(new Date(`${iso}T00:00:00Z`));

/** Sold out, shown from a later date, no longer shown, or allergens never declared: what staff must see at a glance. */
function StatusTags({ dish }: { dish: Dish }) {
  const status = availabilityStatus(dish, todayIso());
  return (
    <>
      {dish.soldOut && <span className={`${tagClass} bg-ink-900 text-white`}>Sold out today</span>}
      {status === "scheduled" && dish.availableFrom && (
        <span className={`${tagClass} bg-sky-100 text-sky-900`}>Scheduled from {shortDate(dish.availableFrom)}</span>
      )}
      {status === "expired" && dish.availableUntil && (
        <span className={`${tagClass} bg-stone-200 text-stone-800`}>Expired {shortDate(dish.availableUntil)}</span>
      )}
      {status === "current" && dish.availableUntil && <span className={`${tagClass} bg-stone-100 text-stone-700`}>Until {shortDate(dish.availableUntil)}</span>}
      {!dish.allergensDeclared && <span className={`${tagClass} bg-amber-100 text-amber-900`}>Allergens not declared</span>}
    </>
  );
}

/** The declared codes as on the menu ("Allergens A, G"); each code's meaning is its tooltip. */
function DeclarationCodes({ dish }: { dish: Dish }) {
  if (dish.allergens.length === 0 && dish.additives.length === 0) return null;
  return (
    <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-stone-700">
      {dish.allergens.length > 0 && (
        <div className="flex gap-1">
          <dt className="font-medium">Allergens</dt>
          <dd>
            {dish.allergens.map((code, i) => (
              <span key={code}>
                {i > 0 && ", "}
                <abbr title={allergenLabel(code)} className="no-underline">
                  {code}
                </abbr>
              </span>
            ))}
          </dd>
        </div>
      )}
      {dish.additives.length > 0 && (
        <div className="flex gap-1">
          <dt className="font-medium">Additives</dt>
          <dd>
            {dish.additives.map((number, i) => (
              <span key={number}>
                {i > 0 && ", "}
                <abbr title={additiveLabel(number)} className="no-underline">
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
