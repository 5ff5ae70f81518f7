/**
 * Signed, expiring delivery URLs (DESIGN §4): `/v1/downloads/{transactionId}/{mediaId}?expires=…&
 * signature=…`, where `signature` = hex HMAC-SHA256(APP_SECRET, `download:<transactionId>:<mediaId>:
 * <expires>`) and `expires` is a Unix time in seconds. Storage keys never appear in them.
 */
import { hexEquals, hmacSha256Hex } from "../../integrations/payments/sign";

/** How long a minted download link works, in seconds. */
export const DOWNLOAD_LINK_TTL_SECONDS = 60 * 60;

function signature(appSecret: string, transactionId: string, mediaId: string, expires: number): string {
  return hmacSha256Hex(appSecret, `download:${transactionId}:${mediaId}:${expires}`);
}

/** A download path for one file of a paid transaction, valid for `DOWNLOAD_LINK_TTL_SECONDS` from `now`. */
export function signedDownloadPath(
  appSecret: string,
  { transactionId, mediaId, now = new Date() }: { transactionId: string; mediaId: string; now?: Date },
): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
  const sig = signature(appSecret, transactionId, mediaId, expires);
  return `/v1/downloads/${transactionId}/${mediaId}?expires=${expires}&signature=${sig}`;
}

/**
 * Whether a link's `expires` and `signature` are ours and still valid at `now` (constant-time
 * comparison). Says nothing about the transaction: the caller checks it is paid and has the file.
 */
export function isValidDownloadSignature(
  appSecret: string,
  input: { transactionId: string; mediaId: string; expires: string; signature: string; now?: Date },
): boolean {
  if (!/^\d{1,12}$/.test(input.expires)) return false;
  const expires = Number(input.expires);
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (expires < nowSeconds || expires > nowSeconds + DOWNLOAD_LINK_TTL_SECONDS + 60) return false;
  return hexEquals(input.signature, signature(appSecret, input.transactionId, input.mediaId, expires));
}
