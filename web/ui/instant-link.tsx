import type { AnchorHTMLAttributes, MouseEvent } from "react";

/** A click the browser should handle itself: another tab or window, a download, a non-primary button. */
export function wantsBrowserDefault(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  );
}

/**
 * A real link to the address that shows the result, so a tap works from the server's HTML, before
 * hydration and without script. Once React runs, `onNavigate` does the same in place, without a
 * request; a click meant for a new tab still follows the link.
 */
export function InstantLink({
  href,
  onNavigate,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; onNavigate: () => void }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        if (wantsBrowserDefault(event)) return;
        event.preventDefault();
        onNavigate();
      }}
    />
  );
}
