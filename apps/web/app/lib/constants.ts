/**
 * Timings and fixed words of the app shell, in one place (SPEC §9, DESIGN §5).
 * Durations are milliseconds unless the name says otherwise.
 */

/** How long a toast stays before it starts to fade (SPEC §4). */
export const TOAST_DURATION_MS = 3000;
/** Fade-out of a closing toast before it is removed (SPEC §4). */
export const TOAST_FADE_MS = 150;
/** How often the browser asks `/build.json` whether a newer build is live (SPEC §9). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** After a build-change reload, no other reload happens within this window (SPEC §9). */
export const RELOAD_GUARD_MS = 10_000;
/** Delay before an in-app webview is sent to the external browser (SPEC §2). */
export const WEBVIEW_REDIRECT_DELAY_MS = 1000;

/** Pause after the last keystroke before the username is checked. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;
/** A pending navigation shows the spinner only when it lasts longer than this (no flicker). */
export const SPINNER_DELAY_MS = 150;
/** Seconds to wait before another OTP when the API does not say (DESIGN §3 `resendAfter`). */
export const OTP_RESEND_FALLBACK_SECONDS = 60;

/** Lifetime of the `access_token` cookie: 30 days, in seconds (SPEC §4). */
export const ACCESS_TOKEN_MAX_AGE_S = 30 * 24 * 60 * 60;

export const UNSAVED_CHANGES_MESSAGE =
  "Ada perubahan yang belum disimpan. Apakah Anda yakin ingin meninggalkan halaman ini?";
export const SESSION_EXPIRED_MESSAGE = "Sesi berakhir, harap masuk kembali";
export const PAGE_TITLE = "Toko Digital Kreator Indonesia";

/** How long a payout takes once requested, in the words sellers read (operations decides; DASHBOARD-UX §11). */
export const PAYOUT_SLA = "1 hari kerja";
/** How long an activation review takes, in the words sellers read (operations decides; DASHBOARD-UX §11). */
export const KYC_SLA = "1–2 hari kerja";
