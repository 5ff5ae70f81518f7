/**
 * Published products as anyone sees them (`publicProductSchema`), with everything their page shows
 * beyond their own row — a bundle's contents, a course's curriculum, an event's seats, a
 * membership's showcase and every product's reviews — each looked up once for the whole list.
 */
import type { Db } from "@lapak/db";
import type { PublicProduct } from "@lapak/shared/schemas/product";
import { eventSeats } from "../events/event-seats";
import { membershipShowcases } from "../memberships/membership-view";
import { productReviews } from "../reviews/product-reviews";
import { bundleContents } from "./bundle-contents";
import { courseCurricula } from "./course-curriculum";
import { type ProductRow, toPublicProductView } from "./product-view";

/** The public views of `rows` (each with its own file count), in their order, sold by `seller`. */
export async function publicProductsOf(
  db: Db,
  rows: { product: ProductRow; fileCount: number | string }[],
  seller: { username: string; name: string },
): Promise<PublicProduct[]> {
  const products = rows.map((row) => row.product);
  const [bundles, curricula, seats, showcases, reviews] = await Promise.all([
    bundleContents(db, products),
    courseCurricula(db, products),
    eventSeats(db, products),
    membershipShowcases(db, products),
    productReviews(
      db,
      products.map((product) => product.id),
    ),
  ]);
  return rows.map(({ product, fileCount }) =>
    toPublicProductView(product, seller, Number(fileCount), {
      bundle: bundles.get(product.id),
      modules: curricula.get(product.id),
      seatsTaken: seats.get(product.id),
      showcase: showcases.get(product.id),
      reviews: reviews.get(product.id),
    }),
  );
}
