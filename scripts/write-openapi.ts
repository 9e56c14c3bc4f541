// Writes the API's OpenAPI document to docs/openapi.json (`npm run openapi`), so a reader, a
// client generator or a review sees it without a running server; tests/unit/openapi.test.ts fails
// while the file differs from what the code describes.
import { writeFileSync } from "node:fs";
import {
  API_DOCUMENT_FILE,
  apiDocumentText,
} from "../server/http/openapi/api-description.server.ts";

writeFileSync(API_DOCUMENT_FILE, apiDocumentText());
console.log(`wrote ${API_DOCUMENT_FILE}`);
