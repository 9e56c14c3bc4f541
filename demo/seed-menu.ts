import { DishCreateInputSchema } from "@shared/contract/dish.ts";
import { eachFact } from "@shared/contract/dish-facts.ts";
import { SEED_CHANGE } from "../server/features/history/change.server.ts";
import type { Services } from "../server/services.server.ts";
import { demoDeclarations } from "./demo-allergens.ts";
import { dishImageFileName, readDemoAsset } from "./demo-assets.ts";
import { demoMenu } from "./demo-menu.ts";

/** The upload service takes a File, as from a form; copying gives File the ArrayBuffer-backed bytes it wants. */
export const toFile = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * Categories and dishes of the demo menu, each dish with its photo, created as staff create
 * them in the admin panel. Returns the ids of the categories (deleting one deletes its dishes).
 */
export async function seedMenu(services: Services): Promise<string[]> {
  const categoryIds: string[] = [];
  for (const [c, category] of demoMenu.entries()) {
    // Positions in steps of ten leave room for staff to slot new entries in between.
    const created = await services.categories.create(SEED_CHANGE, {
      name: { de: category.name.de, en: category.name.en },
      position: (c + 1) * 10,
      isDrinks: category.isDrinks ?? false,
    });
    categoryIds.push(created.id);
    for (const [d, dish] of category.dishes.entries()) {
      const fileName = dishImageFileName(dish);
      const image = toFile(await readDemoAsset(fileName), fileName, "image/webp");
      const declarations = demoDeclarations(dish.visual);
      // The one shape of a dish, as the edge hands a form's fields to the service.
      const input = DishCreateInputSchema.parse({
        ...eachFact(() => null),
        categoryId: created.id,
        title: dish.title,
        description: dish.description,
        priceCents: dish.priceCents,
        position: (d + 1) * 10,
        isVeg: dish.isVeg,
        isSpicy: dish.isSpicy,
        allergens: declarations.allergens,
        additives: declarations.additives,
        allergensDeclared: true,
        variants: (dish.variants ?? []).map((v) => ({
          label: v.label,
          priceCents: v.priceCents,
          volumeMl: v.volumeMl,
        })),
        volumeMl: dish.volumeMl ?? null,
        availableFrom: null,
        availableUntil: null,
      });
      await services.dishes.create(SEED_CHANGE, input, image);
    }
  }
  return categoryIds;
}
