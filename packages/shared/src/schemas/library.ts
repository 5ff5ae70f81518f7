/**
 * Request and response bodies of the buyer library and of certificates (DESIGN §4 "Buyer library",
 * "Certificates"; SPEC §7): sign-in by a code mailed to the email the buyer paid with, the list of
 * that email's purchases, and a certificate's public record.
 */
import { text, z } from "../zod";
import { emailSchema } from "./auth";
import { productTypeSchema } from "./product";

/** `POST /v1/library/request-code`. */
export const libraryRequestCodeBodySchema = z.object({ email: emailSchema });
export type LibraryRequestCodeBody = z.infer<typeof libraryRequestCodeBodySchema>;

/** The one answer to every request for a code, bought or not (DESIGN §6: no enumeration). */
export const libraryRequestCodeResultSchema = z.object({
  sent: z.literal(true),
  /** Seconds before another code may be asked for (60). */
  resendAfter: z.number().int(),
});

export const libraryCodeSchema = text({ error: "Kode masuk wajib diisi" })
  .trim()
  .regex(/^\d{6}$/, "Kode masuk terdiri dari 6 angka");

/** `POST /v1/library/verify`. */
export const libraryVerifyBodySchema = z.object({ email: emailSchema, code: libraryCodeSchema });
export type LibraryVerifyBody = z.infer<typeof libraryVerifyBodySchema>;

/** `POST /v1/library/verify-link`: the token of the one-time link mailed with the code. */
export const libraryVerifyLinkBodySchema = z.object({
  token: text({ error: "Tautan masuk tidak valid" })
    .min(1, "Tautan masuk tidak valid")
    .max(200, "Tautan masuk tidak valid"),
});
export type LibraryVerifyLinkBody = z.infer<typeof libraryVerifyLinkBodySchema>;

/** A library session: the bearer token (shown once), its email and when it ends (ISO 8601). */
export const librarySessionSchema = z.object({
  token: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type LibrarySession = z.infer<typeof librarySessionSchema>;

/**
 * The product types a library entry may name: today's, and `course` (Kelas Online), whose entries
 * open `/my-library/courses/{transactionId}`.
 */
export const libraryProductTypeSchema = z.union([productTypeSchema, z.literal("course")]);
export type LibraryProductType = z.infer<typeof libraryProductTypeSchema>;

/** One paid order of the library's email (the product as bought: its checkout snapshot). */
export const libraryPurchaseSchema = z.object({
  transactionId: z.string(),
  /** The order code (`LPK-…`). */
  code: z.string(),
  product: z.object({
    id: z.string(),
    type: libraryProductTypeSchema,
    title: z.string(),
    /** The cover's image URL, null without one. */
    cover: z.string().nullable(),
  }),
  seller: z.object({ name: z.string(), username: z.string().nullable() }),
  /** Rupiah paid (0 for a free product). */
  amount: z.number().int(),
  /** Rupiah given back so far; a partly refunded order stays in the library (DESIGN §6). */
  refundedAmount: z.number().int(),
  /** ISO 8601. */
  paidAt: z.string(),
  /** The order's page (its receipt and downloads): `{APP_URL}/my-order/{transactionId}`. */
  orderUrl: z.string(),
});
export type LibraryPurchase = z.infer<typeof libraryPurchaseSchema>;

/** `GET /v1/library`: newest paid first. */
export const libraryListSchema = z.object({
  email: z.string(),
  purchases: z.array(libraryPurchaseSchema),
});
export type LibraryList = z.infer<typeof libraryListSchema>;

/** `GET /v1/certificates/{code}`: what anyone may verify (no email, no order). */
export const publicCertificateSchema = z.object({
  code: z.string(),
  holderName: z.string(),
  courseTitle: z.string(),
  sellerName: z.string(),
  /** ISO 8601; shown as the WIB day ("2 Desember 2026"). */
  completedAt: z.string(),
  issuedAt: z.string(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;
