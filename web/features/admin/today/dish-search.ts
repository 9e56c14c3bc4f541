import type { Dish } from "@shared/contract/dish.ts";

/** Lower case without accents, so "palak" finds "Pālak" and "kase" finds "Käse". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase();

/** The dishes whose German or English name holds every word of the query, in menu order. */
export function searchDishes(dishes: readonly Dish[], query: string): Dish[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...dishes];
  return dishes.filter((dish) => {
    const names = fold(`${dish.title.de} ${dish.title.en}`);
    return words.every((word) => names.includes(word));
  });
}
