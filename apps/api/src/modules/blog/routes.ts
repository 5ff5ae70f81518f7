/**
 * The blog (SPEC §7): live posts for everyone (`/blogs`), the editor's calls for admins
 * (`/admin/blogs…`, `app.requireAdmin`, ADR 0004) and the summary. HTTP only: parse, call one use
 * case, answer; every write drops the cached blog pages (`blog-cache.ts`).
 */
import {
  blogListQuerySchema,
  blogPostBodySchema,
  blogPostRowSchema,
  blogPostSchema,
  blogSummaryBodySchema,
  blogSummarySchema,
  publicBlogPostItemSchema,
  publicBlogPostSchema,
} from "@lapak/shared/schemas/blog";
import { dataEnvelope, errorBodySchema, listEnvelope, paginationQuerySchema } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, idParams, userIdOf } from "../../lib/route-parts";
import { limit } from "../../plugins/rate-limit";
import { blogCache } from "./blog-cache";
import { createPost } from "./create-post";
import { getLivePost } from "./get-live-post";
import { findPostRow } from "./get-post";
import { listLivePosts } from "./list-live-posts";
import { listPosts } from "./list-posts";
import { toBlogPost } from "./post-view";
import { summarizePost } from "./summarize-post";
import { deletePost, unpublishPost, updatePost } from "./update-post";

const tags = ["blog"];
const slugParams = z.object({ slug: text().max(100) });
const errors = errorResponses(401, 403, 404, 422);

export async function blogRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = blogCache(app, deps);

  r.get(
    "/blogs",
    { schema: { tags, querystring: blogListQuerySchema, response: { 200: listEnvelope(publicBlogPostItemSchema) } } },
    async (request) => listLivePosts(deps, request.query),
  );

  r.get(
    "/blogs/:slug",
    {
      schema: { tags, params: slugParams, response: { 200: dataEnvelope(publicBlogPostSchema), 404: errorBodySchema } },
    },
    async (request) => ({ data: await getLivePost(deps, request.params) }),
  );

  r.get(
    "/admin/blogs",
    {
      schema: {
        tags,
        querystring: paginationQuerySchema,
        response: { 200: listEnvelope(blogPostRowSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => listPosts(deps, request.query),
  );

  r.post(
    "/admin/blogs",
    {
      schema: { tags, body: blogPostBodySchema, response: { 201: dataEnvelope(blogPostSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const data = await createPost(deps, { authorId: userIdOf(request), body: request.body });
      await cache.changed();
      return reply.status(201).send({ data, message: "Artikel disimpan" });
    },
  );

  r.post(
    "/admin/blogs/summary",
    {
      schema: { tags, body: blogSummaryBodySchema, response: { 200: dataEnvelope(blogSummarySchema), ...errors } },
      onRequest: app.requireAdmin,
      // Each call may cost a model request: plenty for writing, not for a loop.
      config: limit(deps.config, "blog-summary", 30, 60_000),
    },
    async (request) => ({ data: await summarizePost({ ...deps, log: request.log }, request.body) }),
  );

  r.get(
    "/admin/blogs/:id",
    {
      schema: { tags, params: idParams, response: { 200: dataEnvelope(blogPostSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request) => ({ data: toBlogPost(await findPostRow(deps, request.params.id)) }),
  );

  r.put(
    "/admin/blogs/:id",
    {
      schema: {
        tags,
        params: idParams,
        body: blogPostBodySchema,
        response: { 200: dataEnvelope(blogPostSchema), ...errors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const data = await updatePost(deps, { id: request.params.id, editorId: userIdOf(request), body: request.body });
      await cache.changed();
      return { data, message: "Artikel disimpan" };
    },
  );

  r.post(
    "/admin/blogs/:id/unpublish",
    {
      schema: { tags, params: idParams, response: { 200: dataEnvelope(blogPostSchema), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const data = await unpublishPost(deps, request.params);
      await cache.changed();
      return { data, message: "Artikel ditarik dari blog dan kembali menjadi draf" };
    },
  );

  r.delete(
    "/admin/blogs/:id",
    {
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      await deletePost(deps, request.params);
      await cache.changed();
      return reply.status(204).send(null);
    },
  );
}
