import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "~/lib/api/client";
import { useId, useState } from "react";
import type { Category } from "@shared/contract/category.ts";
import type { Dish } from "@shared/contract/dish.ts";
import { useCategories } from "../categories/categories-api";
import { dishesApi } from "../dishes/dishes-api";
import { useToday } from "../history/history-api";
import { useAdminI18n } from "../i18n/admin-i18n";
import { localMoment } from "../i18n/dates";
import { queryKeys } from "../query-keys";
import { Button } from "../ui/button";
import { inputClass } from "../ui/fields";
import { notify } from "../ui/notify";
import { EmptyState, QueryGate } from "../ui/query-state";
import { searchDishes } from "./dish-search";
import { todayDishesQuery } from "./today-queries";

/**
 * "Today": what the kitchen and the counter need on a phone. A search over the dishes' German
 * and English names, one tap to mark a dish sold out or back on, and what changed today.
 */
export function TodayTab() {
  const { t } = useAdminI18n();
  const dishes = useQuery(todayDishesQuery);
  const categories = useCategories();
  return (
    <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-start lg:gap-8">
      <TodayChanges />
      <div className="min-w-0 flex-1">
        <QueryGate query={dishes} what={t("today.what")} failed={t("today.loadFailed")}>
          {(list) => <SoldOutList dishes={list} categories={categories.data ?? []} />}
        </QueryGate>
      </div>
    </div>
  );
}

function SoldOutList({ dishes, categories }: { dishes: Dish[]; categories: Category[] }) {
  const { t, name } = useAdminI18n();
  const id = useId();
  const [query, setQuery] = useState("");
  const found = searchDishes(dishes, query);
  const groups = categories
    .map((category) => ({ category, dishes: found.filter((d) => d.categoryId === category.id) }))
    .filter((g) => g.dishes.length > 0);
  const ungrouped = found.filter((d) => !categories.some((c) => c.id === d.categoryId));

  return (
    <div className="flex flex-col gap-4">
      <div role="search" className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-stone-800">
          {t("today.search")}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("today.searchHint")}
          aria-describedby={`${id}-count`}
          autoComplete="off"
          enterKeyHint="search"
          className={inputClass}
        />
        {/* Announced while typing; not a role=status, which would read as a list still loading. */}
        <p id={`${id}-count`} aria-live="polite" className="sr-only">
          {query ? t("today.matches", { count: found.length }) : ""}
        </p>
      </div>
      {dishes.length === 0 ? (
        <EmptyState>{t("today.noDishes")}</EmptyState>
      ) : found.length === 0 ? (
        <EmptyState>{t("today.noMatch", { query })}</EmptyState>
      ) : (
        <div aria-label={t("today.listLabel")} role="region" className="flex flex-col gap-4">
          {groups.map(({ category, dishes: inCategory }) => (
            <section key={category.id} aria-labelledby={`${id}-${category.id}`}>
              <h3
                id={`${id}-${category.id}`}
                className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase"
              >
                {name(category.name)}
              </h3>
              <ul className="flex flex-col gap-2">
                {inCategory.map((dish) => (
                  <SoldOutRow key={dish.id} dish={dish} />
                ))}
              </ul>
            </section>
          ))}
          {ungrouped.length > 0 && (
            <ul className="flex flex-col gap-2">
              {ungrouped.map((dish) => (
                <SoldOutRow key={dish.id} dish={dish} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** One dish, and the one button that marks it sold out, or back on. */
function SoldOutRow({ dish }: { dish: Dish }) {
  const { t, name, lang, price } = useAdminI18n();
  const queryClient = useQueryClient();
  const title = name(dish.title);
  const other = lang === "de" ? dish.title.en : dish.title.de;
  const toggle = useMutation({
    mutationFn: dishesApi.setSoldOut,
    onSuccess: async (saved) => {
      notify.success(
        t(saved.soldOut ? "dishes.soldOutToast" : "dishes.availableToast", {
          name: name(saved.title),
        }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.dishes }),
        queryClient.invalidateQueries({ queryKey: queryKeys.today }),
      ]);
    },
    onError: (error) =>
      // No answer at all (offline, the connection dropped): the server changed nothing.
      error instanceof ApiError
        ? notify.failure(t("dishes.soldOutFailed"), error)
        : notify.failure(t("today.offline", { name: title }), error),
  });
  const tap = () => {
    // A tap without a network is refused at once, never left to wait or lost unseen.
    if (!navigator.onLine) notify.failure(t("today.offline", { name: title }), undefined);
    else toggle.mutate({ id: dish.id, soldOut: !dish.soldOut });
  };

  return (
    <li
      className={`flex items-center gap-3 rounded-lg border p-3 ${dish.soldOut ? "border-stone-300 bg-stone-200" : "border-stone-200 bg-white"}`}
    >
      <div className="min-w-0 flex-1">
        <p
          className={`font-semibold break-words ${dish.soldOut ? "text-stone-600 line-through" : ""}`}
        >
          {title}
        </p>
        {other && other !== title && (
          <p lang={lang === "de" ? "en" : "de"} className="text-sm break-words text-stone-600">
            {other}
          </p>
        )}
        <p className="text-sm text-stone-600">
          {price(dish.priceCents)}
          {dish.soldOut && (
            <span className="ml-2 rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white">
              {t("today.soldOutBadge")}
            </span>
          )}
        </p>
      </div>
      <Button
        variant={dish.soldOut ? "secondary" : "primary"}
        onClick={tap}
        disabled={toggle.isPending}
        aria-label={`${dish.soldOut ? t("today.backOn") : t("today.soldOut")}: ${title}`}
        className="w-36 shrink-0"
      >
        {dish.soldOut ? t("today.backOn") : t("today.soldOut")}
      </Button>
    </li>
  );
}

/** What changed today, newest first, folded away on a phone so the dishes come first. */
function TodayChanges() {
  const { t, lang } = useAdminI18n();
  const today = useToday();
  const count = today.data?.length;
  // Open beside the list on a wide screen; a phone shows the dishes first.
  const [openAtFirst] = useState(
    () => typeof window !== "undefined" && window.matchMedia("(min-width: 1024px)").matches,
  );
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:w-80 lg:shrink-0"
      open={openAtFirst}
    >
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
        {t("today.changesHeading")}
        {count !== undefined && (
          <span className="ml-2 rounded-full bg-stone-100 px-2 text-sm text-stone-700">
            {count}
          </span>
        )}
      </summary>
      <div className="mt-2">
        <QueryGate query={today} what={t("today.changesWhat")} failed={t("today.changesFailed")}>
          {(entries) =>
            entries.length === 0 ? (
              <p className="text-sm text-stone-600">{t("today.noChanges")}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {entries.map((entry) => (
                  <li
                    key={entry.id}
                    className="border-b border-stone-100 pb-2 text-sm last:border-0"
                  >
                    <p className="break-words">{entry.summary[lang]}</p>
                    <p className="text-stone-600">
                      {t("today.byAt", {
                        time: localMoment(entry.at).time,
                        name: entry.actor.name || entry.actor.email,
                      })}
                    </p>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryGate>
      </div>
    </details>
  );
}
