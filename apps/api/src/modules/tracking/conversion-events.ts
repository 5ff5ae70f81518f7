/**
 * Server-side Purchase events of a paid sale (ADR 0022): one `conversion-event` job per
 * network the seller configured (pixel id and access token), enqueued in the DB transaction that
 * claims the sale's notifications (`notifySale`), so each paid sale is reported once however many
 * webhooks confirm it, and the webhook never waits for Meta or TikTok. What is sent names the sale
 * by its derived event id, its order code and its product page, never by the transaction id. A job that fails on a network
 * error, a 429 or a 5xx is retried by pg-boss with backoff (ADR 0014); a refusal (a bad token or
 * pixel) is logged and not retried.
 */
import { type Db, tables } from "@lapak/db";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type AdDestination,
  type AdNetwork,
  ConversionApiError,
  type PurchaseEvent,
} from "../../integrations/ads/conversion-event";
import { sendMetaPurchase } from "../../integrations/ads/meta-capi";
import { sendTiktokPurchase } from "../../integrations/ads/tiktok-events";
import type { Deps } from "../../lib/deps";
import type { JobQueue } from "../../lib/jobs/job-queue";
import { pixelEventId } from "./pixel-event-id";
import { decryptToken } from "./token-crypto";

/** The queue of server-side conversion events; its data is `ConversionEventJob`. */
export const CONVERSION_EVENT = "conversion-event";

export interface ConversionEventJob {
  transactionId: string;
  network: AdNetwork;
}

const s = tables.trackingSettings;

/**
 * Inside the claim of a paid sale (`tx`): enqueues one `conversion-event` job per network whose
 * pixel and token the seller has set. Nothing for a sale of 0 rupiah (a free download or a
 * lead-magnet sign-up is not a purchase).
 */
export async function enqueueConversionEvents(
  tx: Db,
  jobs: JobQueue,
  sale: { id: string; sellerId: string; amount: number },
): Promise<void> {
  if (sale.amount === 0) return;
  const [settings] = await tx.select().from(s).where(eq(s.sellerId, sale.sellerId));
  if (!settings) return;
  const networks: AdNetwork[] = [];
  if (settings.metaPixelId && settings.metaAccessTokenEncrypted) networks.push("meta");
  if (settings.tiktokPixelId && settings.tiktokAccessTokenEncrypted) networks.push("tiktok");
  for (const network of networks) {
    await jobs.send<ConversionEventJob>(CONVERSION_EVENT, { transactionId: sale.id, network }, { tx });
  }
}

/**
 * The `conversion-event` job: reads the paid sale and the seller's current settings and sends the
 * Purchase (Meta) or CompletePayment (TikTok). Nothing when the sale is not paid or the seller has
 * since removed that network. Throws a retryable `ConversionApiError` (the job is retried); logs and
 * swallows a refusal.
 */
export async function sendConversionEvent(
  { db, config, log }: Pick<Deps, "db" | "config"> & { log: FastifyBaseLogger },
  { transactionId, network }: ConversionEventJob,
): Promise<void> {
  const t = tables.transactions;
  const [found] = await db
    .select({ sale: t, username: tables.users.username, slug: tables.products.slug })
    .from(t)
    .innerJoin(tables.users, eq(tables.users.id, t.sellerId))
    .innerJoin(tables.products, eq(tables.products.id, t.productId))
    .where(eq(t.id, transactionId));
  const sale = found?.sale;
  if (sale?.status !== "paid" || !sale.paidAt) return;
  const [settings] = await db.select().from(s).where(eq(s.sellerId, sale.sellerId));
  const destination = destinationOf(settings, network, config.appSecret);
  if (!destination) return;
  const event: PurchaseEvent = {
    eventId: pixelEventId(config.appSecret, sale.id),
    orderCode: sale.code,
    paidAt: sale.paidAt,
    amount: sale.amount,
    productId: sale.productId,
    productTitle: sale.productSnapshot.title,
    email: sale.buyerEmail,
    phone: sale.buyerPhone,
    attribution: sale.attribution,
    client: sale.checkoutClient,
    productUrl: found.username ? `${config.appUrl}/${found.username}/${found.slug}` : config.appUrl,
  };
  const timeoutMs = config.gatewayTimeoutMs;
  try {
    if (network === "meta") {
      await sendMetaPurchase({ graphUrl: config.adsApi.metaGraphUrl, timeoutMs }, destination, event);
    } else {
      await sendTiktokPurchase({ apiUrl: config.adsApi.tiktokApiUrl, timeoutMs }, destination, event);
    }
  } catch (error) {
    if (error instanceof ConversionApiError && !error.retryable) {
      log.warn({ err: error, transactionId, network }, "conversion event refused; not retried");
      return;
    }
    throw error;
  }
  log.info({ transactionId, network }, "conversion event sent");
}

function destinationOf(
  settings: typeof s.$inferSelect | undefined,
  network: AdNetwork,
  appSecret: string,
): AdDestination | null {
  const pixelId = network === "meta" ? settings?.metaPixelId : settings?.tiktokPixelId;
  const token = network === "meta" ? settings?.metaAccessTokenEncrypted : settings?.tiktokAccessTokenEncrypted;
  if (!pixelId || !token) return null;
  return { pixelId, accessToken: decryptToken(token, appSecret) };
}
