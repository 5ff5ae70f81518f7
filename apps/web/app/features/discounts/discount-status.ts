/**
 * What a promo code's card says about when it works (ADR 0019): a code switched on but not started
 * yet, or past its end, is refused at checkout (the API checks `startsAt`/`endsAt`), so its badge
 * must not read "Aktif".
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import type { Discount } from "@lapak/shared/schemas/discount";
import type { BadgeTone } from "~/features/ui/badge";

/**
 * The badge of `discount` at `now`: "Nonaktif" (switched off), "Belum mulai" (before `startsAt`),
 * "Berakhir" (past `endsAt`), "Habis" (its uses held or paid reach `maxRedemptions`), otherwise
 * "Aktif". A buyer reads only "Kode promo tidak berlaku" for all of them (ADR 0025): this is where
 * the seller sees which.
 */
export function discountBadge(
  discount: Pick<Discount, "active" | "startsAt" | "endsAt"> &
    Partial<Pick<Discount, "redemptions" | "maxRedemptions">>,
  now: Date,
): { label: string; tone: BadgeTone } {
  if (!discount.active) return { label: "Nonaktif", tone: "slate" };
  if (discount.startsAt && Date.parse(discount.startsAt) > now.getTime()) return { label: "Belum mulai", tone: "blue" };
  if (discount.endsAt && Date.parse(discount.endsAt) <= now.getTime()) return { label: "Berakhir", tone: "slate" };
  if (discount.maxRedemptions != null && (discount.redemptions ?? 0) >= discount.maxRedemptions)
    return { label: "Habis", tone: "amber" };
  return { label: "Aktif", tone: "emerald" };
}

/**
 * The period line, in WIB: `"Mulai 28 November 2026 09.00 WIB · Berakhir 31 Desember 2026 23.59 WIB"`,
 * either half alone when only one is set; null for a code with no period.
 */
export function discountPeriod(discount: Pick<Discount, "startsAt" | "endsAt">): string | null {
  const parts = [
    discount.startsAt ? `Mulai ${formatDateTimeWib(discount.startsAt)}` : null,
    discount.endsAt ? `Berakhir ${formatDateTimeWib(discount.endsAt)}` : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(" · ") : null;
}
