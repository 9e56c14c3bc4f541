import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { todayIso } from "../../../shared/opening-hours/special-days.ts";
import { expect, idle, messages, open, test } from "./support";

/* The banner with JavaScript on: where the server put it, it stays, as the page comes alive. */
test.describe.configure({ mode: "serial" });

let api: APIRequestContext;
let headers: Record<string, string>;
let id = "";

test.beforeAll(async ({ playwright, server }) => {
  api = await playwright.request.newContext({ baseURL: server.url });
  const login = await api.post("/api/auth/login", { data: E2E_ADMIN });
  headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const today = todayIso();
  const response = await api.post("/api/announcements", {
    headers,
    data: {
      text_de: "Heute geschlossene Gesellschaft ab 20 Uhr.",
      text_en: "Private party from 8 pm tonight.",
      from: today,
      until: today,
    },
  });
  expect(response.status()).toBe(201);
  id = ((await response.json()) as { _id: string })._id;
});

test.afterAll(async () => {
  expect((await api.delete(`/api/announcements/${id}`, { headers })).status()).toBe(204);
  await api.dispose();
});

test("the banner and the heading below it do not move once the page has loaded and come alive", async ({
  page,
}) => {
  await open(page, "/menu", "de");
  const banner = page.getByRole("region", { name: messages.de.announcements.label });
  await expect(banner).toHaveText("Heute geschlossene Gesellschaft ab 20 Uhr.");
  const before = await banner.boundingBox();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  await idle(page);
  expect(await banner.boundingBox()).toEqual(before);
  expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(heading);
});
