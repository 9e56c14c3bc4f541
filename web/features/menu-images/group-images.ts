import type { MenuImage } from "@shared/contract/menu-image.ts";

export interface ImageGroup {
  title: string;
  images: MenuImage[];
}

/**
 * Splits the menu images into picture groups (images sharing a title, in the API's order:
 * newest first) and PDF documents, which each get a card of their own.
 */
export function groupImages(items: readonly MenuImage[]): {
  groups: ImageGroup[];
  pdfs: MenuImage[];
} {
  const groups = new Map<string, ImageGroup>();
  const pdfs: MenuImage[] = [];
  for (const item of items) {
    if (item.kind === "pdf") {
      pdfs.push(item);
      continue;
    }
    const group = groups.get(item.title);
    if (group) group.images.push(item);
    else groups.set(item.title, { title: item.title, images: [item] });
  }
  return { groups: [...groups.values()], pdfs };
}
