import { newId, tables } from "@lapak/db";
import type { BlogPost, BlogPostBody } from "@lapak/shared/schemas/blog";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import { BLOG_SLUG_TAKEN } from "./blog-slug";
import { toBlogPost } from "./post-view";
import { preparePost } from "./prepare-post";

/**
 * `POST /v1/admin/blogs` (SPEC §7; admins only — the route checks): writes a new post by
 * `authorId`. Rules in `preparePost`. Throws 422 on a taken slug (also when another save took it a
 * moment earlier: the unique index answers), a cover or image that is not the admin's upload.
 */
export async function createPost(
  { db }: Pick<Deps, "db">,
  { authorId, body }: { authorId: string; body: BlogPostBody },
): Promise<BlogPost> {
  const values = await preparePost({ db }, { authorId, body });
  try {
    const [row] = await db
      .insert(tables.blogPosts)
      .values({ id: newId(), authorId, ...values })
      .returning();
    return toBlogPost(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("slug", BLOG_SLUG_TAKEN);
    throw error;
  }
}
