import { useSyncExternalStore } from "react";
import { readToken, subscribeToken } from "~/lib/api/token";

/**
 * The stored token; `undefined` while rendering on the server and hydrating, where local
 * storage is unknown, so the server HTML shows neither the login form nor the panel.
 */
export function useToken(): string | null | undefined {
  return useSyncExternalStore(subscribeToken, readToken, () => undefined);
}
