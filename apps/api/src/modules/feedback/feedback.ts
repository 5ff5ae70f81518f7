import { newId, tables } from "@lapak/db";
import { count, desc, eq } from "drizzle-orm";
import type { Deps } from "../../lib/deps";

/** `POST /v1/feedback`: stores what a signed-in seller wrote and on which page. */
export async function sendFeedback(
  { db }: Pick<Deps, "db">,
  { userId, message, page }: { userId: string; message: string; page?: string },
) {
  const [row] = await db
    .insert(tables.feedback)
    .values({ id: newId(), userId, message, page: page ?? null })
    .returning({ id: tables.feedback.id });
  return { id: row.id };
}

/** `GET /v1/admin/feedback`: newest first, with who wrote it (admins only). */
export async function listFeedback({ db }: Pick<Deps, "db">, { page, perPage }: { page: number; perPage: number }) {
  const f = tables.feedback;
  const u = tables.users;
  const [{ total }] = await db.select({ total: count() }).from(f);
  const rows = await db
    .select({ id: f.id, message: f.message, page: f.page, email: u.email, name: u.name, createdAt: f.createdAt })
    .from(f)
    .leftJoin(u, eq(u.id, f.userId))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    meta: { page, perPage, total: Number(total) },
  };
}
