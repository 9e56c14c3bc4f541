// `npm run db:types`: writes the Kysely row types that the migrations make (see server/db/schema-source.server.ts).
import fs from "node:fs";
import { schemaSource } from "../server/db/schema-source.server.ts";

fs.writeFileSync("server/db/schema.server.ts", schemaSource());
console.log("Wrote server/db/schema.server.ts from the migrations.");
