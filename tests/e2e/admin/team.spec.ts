import { PASSWORD_MIN_LENGTH } from "@shared/contract/auth.ts";
import type { MemberWire } from "@shared/contract/team-wire.ts";
import { E2E_ADMIN } from "../../../playwright.config";
import {
  ADMIN_LANGS,
  adminText,
  answerConfirm,
  expect,
  onPhonesOf390px,
  openTab,
  otherDevice,
  OWNER_TABS,
  signInAs,
  test,
  toast,
} from "./fixtures";

onPhonesOf390px();

for (const lang of ADMIN_LANGS) {
  test.describe(lang === "de" ? "in German" : "in English", () => {
    const t = adminText(lang);
    // The owner chose this language once with the switch.
    test.use({ chosenLang: lang });

    test("the invite form shows the contract's messages at their fields, in the admin's language", async ({
      page,
    }) => {
      await openTab(page, t("panel.tabs.team"));
      const form = page.getByRole("region", { name: t("team.inviteHeading") });
      const name = form.getByLabel(t("team.name"));
      const email = form.getByLabel(t("team.email"));
      await form.getByRole("button", { name: t("team.invite") }).click();
      await expect(form.getByText(t("errors.memberNameRequired"))).toBeVisible();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toHaveAccessibleDescription(t("errors.memberNameRequired"));
      await expect(name).toBeFocused();
      await expect(email).toHaveAccessibleDescription(t("errors.emailRequired"));

      await name.fill("Asha");
      await email.fill("not-an-address");
      await form.getByRole("button", { name: t("team.invite") }).click();
      await expect(email).toHaveAccessibleDescription(t("errors.emailInvalid"));
      await expect(email).toBeFocused();
      await expect(name).not.toHaveAttribute("aria-invalid", "true");
    });

    test("invite → accept → sign in: the owner passes the link on, the new manager chooses a password and is in", async ({
      page,
      browser,
      baseURL,
      unique,
    }, testInfo) => {
      const name = unique("Priya");
      const email = `${name.toLowerCase().replace(/\s+/g, ".")}@masala-haus.example`;
      const manager = t("team.roles.manager");
      await openTab(page, t("panel.tabs.team"));
      const form = page.getByRole("region", { name: t("team.inviteHeading") });
      await form.getByLabel(t("team.name")).fill(name);
      await form.getByLabel(t("team.email")).fill(email);
      await form.getByLabel(t("team.role")).selectOption({ label: manager });
      await expect(form.getByText(t("team.roleHints.manager"))).toBeVisible();
      await form.getByRole("button", { name: t("team.invite") }).click();
      await expect(toast(page, t("team.invited", { name }))).toBeVisible();
      const link = form.getByRole("textbox", { name: t("team.link", { name }) });
      await expect(link).toBeFocused();
      const url = await link.inputValue();
      expect(url).toMatch(/\/admin\/invite\?token=[\w-]{43}$/);
      const team = page.getByRole("region", { name: t("team.listHeading") });
      await expect(team.getByRole("listitem").filter({ hasText: email })).toContainText(
        t("team.statuses.invited"),
      );
      // The signed-in account and the list name the owner by the same id: the row says it is them.
      await expect(team.getByRole("listitem").filter({ hasText: E2E_ADMIN.email })).toContainText(
        t("team.you"),
      );

      // On the new manager's phone.
      const invited = await otherDevice(browser, baseURL as string, testInfo, lang);
      await invited.goto(new URL(url).pathname + new URL(url).search);
      await expect(invited.getByRole("heading", { name: t("invite.title") })).toBeFocused();
      await expect(
        invited.getByText(t("invite.intro", { name, role: manager, email })),
      ).toBeVisible();
      const password = invited.getByLabel(t("invite.password"), { exact: true });
      await password.fill("kurz");
      await invited.getByRole("button", { name: t("invite.submit") }).click();
      await expect(
        invited.getByText(t("errors.passwordTooShort", { min: PASSWORD_MIN_LENGTH })),
      ).toBeVisible();
      await password.fill("manager-password-1");
      await invited.getByLabel(t("invite.repeat")).fill("manager-password-1");
      await invited.getByRole("button", { name: t("invite.submit") }).click();
      await expect(invited).toHaveURL(/\/admin$/);
      await expect(
        invited.getByRole("heading", { name: t("panel.title"), level: 1 }),
      ).toBeVisible();
      // A manager sees the content, the restaurant, the history and the visits, not the team.
      const tabs = OWNER_TABS.filter((tab) => tab !== "team").map((tab) => t(`panel.tabs.${tab}`));
      await expect(invited.getByRole("tablist").getByRole("tab")).toHaveText(tabs);

      // Signed out, the chosen password signs in again; the link itself is spent.
      await invited.getByRole("button", { name: t("panel.logout") }).click();
      await invited.getByLabel(t("login.email")).fill(email);
      await invited.getByLabel(t("login.password"), { exact: true }).fill("manager-password-1");
      await invited.getByRole("button", { name: t("login.submit"), exact: true }).click();
      await expect(invited.getByRole("tab", { name: t("panel.tabs.history") })).toBeVisible();
      await invited.goto(new URL(url).pathname + new URL(url).search);
      await expect(invited.getByRole("heading", { name: t("invite.invalidTitle") })).toBeVisible();
      await invited.context().close();

      await page.reload();
      await page.getByRole("tab", { name: t("panel.tabs.team") }).click();
      await expect(team.getByRole("listitem").filter({ hasText: email })).toContainText(
        t("team.statuses.active"),
      );
    });

    test("disabling an account while it is signed in ends its session at once", async ({
      page,
      browser,
      baseURL,
      newMember,
      unique,
    }, testInfo) => {
      const waiter = await newMember("staff", unique("Arjun"));
      const staff = await otherDevice(browser, baseURL as string, testInfo, lang);
      await signInAs(staff, waiter);
      await staff.goto("/admin");
      await expect(
        staff.getByRole("heading", { name: t("panel.tabs.today"), level: 2 }),
      ).toBeVisible();

      await openTab(page, t("panel.tabs.team"));
      const row = page
        .getByRole("region", { name: t("team.listHeading") })
        .getByRole("listitem")
        .filter({ hasText: waiter.email });
      await row.getByRole("button", { name: `${t("team.disable")}: ${waiter.name}` }).click();
      await answerConfirm(
        page,
        t("team.disableQuestion", { name: waiter.name }),
        "confirm",
        t("confirm.cancel"),
      );
      await expect(toast(page, t("team.updated", { name: waiter.name }))).toBeVisible();
      await expect(row).toContainText(t("team.statuses.disabled"));

      // The waiter's next tap finds the session gone; the password no longer signs in.
      await staff
        .getByRole("button", { name: new RegExp(`^${t("today.soldOut")}`) })
        .first()
        .click();
      await expect(staff.getByRole("heading", { name: t("login.title") })).toBeVisible();
      await expect(staff.getByText(t("login.sessionExpired"))).toBeVisible();
      await staff.getByLabel(t("login.email")).fill(waiter.email);
      await staff.getByLabel(t("login.password"), { exact: true }).fill(waiter.password);
      await staff.getByRole("button", { name: t("login.submit"), exact: true }).click();
      await expect(
        staff.getByRole("alert").filter({ hasText: t("errors.accountDisabled") }),
      ).toBeVisible();
      await staff.context().close();
    });

    test("the owner renames a member in place: an empty name is refused, Escape cancels, Save keeps the new name", async ({
      page,
      api,
      newMember,
      unique,
    }) => {
      const cook = await newMember("staff", unique("Meena"));
      await openTab(page, t("panel.tabs.team"));
      const team = page.getByRole("region", { name: t("team.listHeading") });
      const row = team.getByRole("listitem").filter({ hasText: cook.email });
      const rename = row.getByRole("button", { name: `${t("team.rename")}: ${cook.name}` });

      await rename.click();
      const form = row.getByRole("form", { name: t("team.renameForm", { name: cook.name }) });
      const field = form.getByLabel(t("team.name"));
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(cook.name);
      await field.fill("Changed but cancelled");
      await page.keyboard.press("Escape");
      await expect(form).toBeHidden();
      await expect(rename).toBeFocused();
      await expect(row).toContainText(cook.name);

      await rename.press("Enter");
      await field.fill("   ");
      await form.getByRole("button", { name: t("common.save") }).click();
      await expect(form.getByText(t("errors.memberNameRequired"))).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toBeFocused();

      const renamed = unique("Meena Iyer");
      await field.fill(`  ${renamed} `);
      await page.keyboard.press("Enter");
      await expect(toast(page, t("team.updated", { name: renamed }))).toBeVisible();
      await expect(form).toBeHidden();
      const renamedRow = team.getByRole("listitem").filter({ hasText: cook.email });
      await expect(renamedRow).toContainText(renamed);
      await expect(
        renamedRow.getByRole("button", { name: `${t("team.rename")}: ${renamed}` }),
      ).toBeFocused();
      const saved = (await api.get<MemberWire[]>("/api/team")).find((m) => m.email === cook.email);
      expect(saved).toMatchObject({ name: renamed, role: "staff", status: "active" });
    });
  });
}
