import SwaggerParser from "@apidevtools/swagger-parser";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  API_DOCUMENT_FILE,
  apiDocument,
  apiDocumentText,
} from "../../server/http/openapi/api-description.server.ts";

describe("the API's OpenAPI document", () => {
  it("is committed as the code describes it (npm run openapi writes it)", () => {
    expect(
      readFileSync(API_DOCUMENT_FILE, "utf8") === apiDocumentText(),
      `${API_DOCUMENT_FILE} is out of date: run npm run openapi`,
    ).toBe(true);
  });

  it("is a valid OpenAPI 3.1 document by a validator of its own", async () => {
    // The validator resolves references in place: it gets a copy.
    const checked = await SwaggerParser.validate(structuredClone(apiDocument()) as never);
    expect((checked as { openapi?: string }).openapi).toBe("3.1.0");
  });

  it("describes every error by the one error shape, with every code", () => {
    const schemas = (
      apiDocument() as {
        components: {
          schemas: Record<
            string,
            { properties: Record<string, { enum?: string[] }>; required: string[] }
          >;
        };
      }
    ).components.schemas;
    expect(schemas.ApiError?.required).toEqual(["error", "code"]);
    expect(schemas.ApiError?.properties.code?.enum).toContain("dishNotFound");
  });
});
