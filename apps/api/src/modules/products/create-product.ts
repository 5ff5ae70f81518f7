import { newId, tables } from "@lapak/db";
import type { Product } from "@lapak/shared/schemas/product";
import { sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { replaceCurriculum } from "./course-curriculum";
import { getOwnProduct } from "./get-product";
import { prepareProduct, replaceProductFiles } from "./prepare-product";
import type { ProductInput } from "./product-input";
import { requireFreeSlug, slugify, slugTaken, uniqueSlug } from "./slug";

/**
 * `POST /v1/product/{type}`: creates a product of `sellerId` at the end of their list
 * (position = max + 1). The slug is the one given (422 on `slug` when taken) or generated from the
 * title, unique among the seller's live products. Throws 422 for foreign media (see
 * `prepareProduct`). Returns the owner view.
 */
export async function createProduct(
  deps: Pick<Deps, "db">,
  { sellerId, input }: { sellerId: string; input: ProductInput },
): Promise<Product> {
  const { db } = deps;
  const { columns, fileIds } = await prepareProduct(deps, sellerId, input);
  const id = newId();
  // A generated slug can lose a race with a parallel create: pick the next free one and retry.
  for (let attempt = 0; ; attempt++) {
    let slug: string;
    if (input.slug) {
      await requireFreeSlug(deps, sellerId, input.slug);
      slug = input.slug;
    } else {
      slug = await uniqueSlug(deps, sellerId, slugify(input.title));
    }
    try {
      await db.transaction(async (tx) => {
        await tx.insert(tables.products).values({
          id,
          sellerId,
          slug,
          ...columns,
          position: sql`(select coalesce(max(${tables.products.position}), -1) + 1 from ${tables.products}
                         where ${tables.products.sellerId} = ${sellerId} and ${tables.products.deletedAt} is null)`,
        });
        await replaceProductFiles(tx, id, fileIds);
        if (input.modules) await replaceCurriculum(tx, id, input.modules);
      });
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug || attempt >= 3) throw slugTaken();
    }
  }
  return getOwnProduct(deps, { sellerId, id });
}
