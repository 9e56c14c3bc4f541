/** An image's `srcset` from the widths the server made of it; undefined when it made none. */
export const srcSetOf = (variants: readonly { url: string; width: number }[]): string | undefined =>
  variants.map((v) => `${v.url} ${v.width}w`).join(", ") || undefined;
