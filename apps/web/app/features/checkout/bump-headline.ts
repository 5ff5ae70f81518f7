/** The order bump card's title at checkout (DESIGN §3 order bump, "Penawaran Tambahan"). */

/**
 * "Tambah {headline}" — or the headline itself when the seller already began it with "Tambah" or
 * "Tambahkan", "Tambahan" (any case), so the card never reads "Tambah Tambah …".
 */
export function bumpHeadline(headline: string): string {
  const text = headline.trim();
  return /^tambah/i.test(text) ? text : `Tambah ${text}`;
}
