import type { MenuImage, MenuImageFields } from "@shared/contract/menu-image.ts";
import { describeUpload } from "../uploads/uploads.service.server.ts";
import type { MenuImageColumns, MenuImageRow } from "./menu-images.repo.server.ts";

/** The codec from an image's row to its one shape: the file's addresses come from its upload. */
export function toMenuImage(row: MenuImageRow): MenuImage {
  const { url, variants } = describeUpload({
    key: row.upload_key,
    kind: row.kind,
    widths: JSON.parse(row.widths) as number[],
  });
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    url,
    kind: row.kind,
    variants,
    createdAt: row.created_at,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
  };
}

/**
 * The columns of an image's fields: the one way the contract's input becomes a row. Every column
 * but the file (stored apart) must be set here, so a new column that is not mapped does not compile.
 */
export function toColumns(fields: MenuImageFields): Omit<MenuImageColumns, "upload_key"> {
  return {
    title: fields.title,
    language: fields.language,
    available_from: fields.availableFrom,
    available_until: fields.availableUntil,
  };
}

/** A stored image as the fields that would store it again: the base a change of its dates applies to. */
export function toInput(image: MenuImage): MenuImageFields {
  return {
    title: image.title,
    language: image.language,
    availableFrom: image.availableFrom,
    availableUntil: image.availableUntil,
  };
}
