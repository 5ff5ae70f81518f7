import { tables } from "@lapak/db";
import type { AdminSeller } from "@lapak/shared/schemas/operator";
import { and, count, desc, eq, ilike, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";

/**
 * `GET /v1/admin/sellers?q` (page **Penjual**): sellers newest first, `q` matching part of the
 * username or the email (case-insensitive), each with its balance (pending + available, rupiah)
 * and suspension; admins' accounts are left out. `id` narrows to one seller (the suspend answers).
 */
export async function listSellers(
  { db, config }: Pick<Deps, "db" | "config">,
  { q, id, page, perPage }: { q?: string; id?: string; page: number; perPage: number },
): Promise<{ data: AdminSeller[]; meta: { page: number; perPage: number; total: number } }> {
  const u = tables.users;
  // An admin's account (`ADMIN_EMAILS`, ADR 0004) keeps the role "seller" in the table, but is no seller here.
  const filters: SQL[] = [eq(u.role, "seller"), notInArray(u.email, [...config.adminEmails, ""])];
  if (id) filters.push(eq(u.id, id));
  if (q) {
    const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(u.username, pattern), ilike(u.email, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const [{ total }] = await db.select({ total: count() }).from(u).where(where);
  const rows = await db
    .select({
      id: u.id,
      email: u.email,
      name: u.name,
      username: u.username,
      createdAt: u.createdAt,
      suspendedAt: u.suspendedAt,
      suspendedReason: u.suspendedReason,
      // `${u}.id`, not `${u.id}`: a single-table select names its columns unqualified, and a bare
      // "id" inside the subquery would be the ledger row's own id (every balance read Rp0).
      balance:
        sql<number>`(select coalesce(sum(l.amount), 0) from ledger_entries l where l.seller_id = ${u}.id and l.bucket in ('pending', 'available'))::bigint`.mapWith(
          Number,
        ),
      debt: sql<number>`(select coalesce(-sum(l.amount), 0) from ledger_entries l where l.seller_id = ${u}.id and l.bucket = 'debt')::bigint`.mapWith(
        Number,
      ),
    })
    .from(u)
    .where(where)
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
    })),
    meta: { page, perPage, total: Number(total) },
  };
}
