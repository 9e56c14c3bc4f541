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
// The largest form, a dish's, has some twenty fields; the form parser works through every part
// in one go (a hundred thousand tiny ones held the server for seconds), so they are counted first.
export const MULTIPART_PARTS_MAX = 100;
// The longest text a form sends is a description of 2,000 characters; a schema may parse a field
// (the sizes' JSON), so none gets more than this to work on.
export const FORM_TEXT_MAX = 32 * 1024;

type TooLarge = "jsonTooLarge" | "uploadTooLarge";
const tooLarge = (code: TooLarge) => new HttpError(413, code);

/** The body as a stream that fails past `maxBytes`; refused at once when Content-Length says so. */
function limitedBody(
  c: Context,
  maxBytes: number,
  what: TooLarge,
): { stream: ReadableStream<Uint8Array>; overLimit: () => boolean } {
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
  const body =
    c.req.raw.body ?? new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
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

/** Counts the form's parts by their separators, a fast byte search, stopping one past the limit. */
function partsOf(bytes: Uint8Array, type: string): number {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  const separator = type.startsWith("multipart/form-data")
    ? boundary
      ? `--${boundary[1] ?? boundary[2]}`
      : null
    : "&";
  if (separator === null) return 0;
  let parts = 0;
  for (
    let at = body.indexOf(separator);
    at !== -1 && parts <= MULTIPART_PARTS_MAX + 1;
    at = body.indexOf(separator, at + separator.length)
  )
    parts++;
  // A multipart body's last separator closes it; url-encoded fields are one more than their "&"s.
  return separator === "&" ? parts + 1 : parts - 1;
}

async function readMultipartOnce(c: Context): Promise<MultipartBody> {
  const type = c.req.header("content-type") ?? "";
  if (
    !type.startsWith("multipart/form-data") &&
    !type.startsWith("application/x-www-form-urlencoded")
  ) {
    throw badRequest("multipartOnly");
  }
  const { stream, overLimit } = limitedBody(c, MULTIPART_BODY_LIMIT, "uploadTooLarge");
  let form: FormData;
  try {
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    if (partsOf(bytes, type) > MULTIPART_PARTS_MAX)
      throw badRequest("formTooManyFields", { max: MULTIPART_PARTS_MAX });
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (overLimit()) throw tooLarge("uploadTooLarge");
    throw badRequest("multipartInvalid");
  }
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      if (value.length > FORM_TEXT_MAX)
        throw badRequest("formFieldTooLong", { field: name.slice(0, 40), max: FORM_TEXT_MAX });
      if (!(name in fields)) fields[name] = value;
    } else if (value.size > 0 && !(name in files)) {
      files[name] = value;
    }
  }
  return { fields, files };
}
