import type { Page } from "@playwright/test";
import type { DishWire } from "@shared/contract/dish-wire.ts";
import {
  answerConfirm,
  chooseCategory,
  dishRow,
  expect,
  openAdmin,
  ownerTabNames,
  pngImage,
  test,
  toast,
  openDishForm,
} from "./fixtures";
import { apiErrorBody } from "@shared/contract/api-errors.ts";

/**
 * Staff who never chose a language get the admin in German: every other admin test chooses
 * English through the switch's cookie, these choose nothing.
 */
test.use({ chosenLang: null });

async function openGermanTab(
  page: Page,
  name: "Kategorien" | "Gerichte" | "Öffnungszeiten" | "Mittagsangebot",
) {
  await openAdmin(page);
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

test("the panel is German by default: header, tabs and page language", async ({ page }) => {
  await openAdmin(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Verwaltung · Masala Haus");
  await expect(page.getByRole("heading", { name: "Verwaltung", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("tablist", { name: "Bereiche der Verwaltung" }).getByRole("tab"),
  ).toHaveText(ownerTabNames("de"));
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Passwort ändern" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
});

test("categories in German: the check, the toast and a refusal of the server", async ({
  page,
  unique,
  faults,
}) => {
  await openGermanTab(page, "Kategorien");
  const form = page.getByRole("region", { name: "Kategorie anlegen" });
  await expect(form.getByText("Ein Name genügt, Deutsch oder Englisch.")).toBeVisible();
  await form.getByRole("button", { name: "Kategorie anlegen" }).click();
  await expect(
    form.getByText("Bitte mindestens den englischen oder den deutschen Namen eingeben."),
  ).toBeVisible();

  // The server's English reason is shown in German, below the German fallback's toast.
  faults.once("POST", /\/api\/categories$/, 400, apiErrorBody("nameTooLong"));
  const name = unique("Vorspeisen");
  await form.getByLabel("Name (Deutsch)").fill(name);
  await form.getByRole("button", { name: "Kategorie anlegen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Der Name ist zu lang.");
  await expect(toast(page, "Kategorie konnte nicht angelegt werden")).toContainText(
    "Der Name ist zu lang.",
  );

  await form.getByRole("button", { name: "Kategorie anlegen" }).click();
  await expect(toast(page, "Kategorie angelegt")).toBeVisible();
  const row = page
    .getByRole("region", { name: "Alle Kategorien" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row.getByText("Kein englischer Name")).toBeVisible();
  await row.getByRole("button", { name: `Löschen ${name}` }).click();
  await answerConfirm(page, "Diese Kategorie löschen?", "confirm", "Abbrechen");
  await expect(toast(page, "Kategorie gelöscht")).toBeVisible();
});

test("dishes in German: checks, price in euros, sold out, the legal warnings, and the server's reason", async ({
  page,
  api,
  unique,
  newCategory,
}) => {
  const category = await newCategory(unique("Hauptgerichte"));
  await openGermanTab(page, "Gerichte");
  // The German admin names each category by its German name.
  await chooseCategory(page, category.nameI18n.de, "de");
  const form = await openDishForm(page, "de");
  await form.getByRole("button", { name: "Gericht anlegen" }).click();
  await expect(
    form.getByText("Bitte mindestens den englischen oder den deutschen Namen eingeben."),
  ).toBeVisible();
  await expect(form.getByLabel("Name (Englisch)")).toBeFocused();

  const title = unique("Linsen-Dal");
  await form.getByLabel("Name (Deutsch)").fill(title);
  await form.getByRole("button", { name: "Gericht anlegen" }).click();
  await expect(form.getByText("Bitte einen Preis eingeben.")).toBeVisible();
  await form.getByLabel("Preis (€)").fill("12,5");
  await expect(form.getByText("Wird gespeichert als 12,50 €")).toBeVisible();
  await form.getByRole("button", { name: "Gericht anlegen" }).click();
  await expect(toast(page, "Gericht angelegt")).toBeVisible();

  const row = dishRow(page, title, "de");
  await expect(row.getByText("12,50 €")).toBeVisible();
  await expect(row.getByText("Allergene nicht angegeben")).toBeVisible();
  const warnings = page.getByRole("region", { name: "Rechtliche Hinweise" });
  await expect(
    warnings.getByRole("heading", { name: /^Gerichte ohne Allergenangabe: \d+$/ }),
  ).toBeVisible();
  await expect(warnings.getByTestId("warning-undeclared-allergens")).toContainText(title);

  const soldOut = row.getByRole("button", { name: `Heute ausverkauft ${title}` });
  await expect(soldOut).toHaveAttribute("aria-pressed", "false");
  await soldOut.click();
  await expect(toast(page, `„${title}“ ist heute ausverkauft`)).toBeVisible();
  await expect(soldOut).toHaveAttribute("aria-pressed", "true");
  await expect(row.getByText("Heute ausverkauft", { exact: true })).toBeVisible();

  // The category goes while the form is open: the server's refusal reads in German.
  await api.del(`/api/categories/${category._id}`);
  const refused = unique("Paneer");
  await form.getByLabel("Name (Deutsch)").fill(refused);
  await form.getByLabel("Preis (€)").fill("9");
  await form.getByRole("button", { name: "Gericht anlegen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Die gewählte Kategorie gibt es nicht.");
  await expect(toast(page, "Gericht konnte nicht angelegt werden")).toBeVisible();
  expect((await api.get<DishWire[]>("/api/dishes")).some((dish) => dish.title === refused)).toBe(
    false,
  );
});

test("a dish form with sizes and declarations in German", async ({ page, unique, newCategory }) => {
  const category = await newCategory(unique("Getränke"));
  await openGermanTab(page, "Gerichte");
  // The German admin names each category by its German name.
  await chooseCategory(page, category.nameI18n.de, "de");
  const form = await openDishForm(page, "de");
  const sizes = form.getByRole("group", { name: "Größen und Preise" });
  await sizes.getByRole("button", { name: "Größen hinzufügen" }).click();
  await expect(sizes.getByLabel("Größe 1, Bezeichnung (Englisch)")).toBeVisible();
  await expect(form.getByText("Preise je Größe siehe unten.")).toBeVisible();
  await expect(
    form.getByRole("group", { name: "Allergene" }).getByLabel("A – Glutenhaltiges Getreide"),
  ).toBeVisible();
  await expect(form.getByRole("group", { name: "Zusatzstoffe" })).toBeVisible();
  await expect(form.getByLabel("Sichtbar ab (optional)")).toBeVisible();
});

test("the midday upload form checks in German", async ({ page }) => {
  await openGermanTab(page, "Mittagsangebot");
  const form = page.getByRole("region", { name: "Mittagskarte hochladen" });
  await form.getByRole("button", { name: "Hochladen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Bitte mindestens einen Titel eingeben.");
  await form.getByLabel("Titel (Deutsch)").fill("Mittagstisch");
  await form.getByRole("button", { name: "Hochladen" }).click();
  await expect(form.getByRole("alert")).toHaveText("Bitte mindestens ein Bild auswählen.");
  await form
    .getByLabel("Bilder (Englisch)")
    .setInputFiles({ name: "lunch.png", mimeType: "image/png", buffer: await pngImage() });
  await expect(
    form.getByText("Ohne Titel (Englisch) werden diese Dateien übersprungen."),
  ).toBeVisible();
});

test("opening hours in German: weekday names and the save toast", async ({ page }) => {
  await openGermanTab(page, "Öffnungszeiten");
  const monday = page.getByRole("region", { name: "Montag" });
  await expect(monday.getByLabel("Geschlossen")).toBeVisible();
  await monday.getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Gespeichert")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sondertage", exact: true })).toBeVisible();
});

test.describe("logged out", () => {
  test.use({ loggedIn: false });

  test("the login form is German, with the server's refusal in German", async ({
    page,
    unique,
  }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
    // An account of its own per run: an address gets one wrong guess per account (login-throttle.server.ts).
    await page
      .getByLabel("E-Mail")
      .fill(`${unique("niemand").replace(/\s/g, "-").toLowerCase()}@masala-haus.example`);
    await page.getByLabel("Passwort", { exact: true }).fill("falsches-passwort");
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("E-Mail oder Passwort ist falsch", {
      timeout: 20_000,
    });
  });

  test("the login page has the switch too", async ({ page }) => {
    await openAdmin(page);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeVisible();
  });
});

test("the switch: German, English, German again; remembered across a reload, and the public site follows", async ({
  page,
}) => {
  await openAdmin(page);
  const german = page.getByRole("link", { name: "Deutsch" });
  const english = page.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("hreflang", "en");
  await expect(english).toHaveAttribute("lang", "en");
  await expect(german).toHaveAttribute("aria-current", "true");
  await expect(english).not.toHaveAttribute("aria-current", /.*/);

  await english.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Admin panel", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Admin panel · Masala Haus");
  await expect(page.getByRole("tab", { name: "Midday Discount" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(english).toHaveAttribute("aria-current", "true");
  await expect(english).toBeFocused();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin panel", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle("Admin panel · Masala Haus");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await openAdmin(page);
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Verwaltung", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Mittagsangebot" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("?lang=en shows the admin in English until the switch chooses otherwise", async ({ page }) => {
  await page.goto("/admin?lang=en");
  await expect(page.getByRole("heading", { name: "Admin panel", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page.getByRole("heading", { name: "Verwaltung", level: 1 })).toBeVisible();
  // The address no longer outvotes the choice.
  await expect(page).toHaveURL(/\/admin$/);
});
