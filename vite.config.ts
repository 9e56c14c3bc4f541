import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * A phone's browser compiles most functions of a script only when they are first called, on the
 * main thread, so hydrating a page also compiled React, React Router and the page's components:
 * 40–60 ms of main thread after the first paint in a cold Chromium (decision record 019 kept this hint). V8's
 * explicit compile hint makes it compile every function of a marked file while the file streams
 * in, on a background thread. It marks what a page runs as it starts (the entry, the route modules
 * and the chunks they share), not the parts a page imports on demand (lightbox, PDF viewer).
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

function compileAtLoadInTheBrowser(): Plugin {
  return {
    name: "compile-at-load-in-the-browser",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Last, after minification (which would drop the comment) and after Vite's own first line in a
    // chunk that imports on demand (its list of what to preload): V8 reads the hint only first.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || (chunk.isDynamicEntry && !chunk.isEntry)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The public pages start with one shared chunk instead of about twenty small ones: the runtime
 * (React, React Router) and the site's code that more than one route uses. Each file is a
 * request and, on the phone's main thread, tasks for its arrival and compilation; over HTTP/1.1
 * twenty of them also queue behind six connections. The admin's libraries and what a page loads
 * on demand (lightbox, PDF viewer) stay out of it, so a visitor never downloads them.
 */
const SITE_RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const SITE_CODE = /[\\/](web[\\/](ui[\\/]|lib[\\/]|features[\\/](?!admin[\\/]))|shared[\\/])[^\\/]/;
/**
 * What `/` loads on demand and another page may start with: the home page's sections below the
 * first screen, the footer, each language's texts, the legal text, the PDF page and the API client. Left to
 * the site group they would join it as code two routes share; without it, they form chunks of
 * their own, shared by the pages that use them.
 */
const ON_DEMAND =
  /[\\/]web[\\/](features[\\/](about[\\/]|menu[\\/]|visit[\\/]|legal[\\/]|pdf[\\/]|menu-images[\\/]|layout[\\/]footer)|lib[\\/](i18n[\\/]messages|api)[\\/])/;
/**
 * The zod schemas of the API and zod itself: the admin's forms validate with them, the public
 * pages never do. Without a group of their own they would join the site chunk as code that more
 * than one admin module shares. The code tables the menu shows are plain data beside them; the
 * site group goes first, so they stay with the site although the schemas import them (a group
 * takes in what its modules import).
 */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONTRACT_DIR = /[\\/]shared[\\/]contract[\\/](?!allergen-tables\.ts)/;
/**
 * The contract's modules without zod that the admin's start runs: the edge adapters' codecs
 * (`*-wire-codec.ts`, which read the answers), the roles' table and the error codes. A group of
 * their own that goes before the schemas', for the same reason as the site's: else the schemas,
 * which import them, would take them in, and "Heute" would load zod to read an answer.
 */
const CONTRACT_WITHOUT_ZOD =
  /[\\/]shared[\\/]contract[\\/]([a-z-]+-wire-codec|roles|api-errors)\.ts$/;
const CONTRACT = (id: string) =>
  ZOD.test(id) || (CONTRACT_DIR.test(id) && !CONTRACT_WITHOUT_ZOD.test(id));

export default defineConfig({
  // Rolldown's report of slow plugins measures the host's load more than the plugins.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "site",
                  test: (id) =>
                    SITE_RUNTIME.test(id) ||
                    (SITE_CODE.test(id) && !CONTRACT_DIR.test(id) && !ON_DEMAND.test(id)),
                  minShareCount: 2,
                  priority: 2,
                },
                { name: "contract-without-zod", test: CONTRACT_WITHOUT_ZOD, priority: 1.5 },
                { name: "contract", test: CONTRACT, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // Static files of the site (logo, hero film, about pictures) live beside the app's code.
  publicDir: "web/public",
  plugins: [compileAtLoadInTheBrowser(), tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./web", import.meta.url)),
      "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
});
