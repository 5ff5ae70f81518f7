import { tables } from "@lapak/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

/** The seller behind a public `username` (verified email, username set), or 404 "Toko tidak ditemukan". */
export async function findStorefrontSeller({ db }: Pick<Deps, "db">, username: string) {
  const [seller] = await db
    .select({ id: tables.users.id, username: tables.users.username, name: tables.users.name })
    .from(tables.users)
    .where(and(eq(tables.users.username, username.trim().toLowerCase()), isNotNull(tables.users.emailVerifiedAt)))
    .limit(1);
  if (!seller?.username) throw notFound("Toko tidak ditemukan");
  return { id: seller.id, username: seller.username, name: seller.name };
}
