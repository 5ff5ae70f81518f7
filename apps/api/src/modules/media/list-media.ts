import { tables } from "@lapak/db";
import type { MediaItem, MediaListQuery } from "@lapak/shared/schemas/media";
import { and, count, desc, eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { imageUrl } from "./media-deps";
import { mediaUseColumns, usesOf } from "./media-uses";

const m = tables.media;

/**
 * `GET /v1/media?kind=file|image&page&perPage`: the uploads of `ownerId` only, newest first, each
 * with its size in bytes and what uses it (`media-uses.ts`) — what may be deleted to make room.
 * @returns `{ data, meta: { page, perPage, total } }`
 */
export async function listMedia({ db }: Pick<Deps, "db">, { ownerId, ...query }: { ownerId: string } & MediaListQuery) {
  const where = and(eq(m.ownerId, ownerId), query.kind ? eq(m.kind, query.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: m.id,
        kind: m.kind,
        name: m.name,
        mime: m.mime,
        size: m.size,
        width: m.width,
        height: m.height,
        createdAt: m.createdAt,
        ...mediaUseColumns,
      })
      .from(m)
      .where(where)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(m).where(where),
  ]);
  const data: MediaItem[] = rows.map((row) => {
    const usedBy = usesOf(row);
    return {
      id: row.id,
      kind: row.kind,
      name: row.name,
      mime: row.mime,
      size: row.size,
      url: row.kind === "image" ? imageUrl(row.id) : null,
      width: row.width,
      height: row.height,
      inUse: usedBy.length > 0,
      usedBy,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return { data, meta: { page: query.page, perPage: query.perPage, total: total?.n ?? 0 } };
}
