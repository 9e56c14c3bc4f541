import type { Context } from "hono";
import { badRequest } from "./errors.server.ts";

/** The JSON body as an object; broken JSON or a non-object is a 400, never a 500. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw badRequest("invalidJson");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("jsonObject");
  }
  return body as Record<string, unknown>;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, File>;
}

/**
 * Reads a multipart (or url-encoded) form. Text fields and files are separated; a repeated
 * field keeps its first value; an empty file input (no file chosen) counts as absent.
 */
export async function readMultipart(c: Context): Promise<MultipartBody> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw badRequest("multipartOnly");
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("multipartInvalid");
  }
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (!(name in fields)) fields[name] = value;
    } else if (value.size > 0 && !(name in files)) {
      files[name] = value;
    }
  }
  return { fields, files };
}
