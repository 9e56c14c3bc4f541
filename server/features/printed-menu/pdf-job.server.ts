import type { Lang } from "@shared/contract/common.ts";
import type { PublicMenuCategory } from "@shared/contract/public-menu.ts";

/** What the rendering thread is given: plain data only, since it shares no memory or services with the server. */
export type PdfJob =
  | {
      kind: "menu";
      menu: PublicMenuCategory[];
      lang: Lang;
      today: string;
      identity: PrintedIdentity;
    }
  | { kind: "tableCards"; lang: Lang; siteUrl: string; identity: PrintedIdentity };

/** What the prints say of the restaurant, from its profile, in the print's language. */
export interface PrintedIdentity {
  name: string;
  tagline: string;
  /** Address and phone in one line; empty when neither is set. */
  contact: string;
}

export type PdfRequest = { id: number; job: PdfJob };
export type PdfReply = { id: number; pdf: Uint8Array } | { id: number; error: string };
