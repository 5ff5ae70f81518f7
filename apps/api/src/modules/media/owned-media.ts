import { tables } from "@lapak/db";
import { and, eq, inArray } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

/**
 * Checks that every id in `ids` is `kind` media uploaded by `ownerId` and returns them in the given
 * order. Another user's media, or an unknown id, throws 422 on `field`: media belongs to its
 * uploader, and only they can attach it (DESIGN §3).
 */
export async function requireOwnedMedia(
  { db }: Pick<Deps, "db">,
  { ownerId, ids, kind, field }: { ownerId: string; ids: string[]; kind: "image" | "file"; field: string },
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tables.media.id, name: tables.media.name, size: tables.media.size })
    .from(tables.media)
    .where(and(inArray(tables.media.id, ids), eq(tables.media.ownerId, ownerId), eq(tables.media.kind, kind)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.some((id) => !byId.has(id));
  if (missing) throw fieldError(field, kind === "image" ? "Gambar tidak ditemukan" : "Berkas tidak ditemukan");
  return ids.map((id) => byId.get(id) as (typeof rows)[number]);
}
