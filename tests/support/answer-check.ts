import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import { apiDocument } from "../../server/http/openapi/api-description.server.ts";

/**
 * Checks an answer of the app against the API's OpenAPI document: the route, method and status
 * must be described there, the content type must be one it names, and a JSON body must match
 * its schema. tests/support/app.ts runs it on every answer the API tests get, so an answer that
 * drifts from the document fails whichever test met it.
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const document = apiDocument() as unknown as Document;
const DOCUMENT_ID = "api";
// strict off: the document's own keys (openapi, paths, responses) are no JSON Schema keywords.
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema(document as object, DOCUMENT_ID);

// An answer's schema refers to the document's components; compiled once per distinct schema, as
// most answers share one (a dish, a list of dishes, the error).
const validators = new Map<string, ValidateFunction>();
function validatorOf(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${DOCUMENT_ID}#/`);
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(JSON.parse(key) as object)));
  return validate;
}

// Literal paths before templates, so /api/dishes/order is not taken for /api/dishes/{id}.
const templates = Object.keys(document.paths)
  .map((path) => ({
    path,
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+").replace(/[.]/g, "\\.")}$`),
  }))
  .sort((a, b) => a.params - b.params);

const documentPathOf = (path: string) => templates.find((t) => t.pattern.test(path))?.path;

function fail(what: string, message: string): never {
  throw new Error(
    `${what}: ${message} (the API's document: server/http/openapi/api-description.server.ts)`,
  );
}

async function checkBody(
  what: string,
  response: Response,
  content: Record<string, { schema: unknown }> | undefined,
): Promise<void> {
  const body = await response.text();
  if (!content) {
    if (body !== "")
      fail(what, `answered a body where the document describes none: ${body.slice(0, 200)}`);
    return;
  }
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (!(type in content))
    fail(
      what,
      `answered ${type || "no content type"}, the document names ${Object.keys(content).join(", ")}`,
    );
  if (type !== "application/json" || response.headers.has("content-encoding")) return;
  const validate = validatorOf(content[type]!.schema);
  if (!validate(JSON.parse(body)))
    fail(
      what,
      `the body does not match its schema: ${ajv.errorsText(validate.errors)}; body: ${body.slice(0, 500)}`,
    );
}

/** Throws unless `response` is what the document says `method url` may answer. */
export async function checkAnswer(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url, "http://app.test").pathname;
  const head = method.toUpperCase() === "HEAD";
  const verb = head ? "get" : method.toLowerCase();
  const what = `${method.toUpperCase()} ${path} → ${response.status}`;
  const documented = documentPathOf(path);
  const operation = documented ? document.paths[documented]?.[verb] : undefined;
  if (!documented || !operation) {
    // An address or method the API does not have gets the API's not-found error; the site's pages are no part of the API.
    if (path.startsWith("/api/") && response.status === 404)
      return checkBody(what, response, {
        "application/json": { schema: { $ref: "#/components/schemas/ApiError" } },
      });
    if (path.startsWith("/api/") || response.status < 400)
      fail(what, "the document does not describe this route");
    return;
  }
  const status = String(response.status);
  const key = [status, `${status[0]}XX`, "default"].find((k) => k in operation.responses);
  if (!key)
    fail(
      what,
      `the document does not describe this status (it has ${Object.keys(operation.responses).join(", ")})`,
    );
  if (head) return;
  await checkBody(what, response, operation.responses[key]!.content);
}
