import { z } from "zod";
import { PERMISSIONS, type Permission } from "@shared/contract/roles.ts";

/**
 * Turns a list of routes, each naming the contract's schemas of its answers and input, into an
 * OpenAPI 3.1 document. zod's own JSON Schema output does the schemas; this file only arranges
 * them: named schemas become components, routes refer to them.
 */

type JsonSchema = Record<string, unknown>;
type Schemas = Record<string, z.ZodType>;

export type Method = "get" | "post" | "put" | "delete";

/** Who may call a route: anyone, or a signed-in member whose role has the permission. */
export type Access = "public" | "signed-in" | Permission;

export type Content = { json: JsonSchema } | { media: Record<string, JsonSchema> } | "none";

export interface RouteDescription {
  method: Method;
  /** Hono's form: `/api/dishes/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: z.ZodObject;
  body?: { json: JsonSchema } | { multipart: JsonSchema };
  /** By status: "200", "304", "4XX". */
  answers: Record<string, { description: string; content: Content }>;
}

/** The named schemas, and references to them that type-check against the names. */
export function schemaNames<O extends Schemas, I extends Schemas>(outputs: O, inputs: I) {
  const ref = (name: keyof O | keyof I): JsonSchema => ({
    $ref: `#/components/schemas/${String(name)}`,
  });
  return {
    outputs,
    inputs,
    ref,
    list: (name: keyof O): JsonSchema => ({ type: "array", items: ref(name) }),
    anyOf: (...names: (keyof O)[]): JsonSchema => ({ anyOf: names.map(ref) }),
  };
}

/** A file in a multipart body. */
export const FILE: JsonSchema = { type: "string", contentMediaType: "application/octet-stream" };

const componentsOf = (schemas: Schemas, io: "input" | "output"): Record<string, JsonSchema> => {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  // Inputs are parsed by transforms zod cannot express as JSON Schema; their accepted shape can.
  const { schemas: converted } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(converted).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
};

const accessText = (access: Access) =>
  access === "public"
    ? "Open to anyone."
    : access === "signed-in"
      ? "Needs a session token."
      : `Needs a session token of a role allowed “${access}”: ${PERMISSIONS[access].join(", ")}.`;

function parametersOf(route: RouteDescription): JsonSchema[] {
  const inPath = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (!route.query) return inPath;
  const query = z.toJSONSchema(route.query, {
    target: "draft-2020-12",
    io: "input",
    unrepresentable: "any",
  }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function answerOf({ description, content }: RouteDescription["answers"][string]): JsonSchema {
  if (content === "none") return { description };
  if ("json" in content)
    return { description, content: { "application/json": { schema: content.json } } };
  return {
    description,
    content: Object.fromEntries(
      Object.entries(content.media).map(([type, schema]) => [type, { schema }]),
    ),
  };
}

function operationOf(route: RouteDescription): JsonSchema {
  const parameters = parametersOf(route);
  return {
    tags: [route.tag],
    summary: route.summary,
    description: accessText(route.access),
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    ...(route.access === "public" ? {} : { security: [{ session: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content:
              "json" in route.body
                ? { "application/json": { schema: route.body.json } }
                : { "multipart/form-data": { schema: route.body.multipart } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(route.answers).map(([status, answer]) => [status, answerOf(answer)]),
    ),
  };
}

/** Hono's `/api/dishes/:id` as OpenAPI writes it, `/api/dishes/{id}`. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, "{$1}");

export function buildDocument(
  info: { title: string; version: string; description: string },
  names: { outputs: Schemas; inputs: Schemas },
  routes: RouteDescription[],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes)
    (paths[openApiPath(route.path)] ??= {})[route.method] = operationOf(route);
  return {
    openapi: "3.1.0",
    info,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    components: {
      schemas: { ...componentsOf(names.outputs, "output"), ...componentsOf(names.inputs, "input") },
      securitySchemes: {
        session: {
          type: "http",
          scheme: "bearer",
          description: "The token of POST /api/auth/login.",
        },
      },
    },
  };
}
