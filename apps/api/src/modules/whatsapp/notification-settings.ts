/** The seller's WhatsApp alert for each new sale (`GET|PUT /v1/account/notifications`, ADR 0021). */
import { tables } from "@lapak/db";
import type { NotificationSettings, NotificationSettingsView } from "@lapak/shared/schemas/whatsapp";
import { eq } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

/** The settings of `sellerId`, whether WhatsApp is available on this platform, the number alerts go to and whether it is verified. */
export async function getNotificationSettings(
  { db, config }: Pick<Deps, "db" | "config">,
  sellerId: string,
): Promise<NotificationSettingsView> {
  const u = tables.users;
  const [row] = await db
    .select({ phone: u.phone, newSaleWhatsapp: u.newSaleWhatsapp, verifiedAt: u.phoneVerifiedAt })
    .from(u)
    .where(eq(u.id, sellerId));
  return {
    newSaleWhatsapp: row?.newSaleWhatsapp ?? false,
    whatsappAvailable: config.whatsapp !== null,
    phone: row?.phone ?? null,
    phoneVerified: Boolean(row?.phone && row.verifiedAt),
  };
}

/**
 * Saves `settings` for `sellerId`. Turning the alert on needs a WhatsApp number on the profile that
 * the seller verified (ADR 0021; 422 `validation` on `newSaleWhatsapp` otherwise); turning it off
 * always works.
 */
export async function updateNotificationSettings(
  deps: Pick<Deps, "db" | "config">,
  { sellerId, settings }: { sellerId: string; settings: NotificationSettings },
): Promise<NotificationSettingsView> {
  const current = await getNotificationSettings(deps, sellerId);
  if (settings.newSaleWhatsapp && !current.phone) {
    throw fieldError("newSaleWhatsapp", "Isi nomor WhatsApp di profil toko terlebih dahulu");
  }
  if (settings.newSaleWhatsapp && !current.phoneVerified) {
    throw fieldError("newSaleWhatsapp", "Verifikasi nomor WhatsApp Anda terlebih dahulu");
  }
  const u = tables.users;
  await deps.db
    .update(u)
    .set({ newSaleWhatsapp: settings.newSaleWhatsapp, updatedAt: new Date() })
    .where(eq(u.id, sellerId));
  return { ...current, newSaleWhatsapp: settings.newSaleWhatsapp };
}
