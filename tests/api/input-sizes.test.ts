import { beforeAll, describe, expect, it } from "vitest";
import { FORM_TEXT_MAX, MULTIPART_PARTS_MAX } from "../../server/http/request-body.server.ts";
import { formOf, useAdminApp } from "../support/api.ts";
import { encodedForm, whileAVisitorReads } from "../support/responsiveness.ts";

const ctx = useAdminApp();
let categoryId: string;
/** POST /api/dishes with a form encoded beforehand. */
const postDish = async (fields: Record<string, string>) => {
  const { body, contentType } = await encodedForm(formOf(fields));
  return () =>
    ctx.server.fetch("/api/dishes", {
      method: "POST",
      headers: { authorization: `Bearer ${ctx.api.token}`, "content-type": contentType },
      body,
    });
};
const dishCount = async () =>
  ((await (await ctx.api.get("/api/dishes")).json()) as unknown[]).length;

beforeAll(async () => {
  categoryId = (
    (await (
      await ctx.api.json("POST", "/api/categories", { name_de: "Hauptgerichte" })
    ).json()) as { _id: string }
  )._id;
});

describe("the sizes of what a form sends, checked before any work on them", () => {
  it(
    "refuses a dish with a million sizes while other visitors are answered",
    { timeout: 120_000 },
    async () => {
      const variants = `[${"{},".repeat(999_999)}{}]`;
      const before = await dishCount();
      const { result, longestWaitMs, answered } = await whileAVisitorReads(
        ctx.server,
        await postDish({ categoryId, title_de: "Lassi", variants }),
      );
      expect(result.status).toBe(400);
      expect(await result.json()).toMatchObject({
        code: "formFieldTooLong",
        params: { field: "variants", max: String(FORM_TEXT_MAX) },
      });
      expect(answered).toBeGreaterThan(0);
      // Reading every one of them first held every visitor for many seconds.
      expect(longestWaitMs).toBeLessThan(1000);
      expect(await dishCount()).toBe(before);
    },
  );

  it("refuses more sizes than a dish may have by their number, whatever they hold", async () => {
    const variants = JSON.stringify(
      Array.from({ length: 7 }, () => ({ label_de: "Groß", priceCents: 990 })),
    );
    const res = await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({ categoryId, title_de: "Lassi", variants }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "variantCount" });
  });

  it(
    "refuses a form of more fields than any form has, while other visitors are answered",
    { timeout: 120_000 },
    async () => {
      const fields = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, "x"]));
      const before = await dishCount();
      const { result, longestWaitMs } = await whileAVisitorReads(
        ctx.server,
        await postDish({ categoryId, title_de: "Naan", priceCents: "350", ...fields }),
      );
      expect(result.status).toBe(400);
      expect(await result.json()).toMatchObject({
        code: "formTooManyFields",
        params: { max: String(MULTIPART_PARTS_MAX) },
      });
      expect(longestWaitMs).toBeLessThan(1000);
      expect(await dishCount()).toBe(before);
    },
  );

  it("still takes a dish with the longest description", async () => {
    const res = await ctx.api.form(
      "POST",
      "/api/dishes",
      formOf({ categoryId, title_de: "Naan", priceCents: "350", description_de: "ä".repeat(2000) }),
    );
    expect(res.status).toBe(201);
  });
});
