/**
 * Configuration, parsed once at boot with zod (DESIGN §2). Nothing else reads `process.env`.
 * Every setting has a safe local default; secrets left unset are generated once and kept in
 * `DATA_DIR/secrets.json`. `STRICT_CONFIG=true` (a real deployment) refuses those defaults, the
 * sandbox gateway and unencrypted backups.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PAYMENT_GATEWAYS } from "@lapak/shared/schemas/transaction";
import { z } from "zod";
import { parseTrustProxy } from "./lib/trust-proxy";

const bool = z.enum(["true", "false", "1", "0", ""]).transform((value) => value === "true" || value === "1");

const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean),
);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  APP_URL: z.url().optional(),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Lapak <no-reply@lapak.local>"),
  ADMIN_EMAILS: list.default([]),
  CORS_ORIGINS: list.default([]),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
  REDIS_URL: z.string().optional(),
  /**
   * S3-compatible object storage for uploads (DESIGN §2); `S3_BUCKET` set turns it on, and then
   * `S3_REGION`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are required. `S3_ENDPOINT` for
   * anything but AWS (MinIO, R2, …); `S3_FORCE_PATH_STYLE=true` for servers without bucket
   * subdomains (MinIO). Unset: private files on local disk under `DATA_DIR/files`.
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "an http(s) URL, e.g. http://127.0.0.1:9000" }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "a bucket name: 3-63 lowercase letters, digits, dots or hyphens")
    .optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /**
   * Prefix of this deployment's Redis keys and pub/sub channels (page cache, live payment status),
   * so two deployments (or test runs) can share one Redis without meeting.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, "huruf, angka, _ : . - (maks. 64)")
    .default("lapak:"),
  /** `false`, `true`, a hop count (`1`), or the proxies' addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const setting = parseTrustProxy(value);
      if (setting === undefined) {
        ctx.addIssue({
          code: "custom",
          message: "TRUST_PROXY must be true, false, a hop count or a comma-separated list of proxy addresses/CIDRs",
        });
        return z.NEVER;
      }
      return setting;
    }),
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).default("sandbox"),
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  /** Midtrans Core API (docs.midtrans.com): server key, and the API base (sandbox by default). */
  MIDTRANS_SERVER_KEY: z.string().optional(),
  MIDTRANS_API_URL: z.url().default("https://api.sandbox.midtrans.com"),
  /** Xendit (docs.xendit.co): secret API key, the webhook verification token, the API base. */
  XENDIT_SECRET_KEY: z.string().optional(),
  XENDIT_CALLBACK_TOKEN: z.string().optional(),
  XENDIT_API_URL: z.url().default("https://api.xendit.co"),
  /**
   * Who pays withdrawals out (ADR 0009): `manual` (an admin transfers and records the reference) or
   * `xendit` (Payouts API v2 with XENDIT_SECRET_KEY; its webhook with XENDIT_CALLBACK_TOKEN).
   */
  DISBURSEMENT_SERVICE: z.enum(["manual", "xendit"]).default("manual"),
  /** How long a call to a payment gateway may take before checkout gives up on it, in ms. */
  GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * Sellers' server-side Purchase events (ADR 0022): the Meta Graph API base (Conversions
   * API) and the TikTok Business API base (Events API 2.0). Only tests and proxies change them.
   */
  META_GRAPH_URL: z.url().default("https://graph.facebook.com"),
  TIKTOK_API_URL: z.url().default("https://business-api.tiktok.com"),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(5),
  HOLD_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 3)
    .default(60),
  /**
   * How long a pending checkout holds its discount code's use, in minutes (ADR 0025); after it the
   * use counts only if the checkout is paid. Never longer than PAYMENT_EXPIRY_MINUTES in effect.
   */
  /**
   * Email broadcasts (DESIGN §4 "Broadcasts"): broadcasts a seller may start in 24 hours, addresses
   * their broadcasts may reach in 24 hours (the rest wait for the next day), and addresses the
   * sending job hands to the mail server per minute, all sellers together.
   */
  BROADCASTS_PER_DAY: z.coerce.number().int().min(1).max(100).default(1),
  BROADCAST_DAILY_RECIPIENTS: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  BROADCAST_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
  DISCOUNT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 3)
    .default(15),
  /** Largest file upload (`upload-file`), in MB; fractions allowed (tests use a tiny cap). */
  MAX_UPLOAD_MB: z.coerce.number().positive().max(10_240).default(200),
  /** Storage each seller may fill with uploads (files and images), in MB; default 5 GB. */
  STORAGE_QUOTA_MB: z.coerce
    .number()
    .positive()
    .max(1024 * 1024)
    .default(5 * 1024),
  STRICT_CONFIG: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * An OpenAI-compatible chat completions API for blog summaries ("Buat Ringkasan"): base URL, key,
   * model. Unset: the built-in extractive summarizer answers. Timeout in ms (10 s by default).
   */
  LLM_API_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Turns rate limits off; only the test suite sets it, for tests that are not about limits. */
  RATE_LIMIT_DISABLED: bool.default(false),
  /**
   * With the sandbox gateway only: `POST /v1/payments/sandbox/clock {advanceMs}` moves the time
   * membership access is decided at (ADR 0049), so a browser journey can see a pass end. Only the
   * journeys' server sets it; it has no effect with a real gateway.
   */
  SANDBOX_CLOCK: bool.default(false),
  /**
   * Seconds between two codes mailed to one email (DESIGN §6: 60). Only the browser journeys
   * shorten it, so a journey that needs a second code does not sit out a minute.
   */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** City lookup for statistics (geoip-lite holds ≈ 150 MB in memory once the first view arrives). */
  GEOIP_DISABLED: bool.default(false),
  /** Most storefront/product pages the page cache keeps (DESIGN §6); 0 turns the cache off. */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /**
   * Background jobs (ADR 0014): `JOBS_DISABLED=true` makes this instance enqueue only — no worker,
   * no schedules (another instance on the same PostgreSQL runs them). How often an idle worker asks
   * the queue for work, in seconds (pg-boss's minimum is 0.5; an email enqueued here wakes this
   * instance's worker at once). A failed job is retried `JOBS_RETRY_LIMIT` times with exponential
   * backoff from `JOBS_RETRY_DELAY_SECONDS` (5 s, 12 retries: about 6–11 hours in all).
   */
  JOBS_DISABLED: bool.default(false),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(12),
  /**
   * Backups (ADR 0018, docs/backups.md): archives go to `BACKUP_DIR` (default `DATA_DIR/backups`);
   * the embedded database is backed up every `BACKUP_INTERVAL_HOURS` (0: only on demand; fractions
   * allowed), and the newest `BACKUP_KEEP` archives are kept. `BACKUP_PASSPHRASE` encrypts every
   * archive (AES-256-GCM, key from scrypt): the archives hold personal data (KYC, buyers' emails).
   */
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 31)
    .default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_PASSPHRASE: z.string().min(12, "BACKUP_PASSPHRASE must be at least 12 characters").optional(),
  /**
   * WhatsApp messages to buyers who consented and to sellers who opted in (ADR 0021):
   * `cloud` is Meta's WhatsApp Cloud API (docs/operations.md lists the templates to register);
   * `none` sends nothing and the checkout does not offer it. `PAYMENT_REMINDER_MINUTES` before a
   * pending payment expires, a consenting buyer is reminded once.
   */
  WHATSAPP_PROVIDER: z.enum(["none", "cloud"]).default("none"),
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com"),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_APP_SECRET: z.string().optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_TEMPLATE_PAYMENT_REMINDER: z.string().default("lapak_pengingat_pembayaran"),
  WHATSAPP_TEMPLATE_RECEIPT: z.string().default("lapak_pesanan_dibayar"),
  WHATSAPP_TEMPLATE_NEW_SALE: z.string().default("lapak_penjualan_baru"),
  /** An event's or a 1:1 session's reminder to its buyer, 24 hours and 1 hour before. */
  WHATSAPP_TEMPLATE_SCHEDULE_REMINDER: z.string().default("lapak_pengingat_jadwal"),
  /** A membership's renewal reminder to its member, 7, 3 and 1 days before the end and on the day (ADR 0049). */
  WHATSAPP_TEMPLATE_MEMBERSHIP_REMINDER: z.string().default("lapak_pengingat_langganan"),
  /** An authentication template (copy-code button) carrying the code that verifies a seller's number. */
  WHATSAPP_TEMPLATE_PHONE_CODE: z.string().default("lapak_kode_verifikasi"),
  WHATSAPP_LANGUAGE: z.string().default("id"),
  PAYMENT_REMINDER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24)
    .default(30),
  /**
   * PostgreSQL `shared_buffers` of the embedded PGlite (ignored with DATABASE_URL). Unset, the
   * database opens with `PGLITE_SHARED_BUFFERS` of @lapak/db (48MB), whose docstring says why.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, "contoh: 48MB")
    .optional(),
});

export type Config = ReturnType<typeof finish>;

/**
 * Parses `env` into the app config. Throws an Error whose message lists every bad variable, so the
 * boot stops with a message an operator can act on.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return finish(parsed.data);
}

function finish(raw: z.infer<typeof envSchema>) {
  const dataDir = resolve(raw.DATA_DIR);
  if (raw.STRICT_CONFIG) {
    const missing = (["APP_SECRET", "APP_URL", "DATABASE_URL", "SMTP_URL"] as const).filter((key) => !raw[key]);
    if (missing.length) throw new Error(`STRICT_CONFIG=true needs ${missing.join(", ")} to be set`);
    // Every archive holds secrets.json and personal data (docs/backups.md, ADR 0018): never unencrypted.
    if (!raw.BACKUP_PASSPHRASE) {
      throw new Error(
        "STRICT_CONFIG=true needs BACKUP_PASSPHRASE to be set: backup archives hold secrets.json and personal data, " +
          "so set BACKUP_PASSPHRASE (at least 12 characters) to encrypt them",
      );
    }
    if (raw.PAYMENT_GATEWAY === "sandbox") {
      throw new Error("STRICT_CONFIG=true refuses PAYMENT_GATEWAY=sandbox: sandbox payments are not real money");
    }
  }
  if (raw.PAYMENT_GATEWAY === "midtrans" && !raw.MIDTRANS_SERVER_KEY) {
    throw new Error("PAYMENT_GATEWAY=midtrans needs MIDTRANS_SERVER_KEY");
  }
  if (raw.PAYMENT_GATEWAY === "xendit" && !(raw.XENDIT_SECRET_KEY && raw.XENDIT_CALLBACK_TOKEN)) {
    throw new Error("PAYMENT_GATEWAY=xendit needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN");
  }
  if (raw.DISBURSEMENT_SERVICE === "xendit" && !(raw.XENDIT_SECRET_KEY && raw.XENDIT_CALLBACK_TOKEN)) {
    throw new Error("DISBURSEMENT_SERVICE=xendit needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN");
  }
  const s3 = s3Settings(raw);
  const secrets = raw.APP_SECRET && raw.SANDBOX_WEBHOOK_SECRET ? null : localSecrets(dataDir);
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    env: raw.NODE_ENV,
    isProduction: raw.NODE_ENV === "production",
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    appUrl,
    appSecret: raw.APP_SECRET ?? (secrets?.appSecret as string),
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    adminEmails: raw.ADMIN_EMAILS,
    /** Origins allowed for CORS and for cookie-authenticated writes (CSRF), APP_URL's always. */
    allowedOrigins: [...new Set([new URL(appUrl).origin, ...raw.CORS_ORIGINS])],
    googleClientId: raw.GOOGLE_CLIENT_ID,
    googleJwksUrl: raw.GOOGLE_JWKS_URL,
    redisUrl: raw.REDIS_URL,
    /** Object storage for uploads, or null for local disk under `DATA_DIR/files`. */
    s3,
    redisPrefix: raw.REDIS_PREFIX,
    trustProxy: raw.TRUST_PROXY,
    paymentGateway: raw.PAYMENT_GATEWAY,
    sandboxWebhookSecret: raw.SANDBOX_WEBHOOK_SECRET ?? (secrets?.sandboxWebhookSecret as string),
    midtrans: { serverKey: raw.MIDTRANS_SERVER_KEY ?? "", apiUrl: raw.MIDTRANS_API_URL.replace(/\/$/, "") },
    xendit: {
      secretKey: raw.XENDIT_SECRET_KEY ?? "",
      callbackToken: raw.XENDIT_CALLBACK_TOKEN ?? "",
      apiUrl: raw.XENDIT_API_URL.replace(/\/$/, ""),
    },
    disbursementService: raw.DISBURSEMENT_SERVICE,
    /** Conversion APIs of the sellers' ad pixels (ADR 0022), without a trailing slash. */
    adsApi: {
      metaGraphUrl: raw.META_GRAPH_URL.replace(/\/$/, ""),
      tiktokApiUrl: raw.TIKTOK_API_URL.replace(/\/$/, ""),
    },
    /** ms */
    gatewayTimeoutMs: raw.GATEWAY_TIMEOUT_MS,
    platformFeePercent: raw.PLATFORM_FEE_PERCENT,
    holdDays: raw.HOLD_DAYS,
    paymentExpiryMinutes: raw.PAYMENT_EXPIRY_MINUTES,
    /** Minutes a pending checkout holds its discount code's use (ADR 0025). */
    discountHoldMinutes: raw.DISCOUNT_HOLD_MINUTES,
    /** Email broadcasts' caps (DESIGN §4 "Broadcasts"): per seller per 24 h, and per minute in all. */
    broadcasts: {
      perDay: raw.BROADCASTS_PER_DAY,
      dailyRecipients: raw.BROADCAST_DAILY_RECIPIENTS,
      sendsPerMinute: raw.BROADCAST_SENDS_PER_MINUTE,
    },
    /** Largest file upload, in bytes. */
    maxUploadBytes: Math.floor(raw.MAX_UPLOAD_MB * 1024 * 1024),
    /** Storage per seller, in bytes (uploads are cut at whichever is smaller: this left, or the file cap). */
    storageQuotaBytes: Math.floor(raw.STORAGE_QUOTA_MB * 1024 * 1024),
    strict: raw.STRICT_CONFIG,
    logLevel: raw.LOG_LEVEL,
    rateLimitDisabled: raw.RATE_LIMIT_DISABLED,
    /** `SANDBOX_CLOCK`: the sandbox may move membership time (ADR 0049). */
    sandboxClock: raw.SANDBOX_CLOCK,
    /** Seconds between two codes to one email (`OTP_RESEND_SECONDS`). */
    otpResendSeconds: raw.OTP_RESEND_SECONDS,
    geoipDisabled: raw.GEOIP_DISABLED,
    /** Unset: `openDatabase`'s default (`PGLITE_SHARED_BUFFERS`, @lapak/db). */
    pgliteSharedBuffers: raw.PGLITE_SHARED_BUFFERS,
    pageCacheMaxEntries: raw.PAGE_CACHE_MAX_ENTRIES,
    /** Background jobs (ADR 0014); seconds. */
    jobs: {
      disabled: raw.JOBS_DISABLED,
      pollSeconds: raw.JOBS_POLL_SECONDS,
      retryDelaySeconds: raw.JOBS_RETRY_DELAY_SECONDS,
      retryLimit: raw.JOBS_RETRY_LIMIT,
    },
    /** Backups (ADR 0018): folder, hours between scheduled ones (0: none), how many kept, passphrase. */
    backups: backupSettings(raw, dataDir),
    /** WhatsApp Cloud API settings, or null when `WHATSAPP_PROVIDER=none` (nothing is sent). */
    whatsapp: whatsappSettings(raw),
    /** Minutes before a pending payment's expiry when a consenting buyer is reminded on WhatsApp. */
    paymentReminderMinutes: raw.PAYMENT_REMINDER_MINUTES,
    /** The summary model, or null when `LLM_API_URL` and `LLM_MODEL` are not both set. */
    llm:
      raw.LLM_API_URL && raw.LLM_MODEL
        ? { url: raw.LLM_API_URL, apiKey: raw.LLM_API_KEY, model: raw.LLM_MODEL, timeoutMs: raw.LLM_TIMEOUT_MS }
        : null,
  };
}

/** The backup settings of `raw` (also read by `npm run backup`/`restore`, which never start the app). */
function backupSettings(raw: z.infer<typeof envSchema>, dataDir: string) {
  return {
    dir: resolve(raw.BACKUP_DIR ?? join(dataDir, "backups")),
    /** Hours; 0 turns scheduled backups off. */
    intervalHours: raw.BACKUP_INTERVAL_HOURS,
    keep: raw.BACKUP_KEEP,
    passphrase: raw.BACKUP_PASSPHRASE ?? null,
  };
}

/**
 * What the backup and restore commands need, parsed like `loadConfig` but without its side effect
 * (it never creates `DATA_DIR/secrets.json`: restore must find the folder as the operator left it).
 * Throws like `loadConfig`.
 */
export function loadBackupConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const dataDir = resolve(parsed.data.DATA_DIR);
  return {
    dataDir,
    databaseUrl: parsed.data.DATABASE_URL,
    appSecret: parsed.data.APP_SECRET,
    s3: s3Settings(parsed.data),
    backups: backupSettings(parsed.data, dataDir),
  };
}

export type BackupConfig = ReturnType<typeof loadBackupConfig>;

/**
 * The S3 settings when `S3_BUCKET` is set, else null. Throws when the set is incomplete, or when an
 * `S3_*` variable is set without `S3_BUCKET`: an instance that silently fell back to its own disk
 * would keep files the other instances cannot see.
 */
