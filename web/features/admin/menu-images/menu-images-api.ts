import type { MenuImage, MenuImageDatesInputSchema } from "@shared/contract/menu-image.ts";
import type { MenuImageWire } from "@shared/contract/menu-image-wire.ts";
import { fromMenuImageWire } from "@shared/contract/menu-image-wire-codec.ts";
import type { z } from "zod";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/lib/api/client";
import type { MenuImagePayload } from "./upload-plan";

/** New dates as the date inputs give them, by the contract's names; empty removes a limit. */
type MenuImageDatesPayload = Record<keyof z.input<typeof MenuImageDatesInputSchema>, string>;

/** The answer read as the one shape of a menu image, by the edge adapter. */
const menuImage = async (answer: Promise<MenuImageWire>): Promise<MenuImage> =>
  fromMenuImageWire(await answer);

/** The admin's menu images, each answer read as the one shape (`shared/contract/menu-image.ts`). */
export const menuImagesApi = {
  /** Every upload, oldest first, those outside their dates included. */
  list: async (signal?: AbortSignal): Promise<MenuImage[]> =>
    (await apiRequest<MenuImageWire[]>("/api/menu-images/all", { signal })).map(fromMenuImageWire),
  upload: ({ fields, file }: { fields: MenuImagePayload; file: File }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file);
    return menuImage(
      apiRequest<MenuImageWire>("/api/menu-images", {
        method: "POST",
        form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
      }),
    );
  },
  setDates: ({ id, dates }: { id: string; dates: MenuImageDatesPayload }) =>
    menuImage(
      apiRequest<MenuImageWire>(`/api/menu-images/${encodeURIComponent(id)}`, {
        method: "PUT",
        json: dates,
      }),
    ),
  remove: (id: string) =>
    apiRequest(`/api/menu-images/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
