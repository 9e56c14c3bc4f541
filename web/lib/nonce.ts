import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page the server is rendering (server/pages). The page's
 * own inline scripts carry it; the browser hides it from scripts, so there it is undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
