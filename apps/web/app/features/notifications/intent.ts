/** The notification form's `intent` value on `/dashboard/my-store/profile` (shared by the form and its action). */
export const NOTIFICATIONS_INTENT = "notifications";
