/** The dashboard's navigation: every dashboard screen of SPEC §2, with Indonesian labels. */
import { paths } from "~/lib/paths";
import { PRODUCT_FORM_BASE } from "~/lib/product-types";

export interface NavItem {
  to: string;
  label: string;
  /** Short label for the phone's bottom bar. */
  short?: string;
  icon: IconName;
  /** Only highlighted on an exact match (the dashboard home). */
  end?: boolean;
  children?: NavChild[];
}

export interface NavChild {
  to: string;
  label: string;
  /** Also highlighted on pages under this path (not when editing: `?id=` in the URL). */
  alsoUnder?: string;
}

export type IconName =
  | "home"
  | "store"
  | "sales"
  | "wallet"
  | "customers"
  | "stats"
  | "shield"
  | "chat"
  | "pen"
  | "archive"
  | "tag"
  | "calendar"
  | "star"
  | "share";

export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard.home, label: "Beranda", icon: "home", end: true },
  {
    to: paths.dashboard.myStore,
    label: "Toko Saya",
    short: "Toko",
    icon: "store",
    children: [
      { to: paths.dashboard.add, label: "Tambah Produk", alsoUnder: PRODUCT_FORM_BASE },
      { to: paths.dashboard.design, label: "Desain Toko" },
      { to: paths.dashboard.profile, label: "Profil Toko" },
    ],
  },
  { to: paths.dashboard.sales, label: "Penjualan", icon: "sales" },
  { to: paths.dashboard.schedule, label: "Jadwal", icon: "calendar" },
  { to: paths.dashboard.members, label: "Anggota", icon: "star" },
  { to: paths.dashboard.discounts, label: "Kode Promo", short: "Promo", icon: "tag" },
  { to: paths.dashboard.reviews, label: "Ulasan", icon: "chat" },
  { to: paths.dashboard.balance, label: "Saldo", icon: "wallet" },
  { to: paths.dashboard.customers, label: "Pelanggan", icon: "customers" },
  { to: paths.dashboard.broadcasts, label: "Broadcast", icon: "pen" },
  { to: paths.dashboard.affiliates, label: "Afiliasi", icon: "share" },
  { to: paths.dashboard.statistics, label: "Statistik", icon: "stats" },
  { to: paths.dashboard.activate, label: "Aktivasi Akun", short: "Aktivasi", icon: "shield" },
];

/** The five items of the phone's bottom bar (the rest is in the top menu; Beranda's Saldo card leads to Saldo). */
export const BOTTOM_NAV_ITEMS = NAV_ITEMS.filter(
  (item) =>
    item.icon !== "shield" &&
    item.icon !== "wallet" &&
    item.icon !== "tag" &&
    item.icon !== "chat" &&
    item.icon !== "pen" &&
    item.icon !== "calendar" &&
    item.icon !== "star" &&
    item.icon !== "share",
);

/** The admin area's menu (ADR 0004), admins only: the review queues, the blog and the backups (ADR 0018). */
export const ADMIN_NAV_ITEMS: NavItem[] = [
  { to: paths.admin.activations, label: "Aktivasi", icon: "shield" },
  { to: paths.admin.withdrawals, label: "Penarikan", icon: "wallet" },
  { to: paths.admin.refunds, label: "Pengembalian Dana", short: "Pengembalian", icon: "wallet" },
  { to: paths.admin.sellers, label: "Penjual", icon: "customers" },
  { to: paths.admin.revenue, label: "Pendapatan", icon: "stats" },
  { to: paths.admin.feedback, label: "Masukan", icon: "chat" },
  { to: paths.admin.reviews, label: "Ulasan Pembeli", short: "Ulasan", icon: "star" },
  { to: paths.admin.blogs, label: "Blog", icon: "pen", end: false },
  { to: paths.admin.backups, label: "Cadangan", icon: "archive" },
];

/** Which area a page of the dashboard frame belongs to: the seller's `/dashboard/*` or the admin's `/admin/*`. */
export type NavArea = "seller" | "admin";

/**
 * The frame's navigation for a page of `area` (DASHBOARD-UX §8): the seller's screens with, for an
 * admin, one link into the admin area; or the admin's screens with one link back to the seller's.
 * `bottom` is the phone's bottom bar (5 items), `switchTo` the link to the other area, if any.
 */
export function navigationFor(
  area: NavArea,
  isAdmin: boolean,
): { items: NavItem[]; bottom: NavItem[]; switchTo: NavItem | null } {
  if (area === "admin") {
    return {
      items: ADMIN_NAV_ITEMS,
      bottom: ADMIN_NAV_ITEMS.slice(0, 5),
      switchTo: { to: paths.dashboard.home, label: "Dasbor Penjual", icon: "home", end: true },
    };
  }
  return {
    items: NAV_ITEMS,
    bottom: BOTTOM_NAV_ITEMS,
    switchTo: isAdmin ? { to: paths.admin.activations, label: "Panel Admin", icon: "shield", end: true } : null,
  };
}
