/**
 * How long the API takes to import a menu of 500 dishes (issue 32 asks for under 5 s on this
 * machine): the preview and the import, as the admin sends them, against the app on a new SQLite
 * file. `npx tsx scripts/measure-menu-import.ts`. A measurement, not a test: a shared machine's
 * load decides the figure, so no test asserts it.
 */
import { MENU_COLUMNS } from "../shared/contract/menu-transfer.ts";
import { startApp } from "../tests/support/app.ts";
import { adminClient, formOf, login } from "../tests/support/api.ts";

const DISHES = 500;

async function main() {
  const app = await startApp();
  try {
    const api = adminClient(app, await login(app));
    const header = MENU_COLUMNS.map((c) => c.header).join(";");
    const rows = Array.from(
      { length: DISHES },
      (_, i) => `;Karte ${Math.floor(i / 50)};Menu ${Math.floor(i / 50)};Gericht ${i};Dish ${i};Beschreibung ${i};Description ${i};${9 + (i % 10)},90;;${";".repeat(24)}ja;A, G;1;nein;nein;nein;;;${i}`,
    );
    const file = new Blob([`\uFEFF${[header, ...rows].join("\r\n")}\r\n`]);
    const send = async (fields: Record<string, string>) => {
      const started = performance.now();
      const res = await api.form("POST", "/api/menu/import", formOf(fields, { file: [file, "menu.csv"] }));
      const body = (await res.json()) as { created: number; updated: number; unchanged: number };
      return { ms: Math.round(performance.now() - started), status: res.status, ...body };
    };
    const preview = await send({ dryRun: "true" });
    const created = await send({});
    // The same file again, now that every dish exists with an ID, as a yearly price change would be.
    const exported = new Uint8Array(await (await api.get("/api/menu/export.csv")).arrayBuffer());
    const edited = Buffer.from(exported).toString("utf8").replace(/;(\d+),90;/g, (_, euros: string) => `;${Number(euros) + 1},20;`);
    const started = performance.now();
    const res = await api.form("POST", "/api/menu/import", formOf({}, { file: [new Blob([edited]), "menu.csv"] }));
    const updated = { ms: Math.round(performance.now() - started), status: res.status, ...((await res.json()) as object) };
    console.log(JSON.stringify({ preview, created, updated }, (k, v: unknown) => (k === "changes" || k === "newCategories" ? undefined : v), 2));
  } finally {
    await app.stop();
  }
}
void main();
