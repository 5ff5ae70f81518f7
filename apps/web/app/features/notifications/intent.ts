/** The notification forms' `intent` values on `/dashboard/my-store/profile` (shared by the forms and the page's action). */
export const NOTIFICATIONS_INTENT = "notifications";
/** "Verifikasi nomor" / "Kirim ulang kode": a code to the profile's WhatsApp number. */
export const PHONE_CODE_INTENT = "phone-code";
/** The code typed back. */
export const PHONE_CONFIRM_INTENT = "phone-confirm";
