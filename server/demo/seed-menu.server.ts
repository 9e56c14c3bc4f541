import type { Services } from "../services.server.ts";
import { demoDeclarations } from "./demo-allergens.ts";
import { demoMenu, type DemoDish } from "./demo-menu.ts";
import { renderDishIllustration } from "./dish-illustration.server.ts";

/** Two renders at a time keep both cores of a small server busy without queueing behind each other. */
const RENDER_CONCURRENCY = 2;

async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Categories and dishes of the demo menu, each dish with its own illustration. The images
 * are stored first: if the process stops half-way, they are orphans the start-up sweep
 * removes, never dishes pointing at missing files.
 */
export async function seedMenu(services: Services): Promise<void> {
  const dishes: DemoDish[] = demoMenu.flatMap((c) => c.dishes);
  const imageKeys = await mapConcurrently(dishes, RENDER_CONCURRENCY, async (dish, index) => {
    const png = await renderDishIllustration(dish.visual, index, dish.isSpicy);
    return (await services.uploads.storeImageBuffer(png)).key;
  });

  let dishIndex = 0;
  for (const [c, category] of demoMenu.entries()) {
    // Positions in steps of ten leave room for staff to slot new entries in between.
    const created = await services.categories.create({
      name_en: category.name.en,
      name_de: category.name.de,
      position: (c + 1) * 10,
      isDrinks: category.isDrinks ?? false,
    });
    for (const [d, dish] of category.dishes.entries()) {
      const declarations = demoDeclarations(dish.visual);
      await services.repos.dishes.insert({
        category_id: created._id,
        title_en: dish.title.en,
        title_de: dish.title.de,
        description_en: dish.description.en,
        description_de: dish.description.de,
        price_cents: dish.priceCents,
        position: (d + 1) * 10,
        image_key: imageKeys[dishIndex++] ?? null,
        is_veg: dish.isVeg ? 1 : 0,
        is_spicy: dish.isSpicy ? 1 : 0,
        allergens: JSON.stringify(declarations.allergens),
        additives: JSON.stringify(declarations.additives),
        allergens_declared: 1,
        variants: JSON.stringify(
          (dish.variants ?? []).map((v) => ({
            label_en: v.label.en,
            label_de: v.label.de,
            priceCents: v.priceCents,
            volumeMl: v.volumeMl ?? null,
          })),
        ),
        volume_ml: dish.volumeMl ?? null,
        available_from: null,
        available_until: null,
      });
    }
  }
}
