import { startServer, type TestServer } from "../../support/server.ts";
import { expect, test as base } from "./fixtures";

/** A new database without ADMIN_EMAIL/ADMIN_PASSWORD: the server's log offers the one-time setup link. */
const test = base.extend<{ fresh: { server: TestServer; link: string } }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from the pattern
  fresh: async ({}, use) => {
    const server = await startServer({
      env: { ADMIN_EMAIL: "", ADMIN_PASSWORD: "", SEED_DEMO: "0" },
    });
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      link = /http:\/\/(?:localhost|127\.0\.0\.1):\d+(\/admin\/setup\?token=[\w-]+)/.exec(
        server.output(),
      )?.[1];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!link) throw new Error(`no setup link in the log:\n${server.output()}`);
    await use({ server, link: server.url + link });
    await server.stop();
  },
});
test.use({ loggedIn: false });
// Each test starts a server and waits for several scrypt hashes (128 MiB, about 0.5 s each on a
// quiet machine, several seconds on a busy one).
test.describe.configure({ timeout: 90_000 });
const HASHED = { timeout: 20_000 };

const OWNER = { email: "chef@masala-haus.example", password: "a password of my own" };

test("the owner chooses the first admin's e-mail and password, lands in the panel, and the link works only once", async ({
  page,
  fresh,
}) => {
  await page.goto(`${fresh.link}&lang=en`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const heading = page.getByRole("heading", { name: "Set up the admin" });
  await expect(heading).toBeFocused();

  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill("too short");
  await page.getByRole("button", { name: "Create admin" }).click();
  await expect(page.getByText("The password needs at least 12 characters.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByLabel("Repeat the password").fill(`${OWNER.password}!`);
  await page.getByRole("button", { name: "Create admin" }).click();
  await expect(page.getByText("The passwords do not match.")).toBeVisible();
  await page.getByLabel("Repeat the password").fill(OWNER.password);
  await page.getByRole("button", { name: "Create admin" }).click();

  // The new owner lands where the demo restaurant is replaced: the Restaurant tab.
  await expect(page).toHaveURL(/\/admin#restaurant$/, HASHED);
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Restaurant" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();

  // The link is spent.
  await page.goto(`${fresh.link}&lang=en`);
  await expect(
    page.getByRole("heading", { name: "This setup link no longer works" }),
  ).toBeFocused();
  await page.getByRole("link", { name: "Go to the admin login" }).click();
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
});

test.describe("without a language chosen", () => {
  test.use({ chosenLang: null });

  test("in German by default; a wrong link says so and offers the login", async ({
    page,
    fresh,
  }) => {
    await page.goto(fresh.link);
    await expect(page.getByRole("heading", { name: "Admin einrichten" })).toBeVisible();
    await expect(page.locator("main")).toHaveAttribute("lang", "de");
    await expect(page.getByText("Mindestens 12 Zeichen.")).toBeVisible();
    await page.getByLabel("E-Mail").fill("keine-adresse");
    await page.getByLabel("Passwort", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "Admin anlegen" }).click();
    await expect(page.getByText("Geben Sie eine gültige E-Mail-Adresse ein.")).toBeVisible();

    await page.goto(`${fresh.server.url}/admin/setup?token=${"x".repeat(43)}`);
    await expect(
      page.getByRole("heading", { name: "Dieser Einrichtungslink funktioniert nicht mehr" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Admin-Anmeldung" })).toHaveAttribute(
      "href",
      "/admin",
    );
  });
});
