import { tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";

/** The `blog_posts` row `id`, any status. Throws 404 "Artikel tidak ditemukan" for an unknown id. */
export async function findPostRow({ db }: Pick<Deps, "db">, id: string) {
  if (!isUuid(id)) throw notFound("Artikel tidak ditemukan");
  const [row] = await db.select().from(tables.blogPosts).where(eq(tables.blogPosts.id, id)).limit(1);
  if (!row) throw notFound("Artikel tidak ditemukan");
  return row;
}
