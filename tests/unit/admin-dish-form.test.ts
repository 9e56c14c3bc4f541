import { describe, expect, it } from "vitest";
import type { Dish } from "@shared/contract/dish.ts";
import {
  DishCreateRequestSchema as DishCreateInputSchema,
  DishUpdateRequestSchema as DishUpdateInputSchema,
} from "@shared/contract/dish-wire.ts";
import { ALLERGEN_CODES, ADDITIVE_NUMBERS } from "@shared/contract/allergens.ts";
import { additiveLabel, allergenLabel } from "~/features/admin/dishes/declaration-fields";
import {
  dishCreateFields,
  dishFormValues,
  dishUpdateFields,
  emptyDishForm,
  moveVariant,
  toFormData,
  toggleAdditive,
  toggleAllergen,
} from "~/features/admin/dishes/dish-form-values";

const form = (changes: Partial<typeof emptyDishForm>) => ({
  ...emptyDishForm,
  title: { en: "Samosa", de: "" },
  ...changes,
});

describe("dish price as typed by staff", () => {
  it.each([
    ["12,50", "1250"],
    ["12.50", "1250"],
    ["7,9", "790"],
    ["0.99", "99"],
    ["8", "800"],
  ])("%s € is sent as %s cents", (price, cents) => {
    expect(dishCreateFields("c1", form({ price }), 0).priceCents).toBe(cents);
  });

  it.each(["abc", "12,5o", "-3"])("non-numeric %j becomes 0 cents", (price) => {
    expect(dishCreateFields("c1", form({ price }), 0).priceCents).toBe("0");
  });

  it("leaves an empty price out, which the schema reports as required", () => {
    const fields = dishCreateFields("c1", form({ price: "  " }), 0);
    expect(fields).not.toHaveProperty("priceCents");
    const issues = DishCreateInputSchema.safeParse(fields).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["dishPriceRequired"]);
  });

  it("reports the specified messages for a missing category and title", () => {
    const issues = DishCreateInputSchema.safeParse(
      dishCreateFields("", form({ title: { en: "", de: "" }, price: "5" }), 0),
    ).error?.issues.map((i) => i.message);
    expect(issues).toEqual(["dishCategoryRequired", "dishTitleRequired"]);
  });
});

describe("dish update fields", () => {
  it("leaves out empty text fields and an empty price, keeps the flags", () => {
    const fields = dishUpdateFields(
      "c2",
      { ...emptyDishForm, title: { en: "", de: "Samosa (DE)" }, isVeg: true },
      null,
    );
    expect(fields).toEqual({
      categoryId: "c2",
      title_de: "Samosa (DE)",
      isVeg: "true",
      isSpicy: "false",
      allergens: "",
      additives: "",
      allergensDeclared: "false",
      variants: "[]",
      volumeMl: "",
      availableFrom: "",
      availableUntil: "",
    });
    expect(DishUpdateInputSchema.safeParse(fields).success).toBe(true);
  });

  it("sends a given price in cents", () => {
    expect(dishUpdateFields("c2", form({ price: "9,90" }), null)).toMatchObject({
      priceCents: "990",
      title_en: "Samosa",
    });
  });

  it("sends a position only for a dish moved to the end of another category", () => {
    expect(dishUpdateFields("c2", form({}), null)).not.toHaveProperty("position");
    expect(dishUpdateFields("c3", form({}), 7)).toMatchObject({ categoryId: "c3", position: "7" });
  });

  it("starts the edit form from the dish", () => {
    const dish: Dish = {
      id: "d1",
      title: { en: "Samosa", de: "" },
      description: { en: "Crisp", de: "Knusprig" },
      priceCents: 1250,
      position: 4,
      imageUrl: null,
      imageVariants: [],
      isVeg: true,
      isSpicy: false,
      allergens: ["A", "G"],
      additives: [2, 10],
      variants: [],
      volumeMl: null,
      allergensDeclared: true,
      soldOut: false,
      availableFrom: null,
      availableUntil: null,
      categoryId: "c1",
    };
    expect(dishFormValues(dish)).toEqual({
      title: { en: "Samosa", de: "" },
      description: { en: "Crisp", de: "Knusprig" },
      price: "12.50",
      isVeg: true,
      isSpicy: false,
      allergens: ["A", "G"],
      additives: [2, 10],
      allergensDeclared: true,
      variants: [],
      volume: "",
      availableFrom: "",
      availableUntil: "",
    });
    // The form's lists are its own: ticking a box never changes the cached dish.
    expect(dishFormValues(dish).allergens).not.toBe(dish.allergens);
  });

  it("builds the multipart body with the image beside the fields", () => {
    const image = new File([new Uint8Array([1, 2, 3])], "dish.png", { type: "image/png" });
    const body = toFormData({ categoryId: "c1", priceCents: "100" }, image);
    expect(body.get("priceCents")).toBe("100");
    expect((body.get("image") as File).name).toBe("dish.png");
    expect(toFormData({ categoryId: "c1" }, null).has("image")).toBe(false);
  });
});

