/**
 * The seller's **Anggota** (ADR 0049): every buyer who held a pass of one of their memberships —
 * active, ending within `MEMBERSHIP_ENDING_SOON_DAYS`, or ended — with `since` and `expiresAt`
 * folded from the standing passes (`memberSpans`), and the same list as CSV.
 */
import { type Db, tables } from "@lapak/db";
import { formatWibStamp, wibDay } from "@lapak/shared/date";
import { isMemberAt } from "@lapak/shared/membership-period";
import { MEMBERSHIP_ENDING_SOON_DAYS, type Member, periodLabel } from "@lapak/shared/schemas/membership";
import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { CSV_BOM, csvRow } from "../../lib/csv";
import { memberSpans } from "./standing-passes";

const DAY_MS = 86_400_000;

/** Where a membership ending at `expiresAt` stands at `now`. */
export function memberStatus(expiresAt: Date, now: Date): Member["status"] {
  if (!isMemberAt(expiresAt, now)) return "ended";
  return expiresAt.getTime() - now.getTime() <= MEMBERSHIP_ENDING_SOON_DAYS * DAY_MS ? "ending" : "active";
}

/** The members list with its counts. */
export interface MemberList {
  members: Member[];
  /** Over every membership of the seller (or the one asked for), whatever `status` filtered. */
  counts: { active: number; ending: number; ended: number };
}

/**
 * `GET /v1/memberships/members`: the members of `sellerId`'s memberships (or of `productId` only),
 * those ending first, then the ended ones newest end first; `status` keeps one group
 * (`active` is every active member, `ending` included).
 */
export async function listMembers(
  db: Db,
  {
    sellerId,
    productId,
    status,
    now = new Date(),
  }: { sellerId: string; productId?: string; status?: Member["status"]; now?: Date },
): Promise<MemberList> {
  const pass = tables.membershipPasses;
  const spans = await memberSpans(
    db,
    and(eq(pass.sellerId, sellerId), productId ? eq(pass.productId, productId) : undefined),
  );
  const p = tables.products;
  const ids = [...new Set(spans.map((span) => span.productId))];
  const titles = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: p.id, title: p.title }).from(p).where(inArray(p.id, ids))).map((row) => [
          row.id,
          row.title,
        ]),
  );
  const all: Member[] = spans.map((span) => ({
    productId: span.productId,
    productTitle: titles.get(span.productId) ?? "",
    email: span.email,
    name: span.name,
    since: span.since.toISOString(),
    expiresAt: span.expiresAt.toISOString(),
    status: memberStatus(span.expiresAt, now),
    totalPaid: span.totalPaid,
  }));
  const counts = { active: 0, ending: 0, ended: 0 };
  for (const member of all) counts[member.status]++;
  const shown = all.filter(
    (member) => !status || member.status === status || (status === "active" && member.status === "ending"),
  );
  shown.sort((a, b) => {
    const endedA = a.status === "ended";
    const endedB = b.status === "ended";
    if (endedA !== endedB) return endedA ? 1 : -1;
    return endedA ? b.expiresAt.localeCompare(a.expiresAt) : a.expiresAt.localeCompare(b.expiresAt);
  });
  // "active" in the counts is every active member, those ending soon included.
  return { members: shown, counts: { ...counts, active: counts.active + counts.ending } };
}

const STATUS_LABEL: Record<Member["status"], string> = {
  active: "Aktif",
  ending: "Segera berakhir",
  ended: "Berakhir",
};

/** `GET /v1/memberships/members.csv`: `listMembers` as CSV (BOM, header, one row per member; WIB times). */
export async function membersCsv(db: Db, input: Parameters<typeof listMembers>[1]): Promise<string> {
  const { members } = await listMembers(db, input);
  return (
    CSV_BOM +
    csvRow(["Langganan", "Nama", "Email", "Status", "Anggota Sejak (WIB)", "Berakhir (WIB)", "Total Dibayar"]) +
    members
      .map((member) =>
        csvRow([
          member.productTitle,
          member.name,
          member.email,
          STATUS_LABEL[member.status],
          formatWibStamp(new Date(member.since)),
          formatWibStamp(new Date(member.expiresAt)),
          member.totalPaid,
        ]),
      )
      .join("")
  );
}

/** What Beranda and Statistik show of the seller's memberships. */
export interface MembershipSummary {
  /** Whether the seller has a live membership at all (else the screens show nothing of it). */
  hasMemberships: boolean;
  /** Active members now (those ending soon included). */
  activeMembers: number;
  /**
   * Rupiah the passes paid this WIB month brought, net of refunds — the revenue rule of every
   * sale (`@lapak/shared/sales-metrics`: paid less given back).
   */
  monthRevenue: number;
  /** Passes sold this WIB month. */
  monthPasses: number;
}

/** `GET /v1/memberships/summary`: `MembershipSummary` of `sellerId` at `now`. */
export async function membershipSummary(db: Db, { sellerId, now = new Date() }: { sellerId: string; now?: Date }) {
  const p = tables.products;
  const [live] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.sellerId, sellerId), eq(p.type, "membership"), isNull(p.deletedAt)))
    .limit(1);
  const { counts } = await listMembers(db, { sellerId, now });
  const monthStart = new Date(`${wibDay(now).slice(0, 7)}-01T00:00:00+07:00`);
  const t = tables.transactions;
  const pass = tables.membershipPasses;
  const [month] = await db
    .select({
      revenue: sql<number>`coalesce(sum(${t.amount} - ${t.refundedAmount}), 0)::int`,
      passes: sql<number>`count(*)::int`,
    })
    .from(pass)
    .innerJoin(t, eq(t.id, pass.transactionId))
    .where(and(eq(pass.sellerId, sellerId), eq(t.status, "paid"), gte(t.paidAt, monthStart), lte(t.paidAt, now)));
  return {
    hasMemberships: Boolean(live) || counts.active + counts.ended > 0,
    activeMembers: counts.active,
    monthRevenue: Number(month?.revenue ?? 0),
    monthPasses: Number(month?.passes ?? 0),
  } satisfies MembershipSummary;
}

/** "Perpanjang 1 bulan" — what a renewal link's button says. */
export function renewLabel(months: number): string {
  return `Perpanjang ${periodLabel(months)}`;
}
