import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { LoginInputSchema } from "@shared/contract/auth.ts";
import { restaurant } from "@shared/restaurant.ts";
import { errorText } from "~/shared/api/client";
import { storeToken } from "~/shared/api/token";
import { Button } from "../ui/button";
import { inputClass } from "../ui/fields";
import { authApi } from "./auth-api";

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

export function LoginForm({ sessionExpired, onLoggedIn }: { sessionExpired: boolean; onLoggedIn: () => void }) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The form is the whole page: typing can start at once, also after a logout or an expired session.
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const input = LoginInputSchema.safeParse({ email, password });
    if (!input.success) {
      setError(input.error.issues[0]?.message ?? "Login failed");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { token } = await authApi.login(input.data);
      onLoggedIn();
      storeToken(token);
    } catch (err) {
      setError(errorText(err, "Login failed"));
      setBusy(false);
      passwordRef.current?.select();
    }
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-saffron-700 uppercase">{restaurant.name}</p>
        <h1 className="mt-1 text-2xl font-semibold text-ink-900">Admin login</h1>
        {sessionExpired && (
          <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {SESSION_EXPIRED}
          </p>
        )}
        <form onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined} className="mt-6 flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-stone-800">
              Email
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className={inputClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-password`} className="text-sm font-medium text-stone-800">
              Password
            </label>
            <div className="flex gap-2">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                type={showPassword ? "text" : "password"}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                className={inputClass}
              />
              <Button
                aria-controls={`${id}-password`}
                aria-label={showPassword ? "Hide password" : "Show password"}
                onClick={() => setShowPassword((s) => !s)}
                className="shrink-0"
              >
                {showPassword ? "Hide" : "Show"}
              </Button>
            </div>
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? "Logging in..." : "Login"}
          </Button>
        </form>
      </div>
    </main>
  );
}
