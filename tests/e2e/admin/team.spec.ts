import type { Browser } from "@playwright/test";
import { answerConfirm, expect, openTab, signInAs, test, toast } from "./fixtures";

/** A second person on a device of their own: the project's screen, but no token and no language chosen (German). */
async function otherDevice(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}

test("invite → accept → sign in: the owner passes the link on, the new manager chooses a password and is in", async ({ page, browser, unique }) => {
  const name = unique("Priya");
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@masala-haus.example`;
  await openTab(page, "Team");
  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Manager" });
  await expect(form.getByText("Menu, opening hours, midday images, history and undo.")).toBeVisible();
  await form.getByRole("button", { name: "Create invite" }).click();
  await expect(toast(page, `Invite for ${name} created`)).toBeVisible();
  const link = form.getByRole("textbox", { name: `Invite link for ${name}` });
  await expect(link).toBeFocused();
  const url = await link.inputValue();
  expect(url).toMatch(/\/admin\/invite\?token=[\w-]{43}$/);
  await expect(page.getByRole("region", { name: "The team" }).getByRole("listitem").filter({ hasText: email })).toContainText("Invited");

  // On the new manager's phone, in German.
  const invited = await otherDevice(browser);
  await invited.goto(new URL(url).pathname + new URL(url).search);
  await expect(invited.getByRole("heading", { name: "Dem Team beitreten" })).toBeFocused();
  await expect(invited.getByText(`${name}, Sie sind als Manager mit der E-Mail-Adresse ${email} eingeladen.`)).toBeVisible();
  await invited.getByLabel("Passwort", { exact: true }).fill("kurz");
  await invited.getByRole("button", { name: "Beitreten und anmelden" }).click();
  await expect(invited.getByText("Das Passwort braucht mindestens 12 Zeichen.")).toBeVisible();
  await invited.getByLabel("Passwort", { exact: true }).fill("manager-password-1");
  await invited.getByLabel("Passwort wiederholen").fill("manager-password-1");
  await invited.getByRole("button", { name: "Beitreten und anmelden" }).click();
  await expect(invited).toHaveURL(/\/admin$/);
  await expect(invited.getByRole("heading", { name: "Verwaltung", level: 1 })).toBeVisible();
  // A manager sees the content and the history, not the team.
  await expect(invited.getByRole("tablist").getByRole("tab")).toHaveText(["Heute", "Kategorien", "Gerichte", "Öffnungszeiten", "Mittagsangebot", "Verlauf"]);

  // Signed out, the chosen password signs in again; the link itself is spent.
  await invited.getByRole("button", { name: "Abmelden" }).click();
  await invited.getByLabel("E-Mail").fill(email);
  await invited.getByLabel("Passwort", { exact: true }).fill("manager-password-1");
  await invited.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(invited.getByRole("tab", { name: "Verlauf" })).toBeVisible();
  await invited.goto(new URL(url).pathname + new URL(url).search);
  await expect(invited.getByRole("heading", { name: "Dieser Einladungslink funktioniert nicht mehr" })).toBeVisible();
  await invited.context().close();

  await page.reload();
  await page.getByRole("tab", { name: "Team" }).click();
  await expect(page.getByRole("region", { name: "The team" }).getByRole("listitem").filter({ hasText: email })).toContainText("Active");
});

test("disabling an account while it is signed in ends its session at once", async ({ page, browser, newMember, unique }) => {
  const waiter = await newMember("staff", unique("Arjun"));
  const staff = await otherDevice(browser);
  await signInAs(staff, waiter);
  await staff.goto("/admin");
  await expect(staff.getByRole("heading", { name: "Heute", level: 2 })).toBeVisible();

  await openTab(page, "Team");
  const row = page.getByRole("region", { name: "The team" }).getByRole("listitem").filter({ hasText: waiter.email });
  await row.getByRole("button", { name: `Disable: ${waiter.name}` }).click();
  await answerConfirm(page, `Disable ${waiter.name}?`, "confirm");
  await expect(toast(page, `${waiter.name} updated`)).toBeVisible();
  await expect(row).toContainText("Disabled");

  // The waiter's next tap finds the session gone; the password no longer signs in.
  await staff.getByRole("button", { name: /^Ausverkauft/ }).first().click();
  await expect(staff.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
  await expect(staff.getByText("Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.")).toBeVisible();
  await staff.getByLabel("E-Mail").fill(waiter.email);
  await staff.getByLabel("Passwort", { exact: true }).fill(waiter.password);
  await staff.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(staff.getByRole("alert").filter({ hasText: "Dieses Konto ist gesperrt. Bitten Sie den Inhaber, es wieder freizugeben." })).toBeVisible();
  await staff.context().close();
});
