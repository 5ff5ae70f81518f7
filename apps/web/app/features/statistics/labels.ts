/**
 * What a seller reads for the statistics' raw values (DASHBOARD-UX §5, §9): source names, page
 * names, cities, numbers, percentages and short days. Indonesian formats (`1.234`, `2,4%`, `1 Nov`).
 */
import type { TrafficPage } from "@lapak/shared/schemas/traffic";

const SOURCE_NAMES: Record<string, string> = {
  instagram: "Instagram",
  tiktok: "TikTok",
  whatsapp: "WhatsApp",
  google: "Google",
  x: "X",
  facebook: "Facebook",
  youtube: "YouTube",
  line: "LINE",
  telegram: "Telegram",
  internal: "Dari toko Anda",
  "": "Langsung / tautan pribadi",
};

/** `instagram` → `"Instagram"`, `internal` → `"Dari toko Anda"`, `""` → `"Langsung / tautan pribadi"`; a host stays as it is. */
export function sourceLabel(source: string): string {
  return SOURCE_NAMES[source] ?? source;
}

/** The store page → `"Halaman toko"`, a product → its title, an external link → `"Klik: {judul}"`. */
export function pageLabel(page: Pick<TrafficPage, "kind" | "title" | "page">): string {
  if (page.kind === "store") return "Halaman toko";
  const title = page.title ?? page.page;
  return page.kind === "click" ? `Klik: ${title}` : title;
}

/** `""` → `"Tidak diketahui"`. */
export function cityLabel(city: string): string {
  return city || "Tidak diketahui";
}

const integer = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat("id-ID", { style: "percent", maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat("id-ID", { notation: "compact", maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "short", timeZone: "UTC" });

/** `1234` → `"1.234"`. */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** `0.0243` → `"2,4%"`. */
export function formatPercent(ratio: number): string {
  return percent.format(ratio).replace(/\s/g, "");
}

/** Axis money: `250000` → `"Rp250 rb"`, `1200000` → `"Rp1,2 jt"`. */
export function formatRupiahCompact(amount: number): string {
  return `Rp${compact.format(amount).replace(/\u00a0/g, " ")}`;
}

/** `"2026-11-01"` → `"1 Nov"` (the day as written, a WIB day from the API). */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}
