import { useEffect, useRef, useState } from "react";

/** A list row's view/edit switch; after save or cancel, focus returns to the row's Edit button. */
export function useEditMode() {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [editing]);

  return {
    editing,
    editButtonRef,
    start: () => setEditing(true),
    finish: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}
