import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports point one way: web and server both depend on shared/, never on each other;
 * demo/ seeds through the server's services, and nothing imports it;
 * shared/ depends on nothing of ours; server-only modules never reach the browser.
 */
/** better-sqlite3 12 aborts on Node 24 and 13 crashes on Node 20: one module picks the driver (decision record 014). */
const SQLITE_DRIVER = {
  name: "better-sqlite3",
  allowTypeImports: true,
  message:
    "Open SQLite through server/db/sqlite.server.ts, which picks the driver for the running Node.",
};

const SERVER_PATTERNS = [
  {
    group: ["~/*", "**/web/**/*.tsx"],
    message: "The server must not import the web app's modules.",
  },
  {
    group: ["**/demo/**"],
    message:
      "The demo content is seeded from outside the server (demo/): the server never carries it.",
  },
];

/** Below the routes, a rule says no with a DomainError; only the HTTP edge knows statuses and headers. */
const NO_HTTP = {
  group: ["**/http/*"],
  message:
    "Services, repositories and mappers know nothing of HTTP: throw DomainError (server/domain-error.server.ts); the edge maps it.",
};

/**
 * What one feature may import of another: its service, its repository (the rows' types), its
 * mapper, and the few modules named below that are shared on purpose. Its routes, its undo and
 * its helpers stay its own.
 */
const FEATURE_SURFACE = {
  regex: String.raw`^\.\./(?!\.\./)(?!history/(change|summaries|undo-registry)\.server\.ts$|sort-order/permutation\.server\.ts$|dishes/sold-out\.server\.ts$)[^/]+/(?![^/]*(\.service|\.repo|-mapper)\.server\.ts$)`,
  message:
    "Import another feature through its service, repository or mapper (or a module eslint.config.js names): its other modules are its own.",
};

/** Every feature imports the history; the history imports none of them, and each registers its own undo with it. */
const HISTORY_ALONE = {
  regex: String.raw`^\.\./(?!\.\./)`,
  message:
    "The history knows no feature: a feature registers its undo in its own *.undo.server.ts through undo-registry.server.ts.",
};

const ROUTES = "server/features/*/*.routes.server.ts";

const serverImports = (...patterns) => [
  "error",
  { patterns: [...SERVER_PATTERNS, ...patterns], paths: [SQLITE_DRIVER] },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "dist/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/web/**", "~/*"],
              message: "shared/ must not import the server or the web app.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "*.server", "*.server.ts"],
              message: "The web app must not import server code; use the load context or the API.",
            },
          ],
          paths: ["react-dom/server", "react-dom/server.node"].map((name) => ({
            name,
            message:
              "React's Node build brings an AsyncLocalStorage that slows every request of the process: use react-dom/server.edge (decision record 008).",
          })),
        },
      ],
    },
  },
  {
    files: ["web/ui/**", "web/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web app must not import server code." },
            {
              group: [
                "~/features/*",
                "~/routes/*",
                "../features/*",
                "../routes/*",
                "../../features/*",
                "../../routes/*",
              ],
              message:
                "The browser's building blocks (web/ui, web/lib) must not import features or routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web app must not import server code." },
            {
              group: ["~/routes/*", "../../routes/*"],
              message: "Features must not import routes.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": serverImports() },
  },
  // A rule eslint meets twice is replaced, not merged: each block below repeats the server's patterns.
  {
    files: ["server/features/**"],
    ignores: [ROUTES, "server/features/history/**"],
    rules: { "no-restricted-imports": serverImports(NO_HTTP, FEATURE_SURFACE) },
  },
  {
    files: [ROUTES],
    ignores: ["server/features/history/**"],
    rules: { "no-restricted-imports": serverImports(FEATURE_SURFACE) },
  },
  {
    files: ["server/features/history/**"],
    ignores: [ROUTES],
    rules: { "no-restricted-imports": serverImports(NO_HTTP, HISTORY_ALONE) },
  },
  {
    files: ["server/features/history/*.routes.server.ts"],
    rules: { "no-restricted-imports": serverImports(HISTORY_ALONE) },
  },
  {
    files: ["tests/**", "scripts/**", "demo/**"],
    rules: { "no-restricted-imports": ["error", { paths: [SQLITE_DRIVER] }] },
  },
);
