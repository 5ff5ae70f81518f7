import { tables } from "@lapak/db";
import type { BlogPost, BlogPostBody } from "@lapak/shared/schemas/blog";
import { eq } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { BLOG_SLUG_TAKEN } from "./blog-slug";
import { findPostRow } from "./get-post";
import { toBlogPost } from "./post-view";
import { preparePost } from "./prepare-post";

/**
 * `PUT /v1/admin/blogs/{id}` (SPEC §7; admins only): replaces the post with `body` (rules in
 * `preparePost`; with the slug left out the post keeps its slug). Throws 404 for
 * an unknown id, 422 as `preparePost` does.
 */
export async function updatePost(
  { db }: Pick<Deps, "db">,
  { id, editorId, body }: { id: string; editorId: string; body: BlogPostBody },
): Promise<BlogPost> {
  const current = await findPostRow({ db }, id);
  const values = await preparePost({ db }, { authorId: editorId, body, current });
  try {
    const [row] = await db.update(tables.blogPosts).set(values).where(eq(tables.blogPosts.id, id)).returning();
    return toBlogPost(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("slug", BLOG_SLUG_TAKEN);
    throw error;
  }
}

/** `POST /v1/admin/blogs/{id}/unpublish`: back to draft, off `/blog` at once. Throws 404 for an unknown id. */
export async function unpublishPost({ db }: Pick<Deps, "db">, { id }: { id: string }): Promise<BlogPost> {
  await findPostRow({ db }, id);
  const [row] = await db
    .update(tables.blogPosts)
    .set({ status: "draft", publishedAt: null, updatedAt: new Date() })
    .where(eq(tables.blogPosts.id, id))
    .returning();
  return toBlogPost(row);
}

/** `DELETE /v1/admin/blogs/{id}`: removes the post for good (its images stay in the admin's uploads). 404 if unknown. */
export async function deletePost({ db }: Pick<Deps, "db">, { id }: { id: string }): Promise<void> {
  await findPostRow({ db }, id);
  await db.delete(tables.blogPosts).where(eq(tables.blogPosts.id, id));
}
