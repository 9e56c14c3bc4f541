import type { Context } from "hono";
import { MAX_UPLOAD_BYTES } from "../features/uploads/uploads.service.server.ts";
import { badRequest, HttpError } from "./errors.server.ts";

/**
 * Every body is read through here, and each reader has its own limit: a route that forgets its
 * body-limit middleware still never reads more than this.
 */
export const JSON_BODY_LIMIT = 100 * 1024;
// The multipart envelope and the text fields travel beside the file.
export const MULTIPART_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

type TooLarge = "jsonTooLarge" | "uploadTooLarge";
const tooLarge = (code: TooLarge) => new HttpError(413, code);

/** The body as a stream that fails past `maxBytes`; refused at once when Content-Length says so. */
function limitedBody(c: Context, maxBytes: number, what: TooLarge): { stream: ReadableStream<Uint8Array>; overLimit: () => boolean } {
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(what);
  let read = 0;
  let over = false;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      read += chunk.byteLength;
      if (read > maxBytes) {
        over = true;
        controller.error(tooLarge(what));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = c.req.raw.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  return { stream: body.pipeThrough(counting), overLimit: () => over };
}

/** The JSON body as an object; broken JSON or a non-object is a 400, never a 500; past 100 KB a 413. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const { stream, overLimit } = limitedBody(c, JSON_BODY_LIMIT, "jsonTooLarge");
  let body: unknown;
  try {
    body = JSON.parse(await new Response(stream).text());
  } catch {
    if (overLimit()) throw tooLarge("jsonTooLarge");
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
export function readMultipart(c: Context): Promise<MultipartBody> {
  // The body is a stream read once; a second reader of the same request (a middleware that
  // looked at one field first) gets the same form.
  let read = formsRead.get(c.req.raw);
  if (!read) {
    read = readMultipartOnce(c);
    formsRead.set(c.req.raw, read);
  }
  return read;
}

const formsRead = new WeakMap<Request, Promise<MultipartBody>>();

async function readMultipartOnce(c: Context): Promise<MultipartBody> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) {
    throw badRequest("multipartOnly");
  }
  const { stream, overLimit } = limitedBody(c, MULTIPART_BODY_LIMIT, "uploadTooLarge");
  let form: FormData;
  try {
    form = await new Response(stream, { headers: { "content-type": type } }).formData();
  } catch {
    if (overLimit()) throw tooLarge("uploadTooLarge");
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
