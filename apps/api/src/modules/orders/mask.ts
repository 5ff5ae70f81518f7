/**
 * Masks for the public transaction view (DESIGN §3): anyone holding a transaction id sees the order,
 * so the buyer's email and phone are shown only partly there.
 */

/** `budi.santoso@gmail.com` → `bu***@gmail.com`; a one- or two-letter name keeps one letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** `6281234567890` → `6281******890`: the first four and the last three digits stay. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return "*".repeat(phone.length);
  return phone.slice(0, 4) + "*".repeat(phone.length - 7) + phone.slice(-3);
}
