import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { restrictToParentElement, restrictToVerticalAxis } from "@dnd-kit/modifiers";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from "react";
import { useAdminI18n } from "../i18n/admin-i18n";
import { Button } from "../ui/button";
import { moveItem, type Positioned } from "./reorder";

const MODIFIERS = [restrictToVerticalAxis, restrictToParentElement];

const sortableIndex = (target: { data: { current?: { sortable?: { index: number } } } } | null) =>
  target?.data.current?.sortable?.index;

/**
 * A list whose items can be dragged into a new order: with a mouse or a finger on each item's
 * handle, or with the keyboard (Space, arrows, Space). Screen readers hear where the item is.
 * `onReorder` receives the whole list in its new order.
 */
export function SortableList<T extends Positioned>({
  items,
  nameOf,
  onReorder,
  children,
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  onReorder: (next: T[]) => void;
  children: ReactNode;
}) {
  const { t } = useAdminI18n();
  const instructions: ScreenReaderInstructions = { draggable: t("sortOrder.instructions") };
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const count = items.length;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : t("sortOrder.theItem");
  };
  const at = (index: number | undefined) =>
    t("sortOrder.at", { position: (index ?? 0) + 1, count });
  // A drag starts over its own place; saying "moved" then would drown out "Picked up".
  const hasMoved = useRef(false);

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      hasMoved.current = false;
      return t("sortOrder.pickedUp", { name: name(active.id), at: at(sortableIndex(active)) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!hasMoved.current && over.id === active.id)) return undefined;
      hasMoved.current = true;
      return t("sortOrder.movedTo", { name: name(active.id), at: at(sortableIndex(over)) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t("sortOrder.droppedAt", { name: name(active.id), at: at(sortableIndex(over)) })
        : t("sortOrder.putBack", { name: name(active.id) }),
    onDragCancel: ({ active }) =>
      t("sortOrder.cancelled", { name: name(active.id), at: at(sortableIndex(active)) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      // The live region and the instructions go to the end of the page, outside the list and its tab.
      accessibility={{
        announcements,
        screenReaderInstructions: instructions,
        container: typeof document === "undefined" ? undefined : document.body,
      }}
      onDragEnd={({ active, over }) => {
        if (!over || active.id === over.id) return;
        onReorder(moveItem(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** What a row of a sortable list wires up: its element, and the drag handle's element and events. */
export interface DragBinding {
  rowRef: (element: HTMLElement | null) => void;
  rowStyle: CSSProperties;
  isDragging: boolean;
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
}

/** One item of a SortableList; the row itself is rendered by `children`. */
export function SortableItem({
  id,
  children,
}: {
  id: string;
  children: (drag: DragBinding) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return children({
    rowRef: setNodeRef,
    rowStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      position: "relative",
      zIndex: isDragging ? 1 : undefined,
    },
    isDragging,
    handleRef: setActivatorNodeRef,
    handleAttributes: attributes,
    handleListeners: listeners,
  });
}

/** The grip a row is dragged by; `touch-action: none` lets a finger drag it instead of scrolling the page. */
export function DragHandle({ name, drag }: { name: string; drag: DragBinding }) {
  const { t } = useAdminI18n();
  return (
    <button
      ref={drag.handleRef}
      type="button"
      {...drag.handleAttributes}
      {...drag.handleListeners}
      aria-label={t("sortOrder.dragLabel", { name })}
      title={t("sortOrder.dragTitle")}
      className="inline-flex min-h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 hover:text-ink-900 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <circle cx="7" cy="4" r="1.6" />
        <circle cx="13" cy="4" r="1.6" />
        <circle cx="7" cy="10" r="1.6" />
        <circle cx="13" cy="10" r="1.6" />
        <circle cx="7" cy="16" r="1.6" />
        <circle cx="13" cy="16" r="1.6" />
      </svg>
    </button>
  );
}

export interface MoveControls {
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
}

/**
 * Move up and Move down, for whoever would rather tap or press a button than drag. The
 * pressed button keeps focus while its row changes place (the other one takes over at an end),
 * so pressing it again moves the item further.
 */
export function MoveButtons({ name, move }: { name: string; move: MoveControls }) {
  const { t } = useAdminI18n();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<-1 | 1 | null>(null);
  const atTop = move.index === 0;
  const atBottom = move.index === move.count - 1;

  useLayoutEffect(() => {
    const pressed = refocus.current;
    if (pressed === null) return;
    refocus.current = null;
    const wanted = pressed === -1 ? (atTop ? downRef : upRef) : atBottom ? upRef : downRef;
    wanted.current?.focus();
  }, [move.index, atTop, atBottom]);

  const press = (delta: -1 | 1) => {
    refocus.current = delta;
    move.onMove(delta);
  };

  return (
    <div className="flex shrink-0 gap-1" role="group" aria-label={t("sortOrder.group", { name })}>
      <Button
        ref={upRef}
        aria-label={t("sortOrder.moveUp", { name })}
        title={t("sortOrder.up")}
        disabled={atTop}
        onClick={() => press(-1)}
        className="w-11 px-0!"
      >
        <ArrowIcon direction="up" />
      </Button>
      <Button
        ref={downRef}
        aria-label={t("sortOrder.moveDown", { name })}
        title={t("sortOrder.down")}
        disabled={atBottom}
        onClick={() => press(1)}
        className="w-11 px-0!"
      >
        <ArrowIcon direction="down" />
      </Button>
    </div>
  );
}

const ARROW_PATHS = {
  up: "M10 16V4M4.5 9.5L10 4l5.5 5.5",
  down: "M10 4v12M4.5 10.5L10 16l5.5-5.5",
} as const;

function ArrowIcon({ direction }: { direction: keyof typeof ARROW_PATHS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ARROW_PATHS[direction]} />
    </svg>
  );
}
