/**
 * The seller's products in storefront order, reordered by drag and drop — mouse, touch (hold
 * briefly, so the page still scrolls) and keyboard (Space on the handle, arrows, Space) — and saved
 * with `PUT /v1/products/order` at once.
 */
import {
  type Announcements,
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import type { Product } from "@lapak/shared/schemas/product";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/features/ui/use-action-toast";
import type { MyStoreResult } from "../api/my-store.server";
import { DeleteDialog } from "./delete-dialog";
import { ProductRow } from "./product-row";

function titleOf(items: Product[], id: unknown): string {
  return items.find((item) => item.id === id)?.title ?? "Produk";
}

function positionOf(items: Product[], id: unknown): number {
  return items.findIndex((item) => item.id === id) + 1;
}

/** The sortable list and the delete confirmation. */
export function ProductList({ products }: { products: Product[] }) {
  const [items, setItems] = useState(products);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const fetcher = useFetcher<MyStoreResult>();
  useActionToast(fetcher.data);

  // The loader's order wins whenever it changes (after a save, or a failed one).
  useEffect(() => setItems(products), [products]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => `${titleOf(items, active.id)} diangkat, posisi ${positionOf(items, active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(items, active.id)} dipindah ke posisi ${positionOf(items, over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(items, active.id)} diletakkan di posisi ${positionOf(items, over.id)}.` : undefined,
    onDragCancel: ({ active }) => `Pemindahan ${titleOf(items, active.id)} dibatalkan.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    const next = arrayMove(items, from, to);
    setItems(next);
    fetcher.submit({ intent: "reorder", ids: JSON.stringify(next.map((item) => item.id)) }, { method: "post" });
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "Tekan Spasi atau Enter untuk mengangkat produk, panah atas/bawah untuk memindah, Spasi lagi untuk meletakkan, Escape untuk batal.",
          },
        }}
      >
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <ul aria-label="Produk di toko Anda" className="space-y-3">
            {items.map((product) => (
              <ProductRow key={product.id} product={product} onDelete={() => setDeleting(product)} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <DeleteDialog
        title={deleting?.title ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            setItems((current) => current.filter((item) => item.id !== deleting.id));
            fetcher.submit({ intent: "delete", id: deleting.id }, { method: "post" });
          }
          setDeleting(null);
        }}
      />
    </>
  );
}
