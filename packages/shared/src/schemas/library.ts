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
  /**
   * An event's current time (its ticket is on the order page) and, once its holder checked in at
   * an event that gives one, the attendance certificate's PDF; null for other products.
   */
  event: z.object({ startsAt: z.string(), endsAt: z.string(), certificateUrl: z.string().nullable() }).nullable(),
  /**
   * A 1:1 session's booked time (ADR 0047), until when the buyer may move it, and the product whose
   * free slots a move picks from; null for other products.
   */
  session: z
    .object({
      startsAt: z.string(),
      endsAt: z.string(),
      rescheduleUntil: z.string(),
      rescheduleCount: z.number().int(),
    })
    .nullable(),
  /**
   * The buyer's review of the product (DESIGN §4 "Reviews"): `rating` 1–5 once written, null before;
   * the whole field null when the order cannot be reviewed (free, or a type that is not reviewed).
   * Written and edited on the order page (`orderUrl#ulasan`).
   */
  review: z.object({ rating: z.number().int().nullable() }).nullable(),
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
  /** A completed course's, or attendance at an event (`courseTitle` is then the event's title). */
  kind: z.enum(["course", "event"]),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** A file a lesson attaches, as the buyer downloads it from their library session. */
export const learningFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** `/v1/library/courses/{transactionId}/lessons/{lessonId}/files/{fileId}`. */
  url: z.string(),
});

/** One lesson as its buyer reads it: the whole lesson, and whether they completed it. */
export const learningLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(["video", "text", "file"]),
  durationMinutes: z.number().int().nullable(),
  preview: z.boolean(),
  /** A YouTube (`youtube-nocookie.com`) or Vimeo (`player.vimeo.com`) embed; null otherwise. */
  embedUrl: z.string().nullable(),
  /** An uploaded MP4: `/v1/library/courses/{transactionId}/lessons/{lessonId}/video`; null otherwise. */
  videoSrc: z.string().nullable(),
  /** Plain text; null without. */
  body: z.string().nullable(),
  files: z.array(learningFileSchema),
  completed: z.boolean(),
  /** ISO 8601; null while not completed. */
  completedAt: z.string().nullable(),
});
export type LearningLesson = z.infer<typeof learningLessonSchema>;

/** A buyer's progress: lessons completed of the course's current lessons. */
export const learningProgressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** 0–100, rounded down (100 only when every lesson is complete). */
  percent: z.number().int(),
  /** When the last lesson was completed (ISO 8601), null below 100 %. */
  completedAt: z.string().nullable(),
  /** The first lesson not yet completed, in curriculum order; null at 100 %. */
  nextLessonId: z.string().nullable(),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;

/** The certificate of a course order: whether the course gives one, and the one issued, if any. */
export const learningCertificateSchema = z.object({
  /** The course gives a certificate on completion. */
  offered: z.boolean(),
  /** The name printed on it: the issued one, or until then the name typed at checkout. */
  holderName: z.string(),
  /** `SRT-…` once issued (at the first download), else null; the name is frozen from then on. */
  code: z.string().nullable(),
  /** `/v1/library/courses/{transactionId}/certificate.pdf`. */
  pdfUrl: z.string(),
});
export type LearningCertificate = z.infer<typeof learningCertificateSchema>;

/**
 * `GET /v1/library/courses/{transactionId}` (or a member's included course,
 * `GET /v1/library/memberships/{productId}/courses/{courseId}`): the course as it is now, with the
 * learner's progress.
 */
export const learningCourseSchema = z.object({
  transactionId: z.string(),
  /** The membership the course is read through (ADR 0049); null for a bought course. */
  membershipId: z.string().nullable(),
  code: z.string(),
  product: z.object({ id: z.string(), title: z.string(), cover: z.string().nullable() }),
  seller: z.object({ name: z.string(), username: z.string().nullable() }),
  progress: learningProgressSchema,
  certificate: learningCertificateSchema,
  modules: z.array(z.object({ id: z.string(), title: z.string(), lessons: z.array(learningLessonSchema) })),
});
export type LearningCourse = z.infer<typeof learningCourseSchema>;

/** `PUT /v1/library/courses/{transactionId}/lessons/{lessonId}`. */
export const learningLessonBodySchema = z.object({
  completed: z.boolean({ error: "Status selesai harus ya atau tidak" }),
});

/** `POST /v1/library/courses/{transactionId}/certificate`: the name to print, once, before issue. */
export const learningCertificateBodySchema = z.object({
  holderName: text({ error: "Nama di sertifikat wajib diisi" })
    .trim()
    .min(2, "Nama di sertifikat minimal 2 karakter")
    .max(80, "Nama di sertifikat maksimal 80 karakter"),
});

/** One buyer of a course in the seller's **Siswa** (DESIGN §4 "Learning"). */
export const courseStudentSchema = z.object({
  transactionId: z.string(),
  code: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** ISO 8601. */
  paidAt: z.string(),
  progress: learningProgressSchema.omit({ nextLessonId: true }),
});
export type CourseStudent = z.infer<typeof courseStudentSchema>;

/** `GET /v1/product/courses/{id}/students`: newest payment first. */
export const courseStudentListSchema = z.object({ students: z.array(courseStudentSchema) });
export type CourseStudentList = z.infer<typeof courseStudentListSchema>;
