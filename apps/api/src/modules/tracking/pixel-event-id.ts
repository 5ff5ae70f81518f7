/**
 * The event id under which a paid sale reaches the seller's ad networks (ADR 0026): the browser
 * pixel's `eventID` (Meta) / `event_id` (TikTok) on the order page and the server event's `event_id`,
 * one value on both sides so each network counts the sale once
 * (developers.facebook.com/docs/marketing-api/conversions-api/deduplicate-pixel-and-server-events;
 * TikTok Events API 2.0, "Event deduplication").
 *
 * It is never the transaction id, the only key to `/my-order/{id}`: base64url (43 characters) of
 * HMAC-SHA256 of the id under a key derived from APP_SECRET by HKDF-SHA256 with its own `info`, so
 * the networks cannot turn it back into the id, and it can never pass as a download signature (those
 * are hex HMACs under APP_SECRET itself, `payments/download-links.ts`).
 */
import { createHmac, hkdfSync } from "node:crypto";

function keyFrom(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "lapak", "pixel-event-id-v1", 32));
}

/** `pixelEventId(secret, "9f3c…")` → `"q3Vd…"` (43 base64url characters, the same for the same id and secret). */
export function pixelEventId(appSecret: string, transactionId: string): string {
  return createHmac("sha256", keyFrom(appSecret)).update(transactionId, "utf8").digest("base64url");
}