describe("allergens and additives", () => {
  it("keep legend order whatever order the boxes are ticked in", () => {
    let allergens = toggleAllergen([], "H", true);
    allergens = toggleAllergen(allergens, "A", true);
    allergens = toggleAllergen(allergens, "G", true);
    expect(allergens).toEqual(["A", "G", "H"]);
    expect(toggleAllergen(allergens, "G", false)).toEqual(["A", "H"]);
    expect(toggleAllergen(allergens, "A", true)).toEqual(["A", "G", "H"]);

    let additives = toggleAdditive([], 10, true);
    additives = toggleAdditive(additives, 2, true);
    expect(additives).toEqual([2, 10]);
    expect(toggleAdditive(additives, 10, false)).toEqual([2]);
  });

  it("are sent on create as comma-separated lists, which the contract schema accepts", () => {
    const fields = dishCreateFields(
      "c1",
      form({ price: "5", allergens: ["A", "G"], additives: [1, 10] }),
      0,
    );
    expect(fields).toMatchObject({ allergens: "A,G", additives: "1,10" });
    expect(DishCreateInputSchema.parse(fields)).toMatchObject({
      allergens: ["A", "G"],
      additives: [1, 10],
    });
  });

  it("are sent empty on create when no box is ticked", () => {
    const fields = dishCreateFields("c1", form({ price: "5" }), 0);
    expect(fields).toMatchObject({ allergens: "", additives: "" });
    expect(DishCreateInputSchema.parse(fields)).toMatchObject({ allergens: [], additives: [] });
  });

  it("are always sent on edit, so the saved declaration is exactly what the boxes show; none ticked clears it", () => {
    expect(dishUpdateFields("c1", form({ allergens: ["C"], additives: [4] }), null)).toMatchObject({
      allergens: "C",
      additives: "4",
    });
    const cleared = dishUpdateFields("c1", form({ allergens: [], additives: [] }), null);
    expect(cleared).toMatchObject({ allergens: "", additives: "" });
    expect(DishUpdateInputSchema.parse(cleared)).toMatchObject({ allergens: [], additives: [] });
  });

  it("travel in the multipart body as plain text fields", () => {
    const body = toFormData(
      dishCreateFields("c1", form({ price: "5", allergens: ["A", "R"], additives: [12] }), 0),
      null,
    );
    expect(body.get("allergens")).toBe("A,R");
    expect(body.get("additives")).toBe("12");
  });

  it("are labelled with their code and English name", () => {
    expect(allergenLabel("A", "en")).toBe("A – Cereals containing gluten");
    expect(allergenLabel("A", "de")).toBe("A – Glutenhaltiges Getreide");
    expect(additiveLabel(10, "en")).toBe("10 – contains a source of phenylalanine");
    expect(new Set(ALLERGEN_CODES.map((code) => allergenLabel(code, "de"))).size).toBe(14);
    expect(new Set(ADDITIVE_NUMBERS.map((number) => additiveLabel(number, "de"))).size).toBe(12);
  });
});

describe("dish sizes in the form", () => {
  const withSizes = form({
    variants: [
      { label: { en: "Small", de: "Klein" }, price: "4,50", volume: "300" },
      { label: { en: "Large", de: "" }, price: "6.5", volume: "" },
    ],
    price: "9,99",
    volume: "500",
  });

  it("sends the sizes as the API's JSON, in cents, and no single price or quantity", () => {
    const fields = dishCreateFields("c1", withSizes, 0);
    expect(JSON.parse(fields.variants as string)).toEqual([
      { label_en: "Small", label_de: "Klein", priceCents: 450, volumeMl: "300" },
      { label_en: "Large", label_de: "", priceCents: 650, volumeMl: "" },
    ]);
    expect(fields.priceCents).toBeUndefined();
    expect(fields.volumeMl).toBe("");
    expect(DishCreateInputSchema.parse(fields)).toMatchObject({
      variants: [
        { priceCents: 450, volumeMl: 300 },
        { priceCents: 650, volumeMl: null },
      ],
    });
  });

  it("reports a size without a price with the server's message", () => {
    const fields = dishCreateFields(
      "c1",
      form({
        variants: [
          { label: { en: "A", de: "" }, price: "", volume: "" },
          { label: { en: "B", de: "" }, price: "1", volume: "" },
        ],
      }),
      0,
    );
    const result = DishCreateInputSchema.safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("dishPriceRequired");
  });

  it("moves a size up and down and never out of the list", () => {
    expect(moveVariant(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveVariant(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveVariant(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});
