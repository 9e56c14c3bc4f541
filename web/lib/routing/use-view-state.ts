import { useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The address's query as a page's view state (what the menu, the menu-image group view or the map show).
 * A change shows at once, in the same render as the tap, and then replaces the address without
 * scrolling; a change of the address itself (back, forward, a link) is followed. Checkboxes need
 * the first: React puts a controlled box back to its state right after the click.
 */
export function useViewState(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  const [shown, setShown] = useState(search);
  const [address, setAddress] = useState(search.toString());
  if (search.toString() !== address) {
    setAddress(search.toString());
    setShown(search);
  }
  const show = (next: URLSearchParams) => {
    setShown(next);
    void setSearch(next, { replace: true, preventScrollReset: true });
  };
  return [shown, show];
}
