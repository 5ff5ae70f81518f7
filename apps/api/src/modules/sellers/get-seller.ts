import { tables } from "@lapak/db";
import { DEFAULT_THEME, type Seller } from "@lapak/shared/schemas/user";
import { and, eq, isNotNull } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { storeUnavailable } from "../admin-sellers/store-unavailable";

/**
 * `GET /v1/sellers/{username}` (SPEC §7): the public profile of a verified seller, its theme filled
 * in with `DEFAULT_THEME`. The username is matched case-insensitively (they are stored lower-case).
 * Throws 404 "Toko tidak ditemukan" for an unknown username and for an account not verified yet,
 * 410 "Toko ini tidak tersedia" for a suspended store (DESIGN §4).
 */
export async function getSeller({ db }: Pick<Deps, "db">, { username }: { username: string }): Promise<Seller> {
  const [seller] = await db
    .select()
    .from(tables.users)
    .where(and(eq(tables.users.username, username.toLowerCase()), isNotNull(tables.users.emailVerifiedAt)))
    .limit(1);
  if (!seller?.username) throw notFound("Toko tidak ditemukan");
  if (seller.suspendedAt) throw storeUnavailable();
  return sellerView({ ...seller, username: seller.username });
}

type UserRow = typeof tables.users.$inferSelect;

/** A seller's row as the public profile shows it: the theme filled in with `DEFAULT_THEME`. */
export function sellerView(
  row: Pick<UserRow, "name" | "bio" | "avatarUrl" | "socialLinks" | "theme"> & { username: string },
): Seller {
  return {
    username: row.username,
    name: row.name,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    socialLinks: row.socialLinks,
    theme: { ...DEFAULT_THEME, ...row.theme },
  };
}