function s3Settings(raw: z.infer<typeof envSchema>) {
  const names = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  if (!raw.S3_BUCKET) {
    const stray = names.filter((name) => raw[name]);
    if (stray.length) throw new Error(`${stray.join(", ")} set without S3_BUCKET: set S3_BUCKET to use S3 storage`);
    return null;
  }
  const missing = (["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => !raw[name]);
  if (missing.length) throw new Error(`S3_BUCKET=${raw.S3_BUCKET} needs ${missing.join(", ")} to be set`);
  return {
    /** Unset: AWS S3's own endpoint for the region. */
    endpoint: raw.S3_ENDPOINT,
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION as string,
    accessKeyId: raw.S3_ACCESS_KEY_ID as string,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The WhatsApp Cloud API settings when `WHATSAPP_PROVIDER=cloud`, else null. Throws when one of the
 * token, phone number id, app secret or verify token is missing: the webhook cannot be verified or
 * signed without them (developers.facebook.com/docs/graph-api/webhooks/getting-started).
 */
function whatsappSettings(raw: z.infer<typeof envSchema>) {
  if (raw.WHATSAPP_PROVIDER === "none") return null;
  const names = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;
  const missing = names.filter((name) => !raw[name]);
  if (missing.length) throw new Error(`WHATSAPP_PROVIDER=cloud needs ${missing.join(", ")} to be set`);
  return {
    apiUrl: raw.WHATSAPP_API_URL.replace(/\/$/, ""),
    token: raw.WHATSAPP_TOKEN as string,
    phoneNumberId: raw.WHATSAPP_PHONE_NUMBER_ID as string,
    appSecret: raw.WHATSAPP_APP_SECRET as string,
    verifyToken: raw.WHATSAPP_VERIFY_TOKEN as string,
    /** Language code of every template (Meta's `language.code`). */
    language: raw.WHATSAPP_LANGUAGE,
    /** Approved template names per message. */
    templates: {
      paymentReminder: raw.WHATSAPP_TEMPLATE_PAYMENT_REMINDER,
      receipt: raw.WHATSAPP_TEMPLATE_RECEIPT,
      newSale: raw.WHATSAPP_TEMPLATE_NEW_SALE,
      scheduleReminder: raw.WHATSAPP_TEMPLATE_SCHEDULE_REMINDER,
      membershipReminder: raw.WHATSAPP_TEMPLATE_MEMBERSHIP_REMINDER,
      phoneCode: raw.WHATSAPP_TEMPLATE_PHONE_CODE,
    },
  };
}

/** Reads or creates `DATA_DIR/secrets.json` (mode 0600) with generated local secrets. */
function localSecrets(dataDir: string): { appSecret: string; sandboxWebhookSecret: string } {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  mkdirSync(dataDir, { recursive: true });
  const secrets = {
    appSecret: randomBytes(32).toString("base64url"),
    sandboxWebhookSecret: randomBytes(32).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
