/**
 * The admin's session token, kept in localStorage under the key `token` and readable
 * as an external store, so every component sees a login, a logout or an expired session
 * at once, in this tab and in other tabs.
 */
export const TOKEN_KEY = "token";

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is logged in.
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  // A login or logout in another tab arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
