import { Hono, type Context } from "hono";
import type { MenuImportResult } from "@shared/contract/menu-transfer.ts";
import { badRequest, errorBody } from "../../http/errors.server.ts";
import { readMultipart } from "../../http/request-body.server.ts";
import type { AdminEnv } from "../../http/require-admin.server.ts";
import type { WritePath } from "../../http/write-path.server.ts";
import { ImportRefusal, refusalLine } from "./import-refusal.server.ts";
import type { MenuTransferService } from "./menu-transfer.service.server.ts";

const csv = (c: Context, body: string, filename: string) =>
  c.body(body, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
  });

const today = () => new Date().toISOString().slice(0, 10);

async function fileOf(c: Context): Promise<Uint8Array> {
  const { files } = await readMultipart(c);
  if (!files.file) throw badRequest("importFileRequired");
  return new Uint8Array(await files.file.arrayBuffer());
}

// Hono keeps the parsed form, so the handler reads it again for free.
const isDryRun = async (c: Context) =>
  c.req.query("dryRun") === "true" || (await readMultipart(c)).fields.dryRun === "true";

const emptyResult = (): MenuImportResult => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  categoriesCreated: 0,
  newCategories: [],
  errors: [],
  changes: [],
});

/** A file with errors answers 400 with every one of them, each with its line; nothing is applied. */
async function answer(c: Context, run: () => Promise<MenuImportResult>): Promise<Response> {
  try {
    const result = await run();
    return result.errors.length > 0
      ? c.json({ ...errorBody("importHasErrors"), ...result }, 400)
      : c.json(result);
  } catch (err) {
    if (!(err instanceof ImportRefusal)) throw err;
    // Refused as a whole: the answer's code says why, and the line says where.
    return c.json(
      {
        ...errorBody(err.code, err.params),
        ...emptyResult(),
        errors: [refusalLine(err)],
      },
      400,
    );
  }
}

/**
 * GET /export.csv and /template.csv, POST /import (multipart `file`; `dryRun=true` previews).
 * The preview writes nothing, so it is a read; the import itself is a write with one history entry.
 */
export function menuTransferRoutes(transfer: MenuTransferService, { read, write }: WritePath) {
  const preview = read("content", async (c) =>
    answer(c, async () => transfer.preview(await fileOf(c))),
  );
  return new Hono<AdminEnv>()
    .get(
      "/export.csv",
      read("content", async (c) =>
        csv(c, await transfer.exportCsv(), `speisekarte-${today()}.csv`),
      ),
    )
    .get(
      "/template.csv",
      read("content", (c) => csv(c, transfer.templateCsv(), "speisekarte-vorlage.csv")),
    )
    .post(
      "/import",
      async (c, next) => ((await isDryRun(c)) ? preview(c, next) : next()),
      write("content", async (c, change) =>
        answer(c, async () => transfer.apply(change, await fileOf(c))),
      ),
    );
}
