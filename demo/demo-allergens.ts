import type { AdditiveNumber, AllergenCode } from "@shared/contract/allergens.ts";
import type { DishVisual, Sauce } from "./demo-menu.ts";

/** Sauces finished with cream, butter or yoghurt; korma also carries cashews and almonds. */
const DAIRY_SAUCES: readonly Sauce[] = ["butter", "tikkaMasala", "korma", "dalMakhani", "saag"];

/**
 * Plausible declarations for the demo dishes, derived from what each dish is made of.
 * A real restaurant enters its own in the admin panel.
 */
export function demoDeclarations(visual: DishVisual): {
  allergens: AllergenCode[];
  additives: AdditiveNumber[];
} {
  const allergens = new Set<AllergenCode>();
  const additives = new Set<AdditiveNumber>();
  switch (visual.kind) {
    case "curry":
    case "soup":
      if (DAIRY_SAUCES.includes(visual.sauce)) allergens.add("G");
      if (visual.sauce === "korma") allergens.add("H");
      if (visual.sauce === "mulligatawny") allergens.add("L");
      if (visual.kind === "curry" && visual.pieces === "paneer") allergens.add("G");
      if (visual.kind === "curry" && visual.pieces === "kofta") allergens.add("C");
      break;
    case "samosa":
      allergens.add("A");
      break;
    case "pakora":
      if (visual.batter === "paneer") allergens.add("G");
      break;
    case "tandoori":
      allergens.add("G").add("M");
      if (visual.pieces === "prawns") allergens.add("B");
      break;
    case "kebab":
      allergens.add("C").add("M");
      break;
    case "biryani":
      allergens.add("G").add("H");
      break;
    case "thali":
      allergens.add("A").add("G");
      break;
    case "naan":
      allergens.add("A").add("G");
      if (visual.topping === "cheese") allergens.add("C");
      break;
    case "raita":
    case "lassi":
      allergens.add("G");
      break;
    case "gulabJamun":
      allergens.add("A").add("G");
      break;
    case "kulfi":
    case "kheer":
      allergens.add("G").add("H");
      break;
    case "chai":
      allergens.add("G");
      additives.add(11);
      break;
    case "beer":
      allergens.add("A");
      break;
    case "papadum":
    case "rice":
    case "water":
      break;
  }
  return { allergens: [...allergens].sort(), additives: [...additives].sort((a, b) => a - b) };
}
