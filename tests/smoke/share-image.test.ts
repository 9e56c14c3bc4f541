import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient, blob, formOf, login, pngImage, type ApiClient } from "../support/api.ts";
import { startServer, type TestServer } from "../support/server.ts";

/** The share picture of a shared link: the built-in one, until the restaurant has its own logo or hero. */
let server: TestServer;
let api: ApiClient;
const SITE = "https://restaurant.test";

beforeAll(async () => {
  server = await startServer({ env: { PUBLIC_URL: SITE } });
  api = adminClient(server, await login(server));
});
afterAll(async () => {
  await server.stop();
});

async function shareTags(path: string) {
  const html = await (await server.fetch(path)).text();
  const tag = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return {
    image: tag("property", "og:image"),
    width: tag("property", "og:image:width"),
    height: tag("property", "og:image:height"),
    type: tag("property", "og:image:type"),
    alt: tag("property", "og:image:alt"),
    twitter: tag("name", "twitter:image"),
  };
}

const upload = async (slot: "logo" | "hero", image: Buffer, altDe: string) => {
  const res = await api.form(
    "PUT",
    `/api/restaurant-pictures/${slot}`,
    formOf({ altDe, altEn: `${altDe} (en)` }, { image: [blob(image), `${slot}.png`] }),
  );
  expect(res.status).toBe(200);
};

async function imageAt(url: string) {
  const res = await fetch(url.replace(SITE, server.url));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/jpeg");
  expect(res.headers.get("cache-control")).toContain("immutable");
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe("the share picture", () => {
  it("is the built-in one while the restaurant has no picture of its own", async () => {
    expect(await shareTags("/?lang=de")).toMatchObject({
      image: `${SITE}/og-image.jpg`,
      width: "1200",
      height: "630",
    });
  });

  it("is drawn from the logo after its upload, and again from logo and hero after the hero's, each at a new address", async () => {
    await upload("logo", await pngImage(400, 400), "Goldener Stern");
    const withLogo = await shareTags("/menu?lang=de");
    expect(withLogo.image).toMatch(new RegExp(`^${SITE}/pictures/[a-f0-9]{32}-share\\.jpg$`));
    expect(withLogo).toMatchObject({
      twitter: withLogo.image,
      width: "1200",
      height: "630",
      type: "image/jpeg",
      alt: "Goldener Stern",
    });
    const logoOnly = await imageAt(withLogo.image!);
    expect([logoOnly.format, logoOnly.width, logoOnly.height]).toEqual(["jpeg", 1200, 630]);

    await upload("hero", await pngImage(1600, 900), "Dosa auf dem Bananenblatt");
    const withHero = await shareTags("/?lang=de");
    expect(withHero.image).not.toBe(withLogo.image);
    expect(withHero.alt).toBe("Dosa auf dem Bananenblatt");
    const both = await imageAt(withHero.image!);
    expect([both.format, both.width, both.height]).toEqual(["jpeg", 1200, 630]);
  });
});
