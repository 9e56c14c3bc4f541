import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { DEFAULT_LANG, languageOfRequest } from "./shared/i18n/language";
import { I18nProvider } from "./shared/i18n/i18n";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  return { lang: languageOfRequest(request) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? DEFAULT_LANG;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider lang={lang}>{children}</I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Tests wait for this marker: a click on server HTML before React attaches would be lost.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-8 pt-32 text-center">
      <h1 className="text-3xl font-semibold">{status === 404 ? "404" : "Error"}</h1>
      <p className="mt-4">{isRouteErrorResponse(error) ? error.statusText : "Something went wrong."}</p>
    </main>
  );
}
