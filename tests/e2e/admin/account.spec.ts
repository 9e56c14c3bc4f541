import { startServer, type TestServer } from "../../support/server.ts";
import type { Page } from "@playwright/test";
import { expect, test as base, toast } from "./fixtures";

/**
 * Changing the password changes the admin every other test logs in with, so these tests
 * each start a server of their own, with an admin of their own.
 */
const OWNER = { email: "owner@masala-haus.example", password: "the-first-long-password" };

const test = base.extend<{ own: TestServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  own: async ({}, use) => {
    const server = await startServer({
      env: { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, LOG_LEVEL: "silent" },
    });
    await use(server);
    await server.stop();
  },
});
test.use({ loggedIn: false });
// Each test starts a server and waits for several scrypt hashes (128 MiB, about 0.5 s each on a
// quiet machine, several seconds on a busy one).
test.describe.configure({ timeout: 90_000 });
const HASHED = { timeout: 20_000 };

const LOGIN_WORDS = {
  en: { email: "Email", password: "Password", login: "Login", panel: "Admin panel" },
  de: { email: "E-Mail", password: "Passwort", login: "Anmelden", panel: "Verwaltung" },
};

async function loginThroughForm(page: Page, url: string, lang: keyof typeof LOGIN_WORDS = "en") {
  const words = LOGIN_WORDS[lang];
  await page.goto(url);
  await page.getByLabel(words.email).fill(OWNER.email);
  await page.getByLabel(words.password, { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: words.login, exact: true }).click();
  await expect(page.getByRole("heading", { name: words.panel })).toBeVisible(HASHED);
}

test("change password: needs the current password and 12 characters, keeps this session and ends the others", async ({
  page,
  own,
  request,
}) => {
  const otherSession = (
    (await (await request.post(`${own.url}/api/auth/login`, { data: OWNER })).json()) as {
      token: string;
    }
  ).token;
  await loginThroughForm(page, `${own.url}/admin?lang=en`);

  const open = page.getByRole("button", { name: "Change password" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel("Current password");
  const next = dialog.getByLabel("New password", { exact: true });
  const repeat = dialog.getByLabel("Repeat the new password");
  await expect(current).toBeFocused();
  await expect(
    dialog.getByText("At least 12 characters. Your other sessions will end."),
  ).toBeVisible();

  // Checked in the browser first: too short, and a repeat that differs.
  await current.fill("not-my-password");
  await next.fill("eleven-char");
  await repeat.fill("eleven-char");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The password needs at least 12 characters.")).toBeVisible();
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute("aria-invalid", "true");
  await next.fill("the-second-long-password");
  await repeat.fill("the-second-long-passwort");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The passwords do not match.")).toBeVisible();
  await expect(repeat).toBeFocused();

  // The server checks the current password.
  await repeat.fill("the-second-long-password");
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(dialog.getByText("The current password is not correct.")).toBeVisible(HASHED);
  await expect(current).toBeFocused();

  await current.fill(OWNER.password);
  await dialog.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password changed. Your other sessions have ended.")).toBeVisible(
    HASHED,
  );
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // This session goes on; the other one has ended; only the new password logs in.
  await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
  expect(
    (
      await request.get(`${own.url}/api/categories`, {
        headers: { authorization: `Bearer ${otherSession}` },
      })
    ).status(),
  ).toBe(401);
  expect((await request.post(`${own.url}/api/auth/login`, { data: OWNER })).status()).toBe(401);
  expect(
    (
      await request.post(`${own.url}/api/auth/login`, {
        data: { ...OWNER, password: "the-second-long-password" },
      })
    ).status(),
  ).toBe(200);
});

test("change password in German; Escape closes the dialog and changes nothing", async ({
  page,
  own,
  request,
}) => {
  await loginThroughForm(page, `${own.url}/admin?lang=de`, "de");
  const open = page.getByRole("button", { name: "Passwort ändern" });
  await expect(open).toHaveAttribute("lang", "de");
  await open.click();
  const dialog = page.getByRole("dialog", { name: "Passwort ändern" });
  await expect(dialog).toHaveAttribute("lang", "de");
  await dialog.getByLabel("Aktuelles Passwort").fill("not-my-password");
  await dialog.getByLabel("Neues Passwort", { exact: true }).fill("kurz");
  await dialog.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(dialog.getByText("Das Passwort braucht mindestens 12 Zeichen.")).toBeVisible();
  await dialog.getByLabel("Neues Passwort", { exact: true }).fill("ein-neues-langes-passwort");
  await dialog.getByLabel("Neues Passwort wiederholen").fill("ein-neues-langes-passwort");
  await dialog.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(dialog.getByText("Das aktuelle Passwort ist nicht richtig.")).toBeVisible(HASHED);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // Opened again, the form is empty.
  await open.click();
  await expect(dialog.getByLabel("Aktuelles Passwort")).toHaveValue("");
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(dialog).toBeHidden();
  expect((await request.post(`${own.url}/api/auth/login`, { data: OWNER })).status()).toBe(200);
});
