import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "@shared/contract/common.ts";
import { startServer, type TestServer } from "../support/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "1" } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, cookie?: string) =>
  fetch(server.url + path, { headers: cookie ? { cookie: `lang=${cookie}` } : {} });
const htmlLang = async (res: Response) => /<html[^>]*\blang="(\w+)"/.exec(await res.text())?.[1];

/** The language each kind of answer came out in, for one Cookie header. */
async function languagesFor(cookie?: string): Promise<Record<string, string | undefined>> {
  const page = await get("/menu", cookie);
  const notFound = await get("/no-such-page", cookie);
  const pdf = await get("/menu.pdf", cookie);
  const data = await (await get("/menu.data", cookie)).text();
  const api = await (await get("/api/public/menu", cookie)).text();
  const apiIn = async (lang: Lang) =>
    (await (await get(`/api/public/menu?lang=${lang}`)).text()) === api;
  return {
    page: await htmlLang(page),
    notFound: await htmlLang(notFound),
    pdf:
      /-(speisekarte|menu)\.pdf/.exec(pdf.headers.get("content-disposition") ?? "")?.[1] ===
      "speisekarte"
        ? "de"
        : "en",
    // The root loader's data names the language it chose.
    data: /"lang","(de|en)"/.exec(data)?.[1],
    api:
      (await apiIn("de")) && !(await apiIn("en")) ? "de" : (await apiIn("en")) ? "en" : undefined,
  };
}

describe("the language rule", () => {
  it("gives one answer for a cookie everywhere: pages, .data, the PDFs, the not-found page and the API", async () => {
    const everywhere = (lang: Lang) => ({
      page: lang,
      notFound: lang,
      pdf: lang,
      data: lang,
      api: lang,
    });
    expect(await languagesFor()).toEqual(everywhere("de"));
    expect(await languagesFor("en")).toEqual(everywhere("en"));
    expect(await languagesFor("de-AT")).toEqual(everywhere("de"));
    // A code that is not German reads as English (docs/product.md), whichever answer reads it.
    expect(await languagesFor("fr")).toEqual(everywhere("en"));
    expect(await languagesFor("xx")).toEqual(everywhere("en"));
  });
});
