import { E2E_ADMIN } from "../../../playwright.config";
import { expect, openAdmin, ownerTabNames, test } from "./fixtures";

test.describe("without a token", () => {
  test.use({ loggedIn: false });

  test("shows the login form: required e-mail and password, show/hide toggle, noindex", async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin panel" })).toHaveCount(0);

    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("required", "");
    await expect(email).toBeFocused();

    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    // The browser refuses an empty form: nothing is sent.
    let sent = false;
    page.on("request", (r) => (sent ||= r.url().includes("/api/auth/login")));
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(email).toBeFocused();
    expect(sent).toBe(false);
  });

  test("shows the server's error in red, and 'Logging in...' while busy", async ({
    page,
    unique,
  }) => {
    // The answer waits until the test has seen the busy state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    await openAdmin(page);
    // An unknown address: the admin account's own failure counter stays untouched.
    await page
      .getByLabel("Email")
      .fill(`${unique("nobody").replace(/\s/g, "-").toLowerCase()}@masala-haus.example`);
    await page.getByLabel("Password", { exact: true }).fill("wrong-password-1");
    await page.getByRole("button", { name: "Login", exact: true }).click();

    const busy = page.getByRole("button", { name: "Logging in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const error = page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" });
    await expect(error).toBeVisible();
    await expect(error).toHaveClass(/text-red-700/);
    await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });

  test("falls back to 'Login failed' when the server gives no reason", async ({ page }) => {
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({ status: 502, body: "<html>Bad gateway</html>" }),
    );
    await openAdmin(page);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /^Login failed$/ })).toBeVisible();
  });

  test("a successful login stores the token and shows the panel; Logout revokes it", async ({
    page,
    request,
  }, testInfo) => {
    await openAdmin(page);
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");

    const heading = page.getByRole("heading", { name: "Admin panel" });
    await expect(heading).toBeFocused();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    // A phone opens on "Today", a wide screen where the menu is edited.
    await expect(
      page.getByRole("tab", {
        name: testInfo.project.name === "admin-phone" ? "Today" : "Categories",
      }),
    ).toHaveAttribute("aria-selected", "true");

    const logout = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Logout" }).click();
    expect((await logout).status()).toBe(204);
    await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Your session has expired")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    const after = await request.get("/api/categories", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });
});

test("a stale token shows the login form with the session-expired message and is cleared", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("stale-set")) {
      sessionStorage.setItem("stale-set", "1");
      localStorage.setItem("token", "stale-token-from-last-week");
    }
  });
  await openAdmin(page);
  await expect(
    page.getByRole("alert").filter({ hasText: "Your session has expired. Please log in again." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  // No error toast on top of the message: the form says it all.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

  // Logging in again clears the message and brings the panel back.
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("tablist", { name: "Admin sections" })).toBeVisible();
});

test("a 401 during work (token revoked elsewhere) ends the session", async ({
  page,
  api,
  request,
}) => {
  await openAdmin(page);
  await expect(page.getByRole("heading", { name: "All categories" })).toBeVisible();
  await request.post("/api/auth/logout", { headers: { authorization: `Bearer ${api.token}` } });
  await page.getByLabel("English name").fill("Never saved");
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Your session has expired. Please log in again.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("when the token disappears (logout in another tab) the login form shows", async ({
  page,
  context,
}) => {
  await openAdmin(page);
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
  const other = await context.newPage();
  await openAdmin(other);
  await other.getByRole("button", { name: "Logout" }).click();
  await expect(other.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
});

test("the tabs are ARIA tabs that work with the keyboard", async ({ page }) => {
  await openAdmin(page);
  const tablist = page.getByRole("tablist", { name: "Admin sections" });
  await expect(tablist.getByRole("tab")).toHaveText(ownerTabNames("en"));

  await page.getByRole("tab", { name: "Categories" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Dishes" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Dishes" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Dishes" })).toBeVisible();

  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Team" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("tabpanel", { name: "Team" }).getByRole("heading", { name: "Invite someone" }),
  ).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Today" })).toHaveAttribute("aria-selected", "true");
  // Radix moves the focus in a task after the key, so the next key waits for it as a person does.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Team" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Visits" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Visits" })).toBeVisible();

  // Tab leaves the tab list for the panel.
  await page.keyboard.press("Home");
  await expect(page.getByRole("tab", { name: "Today" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Today" })).toBeFocused();
});
