import type { MenuImage } from "@shared/contract/menu-image.ts";
import { srcSetOf } from "~/ui/src-set";

/**
 * A menu image at the width the layout needs. The box is a portrait page (800 × 1000), the
 * shape of most menus, so nothing moves while it loads.
 */
export function MenuImagePicture({
  image,
  sizes,
  className,
  lazy = false,
}: {
  image: MenuImage;
  sizes: string;
  className: string;
  lazy?: boolean;
}) {
  return (
    <img
      src={image.url}
      srcSet={srcSetOf(image.variants)}
      sizes={sizes}
      width="800"
      height="1000"
      alt={image.title}
      loading={lazy ? "lazy" : undefined}
      decoding={lazy ? "async" : undefined}
      className={className}
    />
  );
}
