import { createContext, useContext } from "react";
import type { DocumentOnly } from "@shared/contract/public-data.ts";

/**
 * The document-only part of the page the server is rendering, which its loaders filled
 * (entry.server.tsx). The browser never gets it, so there it is undefined.
 */
export const DocumentOnlyContext = createContext<DocumentOnly | undefined>(undefined);

export const useDocumentOnly = () => useContext(DocumentOnlyContext);
