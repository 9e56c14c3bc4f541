/**
 * A menu-image group shown one image at a time lives in the address, so "View All" and its
 * previous and next links work without script: `?group=<title>&image=<n>` (n from 1). Other
 * parameters (the language) are kept.
 */
export const GROUP_PARAM = "group";
export const IMAGE_PARAM = "image";

/** Where the group view is: a link followed without script lands on the picture. */
export const GROUP_VIEW_ID = "group-view";

/** The group and the image (from 1, wrapped into range) the address asks for, or null. */
export function groupViewOf(search: URLSearchParams): { title: string; image: number } | null {
  const title = search.get(GROUP_PARAM);
  if (title === null) return null;
  const image = Number.parseInt(search.get(IMAGE_PARAM) ?? "1", 10);
  return { title, image: Number.isFinite(image) && image >= 1 ? image : 1 };
}

/** Image `n` of `total`, wrapped around: after the last comes the first, before the first the last. */
export const wrapImage = (n: number, total: number) => ((((n - 1) % total) + total) % total) + 1;

export function withGroupView(
  search: URLSearchParams,
  title: string,
  image: number,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(GROUP_PARAM, title);
  next.set(IMAGE_PARAM, String(image));
  return next;
}

export function withoutGroupView(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(GROUP_PARAM);
  next.delete(IMAGE_PARAM);
  return next;
}

export const queryHref = (search: URLSearchParams, hash = "") => `?${search.toString()}${hash}`;
