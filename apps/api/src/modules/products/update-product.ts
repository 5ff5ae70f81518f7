import { tables } from "@lapak/db";
import type { Product, StoredEvent } from "@lapak/shared/schemas/product";
import { and, eq, isNull } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { eventMoved, mailEventChange } from "../events/event-change-emails";
import { replaceCurriculum } from "./course-curriculum";
import { getOwnProduct, productNotFound } from "./get-product";
import { prepareProduct, replaceProductFiles } from "./prepare-product";
import type { ProductInput } from "./product-input";
import { requireFreeSlug, slugTaken } from "./slug";

/**
 * `PUT /v1/product/{type}/{id}`: replaces the product's fields with the form's (the files with
 * `fileIds`, in order). A slug left out is kept (links already shared keep working); a new one must
 * be free (422 on `slug`); a cover left out is kept, null removes it. Another seller's product, a
 * deleted one or one of another type → 404. An event whose time or place changed emails every
 * ticket holder, in the same DB transaction (`mailEventChange`).
 */
export async function updateProduct(
  deps: Pick<Deps, "db" | "jobs" | "config">,
  { sellerId, id, input }: { sellerId: string; id: string; input: ProductInput },
): Promise<Product> {
  const { db } = deps;
  const current = await getOwnProduct(deps, { sellerId, id, type: input.type });
  // A 1:1 session's blocked dates have their own call: the form's update keeps them (ADR 0047).
  const blockedDates = current.coaching?.blockedDates ?? [];
  if (input.settings.coaching && blockedDates.length > 0) input.settings.coaching.blockedDates = blockedDates;
  const { columns, fileIds } = await prepareProduct(deps, sellerId, { ...input, id });
  const slug = input.slug ?? current.slug;
  if (slug !== current.slug) await requireFreeSlug(deps, sellerId, slug, id);
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(tables.products)
        .set({ ...columns, slug, updatedAt: new Date() })
        .where(
          and(eq(tables.products.id, id), eq(tables.products.sellerId, sellerId), isNull(tables.products.deletedAt)),
        )
        .returning({ id: tables.products.id });
      if (updated.length === 0) throw productNotFound();
      await replaceProductFiles(tx, id, fileIds);
      if (input.modules) await replaceCurriculum(tx, id, input.modules);
      const [before, after] = [storedEventOf(current), input.settings.event];
      if (after && eventMoved(before, after)) {
        await mailEventChange(tx, deps, { productId: id, title: input.title, event: after });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  return getOwnProduct(deps, { sellerId, id });
}

/** The stored event fields behind an owner's view (`salesEndAt` as the view shows it is not compared). */
function storedEventOf(product: Product): StoredEvent | undefined {
  const event = product.event;
  return event
    ? { startsAt: event.startsAt, endsAt: event.endsAt, location: event.location, capacity: event.capacity }
    : undefined;
}
