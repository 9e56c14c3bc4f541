import type { Lang } from "@shared/contract/common.ts";
import type { de } from "./messages/de";

export type Messages = typeof de;

/**
 * Each language's catalogue is a chunk of its own: a page fetches only its own language's, and
 * the other one only when the visitor switches. The server loads both before its first request
 * (entry.server.tsx), so it renders either language at once.
 */
const importers: Record<Lang, () => Promise<Messages>> = {
  de: () => import("./messages/de").then((m) => m.de),
  en: () => import("./messages/en").then((m) => m.en),
};

const loaded: Partial<Record<Lang, Messages>> = {};
const loading: Partial<Record<Lang, Promise<Messages>>> = {};

/** The language's catalogue, fetched once; a failed fetch is tried again on the next call. */
export function loadMessages(lang: Lang): Promise<Messages> {
  loading[lang] ??= importers[lang]().then(
    (messages) => (loaded[lang] = messages),
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** The language's catalogue if it has arrived. */
export function loadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang];
}
