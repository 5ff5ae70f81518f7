/**
 * A vertical list reordered by drag and drop — mouse, touch (hold briefly, so the page still
 * scrolls) and keyboard (Space on the handle, arrows, Space) — as the store's product list does;
 * each item also gets "Naik"/"Turun" buttons through `SortableItem`'s render prop.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

interface SortableListProps<T> {
  items: T[];
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  /** Moves the item at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  /** The item; `handle` is its drag handle. */
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
  label: string;
  className?: string;
}

/** The list; `children` renders each item beside its handle. */
export function SortableList<T>({ items, keyOf, labelOf, onMove, children, label, className }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = items.map(keyOf);
  const titleOf = (id: unknown) => {
    const item = items[keys.indexOf(String(id))];
    return item ? labelOf(item) : "Item";
  };
  const positionOf = (id: unknown) => keys.indexOf(String(id)) + 1;

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `${titleOf(active.id)} diangkat, posisi ${positionOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${titleOf(active.id)} dipindah ke posisi ${positionOf(over.id)}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over ? `${titleOf(active.id)} diletakkan di posisi ${positionOf(over.id)}.` : undefined,
          onDragCancel: ({ active }) => `Pemindahan ${titleOf(active.id)} dibatalkan.`,
        },
        screenReaderInstructions: {
          draggable:
            "Tekan Spasi atau Enter untuk mengangkat, panah atas/bawah untuk memindah, Spasi lagi untuk meletakkan, Escape untuk batal.",
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item, index) => (
            <SortableItem key={keys[index]} id={keys[index] as string} label={labelOf(item)}>
              {(handle) => children(item, index, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Ubah urutan ${label}`}
      className="grid h-9 w-7 shrink-0 cursor-grab touch-none place-items-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-violet-600 active:cursor-grabbing"
    >
      <svg aria-hidden="true" viewBox="0 0 12 20" className="h-5 w-3 fill-current">
        {[3, 10, 17].flatMap((y) => [
          <circle key={`a${y}`} cx="3" cy={y} r="1.6" />,
          <circle key={`b${y}`} cx="9" cy={y} r="1.6" />,
        ])}
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? "relative z-10 shadow-xl" : "relative"}
    >
      {children(handle)}
    </li>
  );
}

/** "Naik" / "Turun" for the item at `index` of `count` (keyboard and screen-reader friendly). */
export function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const button =
    "rounded-lg px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent";
  return (
    <span className="flex shrink-0 items-center">
      <button
        type="button"
        className={button}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Naikkan ${label}`}
      >
        ↑
      </button>
      <button
        type="button"
        className={button}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Turunkan ${label}`}
      >
        ↓
      </button>
    </span>
  );
}
