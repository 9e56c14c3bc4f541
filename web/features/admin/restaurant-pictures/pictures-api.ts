import type {
  PictureSlot,
  RestaurantPictures,
  SitePicture,
} from "@shared/contract/restaurant-pictures.ts";
import { apiRequest, UPLOAD_TIMEOUT_MS } from "~/lib/api/client";

/** What one group's form sends, by the contract's names; the files travel beside them. */
export interface PicturePayload {
  altDe: string;
  altEn: string;
  removeVideo: boolean;
  image: File | null;
  video: File | null;
}

export const picturesApi = {
  all: (signal?: AbortSignal) =>
    apiRequest<RestaurantPictures>("/api/restaurant-pictures", { signal }),
  put: ({ slot, payload }: { slot: PictureSlot; payload: PicturePayload }) => {
    const form = new FormData();
    form.append("altDe", payload.altDe);
    form.append("altEn", payload.altEn);
    if (payload.removeVideo) form.append("removeVideo", "true");
    if (payload.image) form.append("image", payload.image);
    if (payload.video) form.append("video", payload.video);
    return apiRequest<SitePicture>(`/api/restaurant-pictures/${slot}`, {
      method: "PUT",
      form,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  },
  reset: (slot: PictureSlot) =>
    apiRequest(`/api/restaurant-pictures/${slot}`, { method: "DELETE" }),
};
