/**
 * The checkout form's rules and their Indonesian messages (DESIGN §5), without zod, so the
 * checkout page's enhancement script can check the fields in the browser with the very words the
 * server answers: `checkoutBodySchema` (schemas/transaction.ts) is built from these messages, and
 * a unit test runs both over the same inputs. Control characters follow `text()` of `zod.ts`.
 */
import { formatRupiah } from "./money";
import { normalizePhone } from "./phone";

export const CHECKOUT_MESSAGES = {
  nameRequired: "Nama wajib diisi",
  nameTooShort: "Nama minimal 2 karakter",
  nameTooLong: "Nama maksimal 100 karakter",
  emailRequired: "Email wajib diisi",
  emailInvalid: "Format email tidak valid",
  emailTooLong: "Email terlalu panjang",
  phoneRequired: "Nomor WhatsApp wajib diisi",
  ovoPhoneRequired: "Nomor OVO wajib diisi untuk pembayaran OVO",
  phoneInvalid: "Nomor WhatsApp tidak valid, contoh: 081234567890",
  methodRequired: "Pilih metode pembayaran",
  oneLine: "Tidak boleh berisi baris baru, tab, atau karakter kontrol",
  amountZeroOrPaid: "Jumlah harus Rp0 atau minimal Rp1.000",
} as const;

/** The least a paid amount may be (the gateways' minimum; `MIN_PAID_PRICE` of schemas/product). */
const LEAST_PAID_AMOUNT = 1000;

/**
 * A pay-what-you-want `amount` (whole rupiah) against the product's `minimum`: the message the API
 * answers on `amount` (`chosenAmount`, modules/checkout/price-order.ts), or null when it may go.
 */
export function amountProblem(amount: number, minimum: number): string | null {
  if (amount < minimum) return `Jumlah minimal ${formatRupiah(minimum)}`;
  if (amount > 0 && amount < LEAST_PAID_AMOUNT) return CHECKOUT_MESSAGES.amountZeroOrPaid;
  return null;
}

/** zod 4's `z.email()` pattern (`z.regexes.email`); the parity test fails if zod's changes. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The buyer's name: the first problem's message, or null when it is fine. */
export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (CONTROL_CHARACTERS.test(name)) return CHECKOUT_MESSAGES.oneLine;
  if (name.length === 0) return CHECKOUT_MESSAGES.nameRequired;
  if (name.length < 2) return CHECKOUT_MESSAGES.nameTooShort;
  if (name.length > 100) return CHECKOUT_MESSAGES.nameTooLong;
  return null;
}

/** The buyer's email: the first problem's message, or null when it is fine. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (CONTROL_CHARACTERS.test(email)) return CHECKOUT_MESSAGES.oneLine;
  if (email.length === 0) return CHECKOUT_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(email.toLowerCase())) return CHECKOUT_MESSAGES.emailInvalid;
  if (email.length > 254) return CHECKOUT_MESSAGES.emailTooLong;
  return null;
}

/**
 * The WhatsApp number: empty is a problem only when `required` (the seller asks for it); else it
 * must be an Indonesian mobile number (`normalizePhone`). Null when it is fine.
 */
export function phoneProblem(value: string, required: boolean): string | null {
  const phone = value.trim();
  if (CONTROL_CHARACTERS.test(phone)) return CHECKOUT_MESSAGES.oneLine;
  if (phone.length === 0) return required ? CHECKOUT_MESSAGES.phoneRequired : null;
  if (phone.length > 25 || !normalizePhone(phone)) return CHECKOUT_MESSAGES.phoneInvalid;
  return null;
}

/**
 * The phone field's label for the chosen `method` (a payment method code or null): OVO is paid by
 * approving a push on the phone with that number, so it asks "Nomor OVO" and requires it; otherwise
 * the number is for WhatsApp, required only when the seller asks for it (`sellerRequires`).
 */
export function phoneLabel(method: string | null | undefined, sellerRequires: boolean): string {
  if (method === "ovo") return "Nomor OVO";
  return sellerRequires ? "Nomor WhatsApp" : "Nomor WhatsApp (opsional)";
}
