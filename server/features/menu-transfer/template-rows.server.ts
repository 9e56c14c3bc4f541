import { blankDish, cellsOf, type Cells } from "./dish-cells.server.ts";

/** The template's two example rows, written as the export writes dishes: a dish with one price, and a drink in two sizes. */
export const TEMPLATE_ROWS: Cells[] = [
  cellsOf({
    id: null,
    category: { name: { de: "Hauptgerichte", en: "Main courses" } },
    soldOut: false,
    dish: blankDish({
      title_de: "Chicken Tikka Masala",
      title_en: "Chicken Tikka Masala",
      description_de: "Hähnchen in würziger Tomaten-Sahne-Soße, mit Basmatireis",
      description_en: "Chicken in a spiced tomato and cream sauce, with basmati rice",
      price_cents: 1250,
      is_spicy: 1,
      allergens_declared: 1,
      allergens: JSON.stringify(["G"]),
      position: 1,
    }),
  }),
  cellsOf({
    id: null,
    category: { name: { de: "Getränke", en: "Drinks" } },
    soldOut: false,
    dish: blankDish({
      title_de: "Mango Lassi",
      title_en: "Mango lassi",
      description_de: "Joghurtgetränk mit Mango",
      description_en: "Yoghurt drink with mango",
      variants: JSON.stringify([
        { label_de: "Klein", label_en: "Small", priceCents: 350, volumeMl: 300 },
        { label_de: "Groß", label_en: "Large", priceCents: 490, volumeMl: 500 },
      ]),
      is_veg: 1,
      allergens: JSON.stringify(["G"]),
      allergens_declared: 1,
      position: 1,
    }),
  }),
];
