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
  message: "Open SQLite through server/db/sqlite.server.ts, which picks the driver for the running Node.",
};

export default tseslint.config(
  { ignores: ["build/", "build-*/", "dist/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/web/**", "~/*"], message: "shared/ must not import the server or the web app." }] }],
    },
  },
  {
    files: ["web/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/server/**", "*.server", "*.server.ts"], message: "The web app must not import server code; use the load context or the API." }],
          paths: ["react-dom/server", "react-dom/server.node"].map((name) => ({
            name,
            message: "React's Node build brings an AsyncLocalStorage that slows every request of the process: use react-dom/server.edge (decision record 008).",
          })),
        },
      ],
    },
  },
  {
    files: ["web/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web app must not import server code." },
            { group: ["~/features/*", "~/routes/*", "../../features/*", "../../routes/*"], message: "Shared UI must not import features or routes." },
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
            { group: ["~/routes/*", "../../routes/*"], message: "Features must not import routes." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "**/web/**/*.tsx"], message: "The server must not import the web app's modules." },
            { group: ["**/demo/**"], message: "The demo content is seeded from outside the server (demo/): the server never carries it." },
          ],
          paths: [SQLITE_DRIVER],
        },
      ],
    },
  },
  {
    files: ["tests/**", "scripts/**", "demo/**"],
    rules: { "no-restricted-imports": ["error", { paths: [SQLITE_DRIVER] }] },
  },
);
