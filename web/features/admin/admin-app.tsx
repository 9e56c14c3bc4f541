import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { onUnauthorized } from "~/lib/api/client";
import { readToken } from "~/lib/api/token";
import { useToken } from "./auth/use-token";
import { AdminI18nProvider, useAdminI18n, useAdminTitle } from "./i18n/admin-i18n";
import { AdminPanel } from "./panel/admin-panel";
import { onDemand, OnDemandBoundary } from "./panel/on-demand";
import { createAdminQueryClient } from "./query-client";
import { ConfirmProvider } from "./ui/confirm";

const TOAST_DURATION_MS = 3000;

/**
 * The login form checks with zod, which a signed-in start does without: a chunk of its own.
 * Without a token its code is asked for while this module runs, before React has hydrated.
 */
const loginForm = onDemand(() => import("./auth/login-form").then((m) => m.LoginForm));
const LoginForm = loginForm.Content;
if (typeof window !== "undefined" && !readToken()) void loginForm.preload();

/**
 * /admin: the panel with a token, the login form without one. Decided in the browser only;
 * the server cannot see local storage, so it sends a neutral loading shell.
 */
export function AdminApp() {
  return (
    <AdminI18nProvider>
      <AdminScreens />
    </AdminI18nProvider>
  );
}

function AdminScreens() {
  const { lang, t } = useAdminI18n();
  useAdminTitle("panel.title");
  const token = useToken();
  const [queryClient] = useState(createAdminQueryClient);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  useEffect(() => onUnauthorized(() => setSessionExpired(true)), []);
  const loading = (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100" aria-busy="true">
      <p className="text-sm text-stone-600">{t("app.loading")}</p>
    </main>
  );
  // Nothing loaded for one session may show in the next.
  useEffect(() => {
    if (!token) queryClient.clear();
  }, [token, queryClient]);

  return (
    <div lang={lang} className="text-ink-900 [&_:focus-visible]:outline-saffron-700">
      {token === undefined ? (
        loading
      ) : (
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>
            {token ? (
              <AdminPanel focusOnMount={justLoggedIn} />
            ) : (
              <OnDemandBoundary fallback={loading}>
                <LoginForm
                  sessionExpired={sessionExpired}
                  onLoggedIn={() => {
                    setSessionExpired(false);
                    setJustLoggedIn(true);
                  }}
                />
              </OnDemandBoundary>
            )}
          </ConfirmProvider>
          {/* At the top, toasts never cover a form's Save button, which sits at the bottom on phones. */}
          <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors theme="light" />
        </QueryClientProvider>
      )}
    </div>
  );
}
