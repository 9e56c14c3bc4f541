import type { Lang } from "@shared/contract/common.ts";
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";

/** What the rendering thread is given: plain data only, since it shares no memory or services with the server. */
export type PdfJob =
  | { kind: "menu"; menu: PublicMenuCategory[]; lang: Lang; today: string }
  | { kind: "tableCards"; lang: Lang; siteUrl: string };

export type PdfRequest = { id: number; job: PdfJob };
export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };
