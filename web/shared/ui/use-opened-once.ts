import { useState } from "react";

/**
 * True from the first time `open` is true on. A closed panel that only a script can open renders
 * its contents from then on: until then they are elements every page would parse, lay out and
 * hydrate for nobody, and once shown they stay, so closing and reopening keeps their state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
