import { z } from "zod";
import { ApiErrorSchema, I18nTextSchema } from "./common.ts";
import { MENU_COLUMNS, type MenuColumnKey, type MenuImportResult } from "./menu-transfer.ts";

// The answers of POST /api/menu/import as schemas, for the API's document and the tests that
// check every answer against it; the interfaces in ./menu-transfer.ts stay what the code uses.

const columnKeys = MENU_COLUMNS.map((column) => column.key) as [MenuColumnKey, ...MenuColumnKey[]];

export const MenuImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  categoriesCreated: z.number().int(),
  newCategories: z.array(I18nTextSchema),
  errors: z.array(
    z.object({
      line: z.number().int(),
      code: ApiErrorSchema.shape.code,
      params: ApiErrorSchema.shape.params,
      message: z.string(),
    }),
  ),
  changes: z.array(
    z.object({
      line: z.number().int(),
      kind: z.enum(["create", "update"]),
      id: z.string().nullable(),
      title: I18nTextSchema,
      fields: z.array(
        z.object({ column: z.enum(columnKeys), before: z.string(), after: z.string() }),
      ),
    }),
  ),
});

// Both ways: the schema may drift from the interface the service returns in neither direction.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsInterface: Same<z.infer<typeof MenuImportResultSchema>, MenuImportResult> = true;
void sameAsInterface;

/** A file with errors: status 400, the error's `{ error, code }` and the result with every error by line; nothing applied. */
export const MenuImportRejectedSchema = ApiErrorSchema.extend(MenuImportResultSchema.shape);
