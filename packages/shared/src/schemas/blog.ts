/**
 * The blog (SPEC §7, DESIGN §3): admins write posts in the editor, everyone reads them at `/blog`.
 * A post is `draft`, `published` or `scheduled` (published with a `publishAt` still to come; it
 * reads as published once that time has passed). Content is HTML the API sanitizes against the
 * rich-text allow-list; the summary is plain text of at most 300 characters.
 */
import { multilineText, text, z } from "../zod";
import { paginationQuerySchema } from "./common";
import { slugSchema } from "./product";

/**
 * What `blog_posts.status` stores. `scheduled` is never stored: it is a published post whose
 * `published_at` is still to come (DESIGN §4, ADR 0012).
 */
export const STORED_BLOG_POST_STATUSES = ["draft", "published"] as const;
export const BLOG_POST_STATUSES = [...STORED_BLOG_POST_STATUSES, "scheduled"] as const;
export const blogPostStatusSchema = z.enum(BLOG_POST_STATUSES);
export type BlogPostStatus = z.infer<typeof blogPostStatusSchema>;

/** Longest summary, in characters (the summarizer and the field agree on it). */
export const MAX_SUMMARY_LENGTH = 300;
/** How many posts a page of `/blog` shows. */
export const BLOG_PAGE_SIZE = 9;

const contentSchema = multilineText().max(200_000, "Isi artikel terlalu panjang");

export const blogPostBodySchema = z
  .object({
    title: text().trim().min(3, "Judul minimal 3 karakter").max(150, "Judul maksimal 150 karakter"),
    /** Made from the title when left out; a slug another post uses is refused (422). */
    slug: slugSchema.optional(),
    content: contentSchema.default(""),
    summary: multilineText()
      .trim()
      .max(MAX_SUMMARY_LENGTH, `Ringkasan maksimal ${MAX_SUMMARY_LENGTH} karakter`)
      .default(""),
    coverImageId: z.uuid("ID gambar tidak valid").nullable().optional(),
    status: blogPostStatusSchema.default("draft"),
    /** ISO 8601; required for `scheduled`, ignored otherwise. */
    publishAt: z.iso.datetime({ offset: true, error: "Waktu terbit tidak valid" }).optional(),
    seoTitle: text().trim().max(70, "Judul SEO maksimal 70 karakter").default(""),
    seoDescription: text().trim().max(160, "Deskripsi SEO maksimal 160 karakter").default(""),
  })
  .refine((body) => body.status !== "scheduled" || Boolean(body.publishAt), {
    path: ["publishAt"],
    message: "Pilih waktu terbit untuk artikel terjadwal",
  })
  .refine((body) => body.status === "draft" || body.content.replace(/<[^>]*>/g, "").trim().length > 0, {
    path: ["content"],
    message: "Tulis isi artikel sebelum menerbitkan",
  });
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;

/** A post as the admin edits it. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  summary: z.string(),
  coverImageId: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: blogPostStatusSchema,
  /** When it went or goes live; null for a draft. */
  publishedAt: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A row of the admin's list of posts. */
export const blogPostRowSchema = blogPostSchema.pick({
  id: true,
  slug: true,
  title: true,
  status: true,
  publishedAt: true,
  updatedAt: true,
});
export type BlogPostRow = z.infer<typeof blogPostRowSchema>;

/** A live post in a list (`GET /v1/blogs`, related posts). */
export const publicBlogPostItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImageUrl: z.string().nullable(),
  /**
   * The file at `coverImageUrl` as it is served (no `?w=`): its MIME type and size in bytes, what an
   * RSS enclosure must state; null without a cover.
   */
  coverImageFile: z.object({ mime: z.string(), bytes: z.number().int() }).nullable(),
  publishedAt: z.string(),
  /** Minutes, at least 1. */
  readingMinutes: z.number().int(),
});
export type PublicBlogPostItem = z.infer<typeof publicBlogPostItemSchema>;

/** A live post to read (`GET /v1/blogs/{slug}`). */
export const publicBlogPostSchema = publicBlogPostItemSchema.extend({
  content: z.string(),
  /**
   * The summary to show above the body, or null when it repeats the body's own sentences (a
   * "Buat Ringkasan" summary: ADR 0012) — `summary` still serves lists, the feed and meta tags.
   */
  lead: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
  authorName: z.string().nullable(),
  related: z.array(publicBlogPostItemSchema),
});
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

export const blogListQuerySchema = paginationQuerySchema;

export const blogSummaryBodySchema = z.object({
  content: contentSchema.min(1, "Tulis isi artikel dulu"),
  title: text().trim().max(150).optional(),
});
export const blogSummarySchema = z.object({
  summary: z.string(),
  /** Who wrote it: the configured language model, or the built-in extractive summarizer. */
  source: z.enum(["llm", "extractive"]),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;
