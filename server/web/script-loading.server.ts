import { FIRST_PAINT } from "@shared/first-paint.ts";

/**
 * On a phone over slow 4G every byte fetched before the first paint delays it. React Router
 * asks for all of the page's modules while the HTML is still being parsed: as preload hints
 * in the head and as static imports of its one inline module script. Both make about 100 KB
 * of JavaScript compete with the stylesheet, the font and the hero image (measured with
 * `npm run bench`: LCP 2.0 s instead of about 1.2 s for the same page without scripts).
 *
 * This rewrites the page so that the modules are requested after the first paint: the hints
 * leave the head and the static imports become dynamic ones that wait for the first paint. The
 * page is server-rendered, so the visitor reads it meanwhile; hydration starts a frame later.
 * After the paint the hints come back, all at once: without them the browser would find the
 * modules one level of imports at a time (four round trips on /menu before decision record 013).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
/** With the render's nonce, which the rewritten script keeps. */
const ROUTER_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;
/** The route manifest, a module of its own when the page carries every route (react-router.config.ts). */
const SIDE_EFFECT_IMPORT = /import "([^"]+)";/g;

export function loadScriptsAfterFirstPaint(html: string): string {
  const hints = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  return html.replace(MODULE_PRELOAD, "").replace(ROUTER_SCRIPT, (script, nonce: string, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    if (imports.length === 0) return script;
    const names = imports.map((m) => m[1]).join(", ");
    const urls = [...imports.map((m) => m[2]), ...[...body.matchAll(SIDE_EFFECT_IMPORT)].map((m) => m[1])];
    const loads = urls.map((url) => `import(${JSON.stringify(url)})`).join(", ");
    const rest = body.replace(STATIC_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "");
    const preload = `for (const href of ${JSON.stringify(hints)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
    return `<script${nonce} type="module" async="">await ${FIRST_PAINT};\n${preload}\nconst [${names}] = await Promise.all([${loads}]);${rest}</script>`;
  });
}
