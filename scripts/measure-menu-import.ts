/**
 * What a menu at its size costs, and what the largest requests cost everyone else. Against the
 * app on a new SQLite file, in this process (so a request that holds the event loop shows):
 * the import's preview and apply of 500 dishes, the refused files (2,001, 100,000 and 200,000
 * rows), a dish with a million sizes and a form of 100,000 fields; for each, how long it took and
 * the longest the event loop was held meanwhile. With `--pages`, also the built server's `/menu`
 * and `/menu.pdf` at 500 dishes in 50 categories (`npm run build` first), with the longest a
 * visitor reading the public menu meanwhile waited.
 * `npx tsx scripts/measure-menu-import.ts [--pages]`. A measurement, not a test: a shared
 * machine's load decides the figures, so no test asserts them.
 */
import { MENU_CATEGORIES_MAX, MENU_DISHES_MAX } from "../shared/contract/menu-size.ts";
import { MENU_COLUMNS } from "../shared/contract/menu-transfer.ts";
import { startApp, type TestTarget } from "../tests/support/app.ts";
import { adminClient, formOf, login, type ApiClient } from "../tests/support/api.ts";
import { encodedForm } from "../tests/support/responsiveness.ts";
import { startServer } from "../tests/support/server.ts";

const header = MENU_COLUMNS.map((c) => c.header).join(";");
const perCategory = Math.ceil(MENU_DISHES_MAX / MENU_CATEGORIES_MAX);
const dishRows = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `;Karte ${Math.floor(i / perCategory)};Menu ${Math.floor(i / perCategory)};Gericht ${i};Dish ${i};Mit Zwiebeln, Tomaten und Koriander ${i};With onions, tomatoes and coriander ${i};${9 + (i % 10)},90;;${";".repeat(24)}ja;A, G;1;nein;nein;nein;;;${i}`,
  );
/** Rows as short as a dish's can be (44 bytes), so the body limit does not refuse the file first. */
const shortRows = (n: number) =>
  Array.from({ length: n }, (_, i) => `;Karte;;Gericht ${i};;;;9,90`);
const csv = (rows: string[]) => new Blob([`\uFEFF${[header, ...rows].join("\r\n")}\r\n`]);

/** The longest gap between two turns of the event loop while `work` runs (a 1 ms timer's ticks). */
async function held<T>(work: () => Promise<T>): Promise<{ ms: number; heldMs: number; result: T }> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  // One more turn, so a hold at the very end is counted too.
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearInterval(tick);
  return { ms: Math.round(ms), heldMs: Math.round(longest), result };
}

async function send(
  target: TestTarget,
  api: ApiClient,
  file: Blob,
  fields: Record<string, string> = {},
) {
  return (await encodedImport(target, api, file, fields))();
}

/** The import's request, its body encoded beforehand: in this process the client's work would count as the server's. */
async function encodedImport(
  target: TestTarget,
  api: ApiClient,
  file: Blob,
  fields: Record<string, string> = {},
) {
  const { body, contentType } = await encodedForm(formOf(fields, { file: [file, "menu.csv"] }));
  return async () => {
    const res = await target.fetch("/api/menu/import", {
      method: "POST",
      headers: { authorization: `Bearer ${api.token}`, "content-type": contentType },
      body,
    });
    const answer = (await res.json()) as { code?: string; created?: number; updated?: number };
    return `${res.status} ${answer.code ?? `created ${answer.created}, updated ${answer.updated}`}`;
  };
}

async function measureRequests() {
  const app = await startApp();
  try {
    const api = adminClient(app, await login(app));
    const figures: Record<string, unknown> = {};
    const record = async (name: string, work: () => Promise<string>) => {
      const { ms, heldMs, result } = await held(work);
      figures[name] = { ms, heldMs, answer: result };
    };
    const full = csv(dishRows(MENU_DISHES_MAX));
    await record("preview 500 new dishes", await encodedImport(app, api, full, { dryRun: "true" }));
    await record("apply 500 new dishes", await encodedImport(app, api, full));
    // The same menu again with every price raised, as a yearly price change would be.
    const exported = Buffer.from(
      await (await api.get("/api/menu/export.csv")).arrayBuffer(),
    ).toString("utf8");
    const raised = new Blob([
      exported.replace(/;(\d+),90;/g, (_, euros: string) => `;${Number(euros) + 1},20;`),
    ]);
    await record("preview 500 updates", await encodedImport(app, api, raised, { dryRun: "true" }));
    await record("apply 500 updates", await encodedImport(app, api, raised));
    for (const rows of [2_001, 100_000, 200_000]) {
      const file = csv(shortRows(rows));
      await record(
        `preview ${rows} rows, ${(file.size / 1e6).toFixed(1)} MB (refused)`,
        await encodedImport(app, api, file, { dryRun: "true" }),
      );
    }
    const [category] = (await (await api.get("/api/categories")).json()) as { _id: string }[];
    // Encoded beforehand: in this process the client's work would count as the server's.
    const postDish = async (fields: Record<string, string>) => {
      const { body, contentType } = await encodedForm(
        formOf({ categoryId: category!._id, ...fields }),
      );
      return async () => {
        const res = await app.fetch("/api/dishes", {
          method: "POST",
          headers: { authorization: `Bearer ${api.token}`, "content-type": contentType },
          body,
        });
        return `${res.status} ${((await res.json()) as { code: string }).code}`;
      };
    };
    await record(
      "dish with 1,000,000 sizes (refused)",
      await postDish({ title_de: "Lassi", variants: `[${"{},".repeat(999_999)}{}]` }),
    );
    const fields = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`f${i}`, "x"]));
    await record(
      "form of 100,000 fields (refused)",
      await postDish({ title_de: "Naan", priceCents: "350", ...fields }),
    );
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await app.stop();
  }
}

/** The first answer after a change is rendered; the next comes from the response cache. */
async function measurePages() {
  const server = await startServer();
  try {
    const api = adminClient(server as TestTarget, await login(server));
    for (const { _id } of (await (await api.get("/api/categories")).json()) as { _id: string }[])
      await api.del(`/api/categories/${_id}`);
    console.log("import:", await send(server as TestTarget, api, csv(dishRows(MENU_DISHES_MAX))));
    // The built server runs in its own process: a visitor's wait for the public menu (kept in the
    // response cache) while the page is made shows how long it held the server's event loop.
    const timed = async (path: string) => {
      const started = performance.now();
      let done = false;
      let visitorMs = 0;
      const visitor = (async () => {
        while (!done) {
          const asked = performance.now();
          await (await server.fetch("/api/public/menu")).arrayBuffer();
          visitorMs = Math.max(visitorMs, performance.now() - asked);
        }
      })();
      const res = await server.fetch(path);
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = Math.round(performance.now() - started);
      done = true;
      await visitor;
      return `${res.status}, ${ms} ms, ${Math.round(bytes / 1024)} KB, a visitor waited at most ${Math.round(visitorMs)} ms`;
    };
    await (await server.fetch("/api/public/menu")).arrayBuffer();
    const figures: Record<string, string> = {};
    for (const path of ["/menu", "/menu?lang=en", "/menu.pdf", "/menu.pdf?lang=en"]) {
      figures[`${path} rendered`] = await timed(path);
      figures[`${path} again`] = await timed(path);
    }
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await server.stop();
  }
}

await measureRequests();
if (process.argv.includes("--pages")) await measurePages();
