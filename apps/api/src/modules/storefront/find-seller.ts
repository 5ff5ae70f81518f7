import { tables } from "@lapak/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { storeUnavailable } from "../admin-sellers/store-unavailable";

/**
 * The seller behind a public `username` (verified email, username set), or 404 "Toko tidak
 * ditemukan"; a suspended store → 410 "Toko ini tidak tersedia" (DESIGN §4).
 */
export async function findStorefrontSeller({ db }: Pick<Deps, "db">, username: string) {
  const [seller] = await db
    .select({
      id: tables.users.id,
      username: tables.users.username,
      name: tables.users.name,
      suspendedAt: tables.users.suspendedAt,
    })
    .from(tables.users)
    .where(and(eq(tables.users.username, username.trim().toLowerCase()), isNotNull(tables.users.emailVerifiedAt)))
    .limit(1);
  if (!seller?.username) throw notFound("Toko tidak ditemukan");
  if (seller.suspendedAt) throw storeUnavailable();
  return { id: seller.id, username: seller.username, name: seller.name };
}
