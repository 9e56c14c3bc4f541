import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { preloadModule } from "react-dom";
import type { Route } from "./+types/root";
import { DEFAULT_LANG, languageOfRequest } from "@shared/language-rule.ts";
import { langCookie } from "./lib/i18n/language";
import { languageChoiceOf } from "./lib/i18n/language-choice";
import { revalidateUnlessViewState } from "./lib/routing/view-state";
import { I18nProvider, useCatalogue, useI18n } from "./lib/i18n/i18n";
import { loadMessages } from "./lib/i18n/catalogues";
import { langOfDocument } from "./lib/i18n/language";
import { useMarkHydrated } from "./ui/mark-hydrated";
import { useNonce } from "./lib/nonce";
import { PUBLIC_LAYOUT_ID } from "./features/seo/meta";
import { useLogoSrc } from "./features/layout/site-pictures";
import type { LogoIcons } from "@shared/contract/restaurant-pictures.ts";
import { FIRST_PAINT } from "@shared/first-paint.ts";
import { siteProfileOf } from "@shared/restaurant-profile.ts";
import "./app.css";
import displayFont from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";

/**
 * Browser tab and home screen: the uploaded logo's icons, or the built-in ones in web/public
 * (scripts/generate-public-assets.mjs). The manifest is the server's and follows the logo itself.
 */
function SiteIcons({ icons, manifest }: { icons: LogoIcons | null; manifest: string }) {
  return (
    <>
      {icons ? (
        <link rel="icon" href={icons.favicon} sizes="32x32" type="image/png" />
      ) : (
        <>
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </>
      )}
      <link rel="apple-touch-icon" href={icons?.appleTouch ?? "/apple-touch-icon.png"} />
      <link rel="manifest" href={manifest} />
    </>
  );
}

/** The address bar: the header's ink, as in manifest.webmanifest. */
const THEME_COLOR = "#1c1410";

/**
 * The headings' display face (39 KB, the Latin subset: German and English need no other) is
 * fetched after the first paint and added once it has arrived. Fetched beside the stylesheet, it
 * shared the slow connection with it and held up the largest paint, a paragraph in the system
 * face. Added when loaded, it redraws the headings in one cheap relayout; a change of their
 * font-family instead restyled and relaid the whole page (about 40 ms of main thread). The
 * script comes before the stylesheet link, so it does not wait for the stylesheet. Offline, the
 * headings keep the fallback.
 */
const DISPLAY_FACE_AFTER_FIRST_PAINT = `${FIRST_PAINT}
  .then(() => new FontFace("Playfair Display Variable", 'url(${displayFont}) format("woff2")', { weight: "400 900" }).load())
  .then((face) => document.fonts.add(face), () => {});`;

// The page's catalogue is asked for as this module runs, before the page script asks for the
// entry, so both download together and hydration does not wait one more round trip for it.
if (!import.meta.env.SSR) void loadMessages(langOfDocument()).catch(() => {});

export async function loader({ request, context }: Route.LoaderArgs) {
  // The language switch without script: remember the choice, then show the page without the parameter.
  const choice = languageChoiceOf(new URL(request.url));
  if (choice)
    throw redirect(choice.continueTo, {
      status: 303,
      headers: { "Set-Cookie": langCookie(choice.lang) },
    });
  const lang = languageOfRequest(request);
  // The public address makes canonical links, alternates and share images absolute.
  // The restaurant profile and pictures: read once per render, every component takes them from here.
  return {
    lang,
    siteUrl: context.siteUrl,
    pictures: await context.data.pictures(),
    shareImage: await context.data.shareImage(),
    profile: siteProfileOf(await context.data.profile()),
    // The built module of the page's texts (production), which the admin preloads: see Layout.
    catalogueModule: context.catalogueModules?.[lang],
  };
}

export const shouldRevalidate = revalidateUnlessViewState;

/**
 * Public pages work from their HTML alone, so their modules need not arrive before the first
 * paint: preloaded, they are fetched at high priority beside the stylesheet and delayed the
 * paint by about 1 s in Lighthouse's mobile profile. Without the preloads the page script's own
 * imports load them, after the paint. The admin panel is a client app and keeps them. The
 * `modulePreload` prop is our patch of React Router (patches/, docs/decisions/022).
 */
function useModulePreload(): boolean {
  return !useMatches().some((match) => match.id === PUBLIC_LAYOUT_ID);
}

/** A route's script for the head (its `handle.headScript`): the admin's first requests. */
function useHeadScripts(): string[] {
  return useMatches().flatMap((match) => {
    const script = (match.handle as { headScript?: unknown } | undefined)?.headScript;
    return typeof script === "string" ? [script] : [];
  });
}

/**
 * Whether the page's headings use the display face. The admin panel, used many times a day on
 * weak kitchen Wi-Fi, is set in the system face: its route says so (`handle.displayFace: false`),
 * and its first visit does not share the slow connection with a font it never shows.
 */
function useDisplayFace(): boolean {
  return !useMatches().some(
    (match) => (match.handle as { displayFace?: unknown } | undefined)?.displayFace === false,
  );
}

/** A route may be an app of its own on the home screen (its `handle.manifest`): the admin is. */
function useManifest(): string {
  for (const match of useMatches()) {
    const manifest = (match.handle as { manifest?: unknown } | undefined)?.manifest;
    if (typeof manifest === "string") return manifest;
  }
  return "/manifest.webmanifest";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? DEFAULT_LANG;
  const nonce = useNonce();
  const modulePreload = useModulePreload();
  const manifest = useManifest();
  const headScripts = useHeadScripts();
  const displayFace = useDisplayFace();
  // The page hydrates once its texts are there. A page whose modules are preloaded fetches them
  // with its modules rather than a round trip after them, when its modules have run.
  if (modulePreload && data?.catalogueModule)
    preloadModule(data.catalogueModule, { as: "script", nonce });
  // The head's titles and descriptions (`meta`) are in the page's language too.
  useCatalogue(lang);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headScripts.map((script) => (
          <script key={script} nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
        ))}
        {displayFace && (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: DISPLAY_FACE_AFTER_FIRST_PAINT }}
          />
        )}
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <SiteIcons icons={data?.pictures.logo?.icons ?? null} manifest={manifest} />
        <Links />
      </head>
      <body>
        <I18nProvider lang={lang}>{children}</I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} modulePreload={modulePreload} />
      </body>
    </html>
  );
}

export default function App() {
  useMarkHydrated();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useI18n();
  const logo = useLogoSrc();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-ink-900 px-6 text-center text-cream-50">
      <img src={logo} width="64" height="64" alt="" className="size-16 object-contain" />
      <h1 className="mt-6 font-display text-3xl font-semibold md:text-4xl">
        {notFound ? t("notFound.title") : t("error.title")}
      </h1>
      <p className="mt-4 max-w-md text-cream-100">
        {notFound ? t("notFound.text") : t("error.text")}
      </p>
      <a
        href="/"
        className="mt-8 rounded-full bg-saffron-500 px-6 py-2.5 font-semibold text-ink-900 hover:bg-saffron-100"
      >
        {t("error.home")}
      </a>
    </main>
  );
}
