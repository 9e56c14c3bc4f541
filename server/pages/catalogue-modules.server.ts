import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { LANGS, type Lang } from "@shared/contract/common.ts";

/**
 * How a module imports a language's texts, a chunk beside it named after its module
 * (web/lib/i18n/messages/de.ts): `import("./de-….js")`.
 */
const CATALOGUE_IMPORT = new RegExp(
  `import\\(["'\`]\\.\\/((${LANGS.join("|")})-[\\w-]+\\.js)["'\`]\\)`,
  "g",
);

export type CatalogueModules = Partial<Record<Lang, string>>;

/**
 * The built module of each language's texts, read once at start. The root loads the page's language's on demand and
 * the page hydrates only once it is there (web/lib/i18n/catalogues.ts, web/entry.client.tsx).
 * Found where the files every page starts with (the entry, the root's module and their imports)
 * import them; the other files those load on demand (the PDF viewer, the home page's sections)
 * are not texts.
 */
export function catalogueModules(build: ServerBuild, clientDir: string): CatalogueModules {
  const { entry, routes } = build.assets;
  const root = routes.root;
  const startFiles = [
    entry.module,
    ...entry.imports,
    ...(root ? [root.module, ...(root.imports ?? [])] : []),
  ];
  const found: CatalogueModules = {};
  for (const file of new Set(startFiles)) {
    const text = fs.readFileSync(path.join(clientDir, file), "utf8");
    for (const [, name, lang] of text.matchAll(CATALOGUE_IMPORT))
      if (name && lang) found[lang as Lang] = `/assets/${name}`;
  }
  return found;
}
