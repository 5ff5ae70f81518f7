/**
 * The User resource and the profile fields a seller may change (DESIGN §3).
 */
import { normalizePhone } from "../phone";
import { usernameProblem } from "../username";
import { httpUrl, multilineText, text, webUrl, z } from "../zod";

/**
 * `users.role`. Every account is created a `seller`; the API also reports an account whose email is
 * in `ADMIN_EMAILS` as `admin`, whatever this column says (ADR 0004).
 */
export const USER_ROLES = ["seller", "admin"] as const;

/**
 * An activation's own statuses (`activations.status`): sent by the seller, then approved or rejected
 * by an admin (DESIGN §4 KYC).
 */
export const ACTIVATION_REVIEW_STATUSES = ["submitted", "approved", "rejected"] as const;
/**
 * A seller's activation state (`users.activation`): `none` until the first submission, then the
 * status of their activation. Withdrawals need `approved` (DESIGN §4).
 */
export const ACTIVATION_STATUSES = ["none", ...ACTIVATION_REVIEW_STATUSES] as const;

export const THEME_COLORS = [
  "#6D28D9",
  "#2563EB",
  "#0D9488",
  "#16A34A",
  "#EA580C",
  "#DB2777",
  "#DC2626",
  "#111827",
] as const;

export const themeSchema = z.object({
  color: text().regex(/^#[0-9A-Fa-f]{6}$/, "Warna harus berformat #RRGGBB"),
  buttonStyle: z.enum(["rounded", "pill", "square"]),
  font: z.enum(["sans", "serif", "rounded"]),
  background: z.enum(["plain", "soft", "gradient"]),
});
export type Theme = z.infer<typeof themeSchema>;

export const DEFAULT_THEME: Theme = {
  color: "#6D28D9",
  buttonStyle: "rounded",
  font: "sans",
  background: "soft",
};

const socialLink = text().trim().max(200, "Maksimal 200 karakter").optional();

/** Social handles or URLs as stored and answered; empty strings mean "not set". */
export const socialLinksSchema = z.object({
  instagram: socialLink,
  tiktok: socialLink,
  youtube: socialLink,
  x: socialLink,
  facebook: socialLink,
  website: z.union([z.literal(""), httpUrl().max(2000)]).optional(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * Social links as a seller sends them: a bare domain as website gains `https://` (`webUrl`).
 * Request bodies only — a transform cannot be encoded, so answers use `socialLinksSchema`.
 */
export const socialLinksBodySchema = socialLinksSchema.extend({ website: webUrl({ optional: true }).optional() });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  profileComplete: z.boolean(),
  activation: z.enum(ACTIVATION_STATUSES),
  socialLinks: socialLinksSchema,
  theme: themeSchema,
  createdAt: z.string(),
  /**
   * Why an admin suspended the store (DESIGN §4 "Suspended stores"), as the dashboard shows it;
   * null while open. While suspended, the store answers 410, checkout refuses orders and
   * withdrawals are held.
   */
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const nameSchema = text().trim().min(2, "Nama minimal 2 karakter").max(80, "Nama maksimal 80 karakter");

export const usernameSchema = text()
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** Accepts `08…`, `+62…` or `62…` and yields `628…` digits. */
export const phoneSchema = text()
  .trim()
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "Nomor WhatsApp tidak valid (contoh: 081234567890)" });
      return z.NEVER;
    }
    return phone;
  });

/** `PUT /v1/auth/profile`: only these fields; left out = unchanged (DESIGN §3). */
export const updateProfileBodySchema = z.object({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
  phone: phoneSchema.optional(),
  bio: multilineText().trim().max(300, "Bio maksimal 300 karakter").optional(),
  avatarImageId: z.string().uuid().nullable().optional(),
  socialLinks: socialLinksBodySchema.optional(),
  theme: themeSchema.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  message: z.string(),
});

/** The public face of a seller, `GET /v1/sellers/{username}`. */
export const sellerSchema = z.object({
  username: z.string(),
  name: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  socialLinks: socialLinksSchema,
  theme: themeSchema,
});
export type Seller = z.infer<typeof sellerSchema>;
