/**
 * Membership calls (DESIGN §3 "Membership", ADR 0049; HTTP only): the seller's members-only posts
 * `POST|PUT|GET|DELETE /v1/memberships/{productId}/posts[/{postId}]` and members
 * `GET /v1/memberships/members[.csv]` and their summary `GET /v1/memberships/summary`; the member's memberships, posts and post files in the
 * library `GET /v1/library/memberships[/{productId}/posts[/{postId}[/files/{fileId}]]]`, the files of
 * the downloads it includes `GET /v1/library/memberships/{productId}/included/{includedId}/files/{fileId}`, the
 * courses it includes `…/{productId}/courses/{courseId}` (the learning calls of a bought course), and the
 * new-post emails switch `PUT /v1/library/memberships/{productId}/post-emails`.
 */
import { dataEnvelope } from "@lapak/shared/schemas/common";
import {
  libraryMembershipSchema,
  libraryPostSchema,
  MEMBER_STATUSES,
  memberPostBodySchema,
  memberPostSchema,
  memberSchema,
} from "@lapak/shared/schemas/membership";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";
import { errorResponses, FILE_RESPONSES, mediaResponse, sessionOf, userIdOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { sendAttachment } from "../downloads/send-stored";
import { learnerCourseRoutes } from "../learning/routes";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "../library/library-guard";
import { findMemberCourse } from "./member-course";
import {
  findIncludedFile,
  findPostFile,
  getLibraryPost,
  listLibraryMemberships,
  listLibraryPosts,
  setPostEmails,
} from "./member-library";
import { createMemberPost, deleteMemberPost, getMemberPost, listMemberPosts, updateMemberPost } from "./member-posts";
import { listMembers, membersCsv, membershipSummary } from "./members";
import { type MembershipClock, membershipClock } from "./membership-clock";

const tags = ["memberships"];
const membership = z.object({ productId: text().max(64) });
const post = membership.extend({ postId: text().max(64) });
const membersQuery = z.object({
  productId: z.uuid("Langganan tidak valid").optional(),
  status: z.enum(MEMBER_STATUSES, { error: "Status anggota tidak valid" }).optional(),
});
const sellerErrors = errorResponses(401, 404, 422);
const readErrors = errorResponses(401, 403, 404, 503);

export async function membershipRoutes(
  app: FastifyInstance,
  deps: Deps & { storage: Storage; sandbox: boolean; clock?: MembershipClock },
) {
  const { db, config, storage } = deps;
  const clock = deps.clock ?? membershipClock();
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireLibrary(deps);
  // A post's title and teaser show on the storefront: a change is announced like a product's.
  const announce = (request: FastifyRequest) => announceStorefrontChange(app.storefrontEvents, sessionOf(request).user);
  const owner = (request: FastifyRequest, productId: string) => ({ sellerId: userIdOf(request), productId });
  const member = (request: FastifyRequest, productId: string) => ({
    email: libraryCallerOf(request).email,
    productId,
    now: clock.now(),
  });

  /** The schema parts of a file a member downloads: 200 or 206 with the file, or why not. */
  const fileResponses = { ...FILE_RESPONSES, ...errorResponses(401, 403, 404, 416, 503) };

  if (deps.sandbox && config.sandboxClock) {
    r.post(
      "/payments/sandbox/clock",
      {
        schema: {
          tags: ["payments"],
          summary: "Sandbox with SANDBOX_CLOCK only: moves the time membership access is decided at",
          body: z.object({
            advanceMs: z
              .number({ error: "advanceMs harus angka" })
              .int()
              .min(0)
              .max(10 * 365 * 86_400_000),
          }),
          response: { 200: dataEnvelope(z.object({ offsetMs: z.number().int() })), ...errorResponses(422) },
        },
      },
      async (request) => ({ data: { offsetMs: clock.advance(request.body.advanceMs) } }),
    );
  }

  r.get(
    "/memberships/:productId/posts",
    {
      schema: {
        tags,
        params: membership,
        response: { 200: dataEnvelope(z.array(memberPostSchema)), ...sellerErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listMemberPosts(db, owner(request, request.params.productId)) }),
  );
  r.post(
    "/memberships/:productId/posts",
    {
      schema: {
        tags,
        params: membership,
        body: memberPostBodySchema,
        response: { 201: dataEnvelope(memberPostSchema), ...sellerErrors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const data = await createMemberPost(deps, { ...owner(request, request.params.productId), body: request.body });
      announce(request);
      reply.status(201);
      return { data, message: "Postingan disimpan" };
    },
  );
  r.get(
    "/memberships/:productId/posts/:postId",
    {
      schema: { tags, params: post, response: { 200: dataEnvelope(memberPostSchema), ...sellerErrors } },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: await getMemberPost(db, { ...owner(request, request.params.productId), postId: request.params.postId }),
    }),
  );
  r.put(
    "/memberships/:productId/posts/:postId",
    {
      schema: {
        tags,
        params: post,
        body: memberPostBodySchema,
        response: { 200: dataEnvelope(memberPostSchema), ...sellerErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const data = await updateMemberPost(deps, {
        ...owner(request, request.params.productId),
        postId: request.params.postId,
        body: request.body,
      });
      announce(request);
      return { data, message: "Postingan disimpan" };
    },
  );
  r.delete(
    "/memberships/:productId/posts/:postId",
    {
      schema: {
        tags,
        params: post,
        response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })), ...sellerErrors },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      await deleteMemberPost(db, { ...owner(request, request.params.productId), postId: request.params.postId });
      announce(request);
      return { data: { deleted: true as const }, message: "Postingan dihapus" };
    },
  );

  r.get(
    "/memberships/members",
    {
      schema: {
        tags,
        querystring: membersQuery,
        response: {
          200: dataEnvelope(
            z.object({
              members: z.array(memberSchema),
              counts: z.object({ active: z.number().int(), ending: z.number().int(), ended: z.number().int() }),
            }),
          ),
          ...sellerErrors,
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await listMembers(db, { sellerId: userIdOf(request), ...request.query }) }),
  );
  r.get(
    "/memberships/summary",
    {
      schema: {
        tags,
        response: {
          200: dataEnvelope(
            z.object({
              hasMemberships: z.boolean(),
              activeMembers: z.number().int(),
              monthRevenue: z.number().int(),
              monthPasses: z.number().int(),
            }),
          ),
          ...errorResponses(401),
        },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: await membershipSummary(db, { sellerId: userIdOf(request) }) }),
  );
  r.get(
    "/memberships/members.csv",
    {
      schema: {
        tags,
        querystring: membersQuery,
        response: { 200: mediaResponse("text/csv", "The members as CSV", "text"), ...sellerErrors },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const csv = await membersCsv(db, { sellerId: userIdOf(request), ...request.query });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="Anggota.csv"')
        .send(csv);
    },
  );

  r.get(
    "/library/memberships",
    {
      schema: {
        tags: ["library"],
        security: LIBRARY_SECURITY,
        response: { 200: dataEnvelope(z.array(libraryMembershipSchema)), ...readErrors },
      },
      preValidation: guard,
    },
    async (request) => ({
      data: await listLibraryMemberships({ db, appUrl: config.appUrl }, libraryCallerOf(request).email, clock.now()),
    }),
  );
  r.get(
    "/library/memberships/:productId/posts",
    {
      schema: {
        tags: ["library"],
        security: LIBRARY_SECURITY,
        params: membership,
        response: { 200: dataEnvelope(z.array(libraryPostSchema)), ...readErrors },
      },
      preValidation: guard,
    },
    async (request) => ({
      data: await listLibraryPosts({ db, appUrl: config.appUrl }, member(request, request.params.productId)),
    }),
  );
  r.get(
    "/library/memberships/:productId/posts/:postId",
    {
      schema: {
        tags: ["library"],
        security: LIBRARY_SECURITY,
        params: post,
        response: { 200: dataEnvelope(libraryPostSchema), ...readErrors },
      },
      preValidation: guard,
    },
    async (request) => ({
      data: await getLibraryPost(
        { db, appUrl: config.appUrl },
        { ...member(request, request.params.productId), postId: request.params.postId },
      ),
    }),
  );
  r.get(
    "/library/memberships/:productId/posts/:postId/files/:fileId",
    {
      schema: {
        tags: ["library"],
        summary: "A file a members-only post attaches, for an active member, with byte ranges",
        security: LIBRARY_SECURITY,
        params: post.extend({ fileId: text().max(64) }),
        response: fileResponses,
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { productId, postId, fileId } = request.params;
      const file = await findPostFile(
        { db, appUrl: config.appUrl, storage },
        { ...member(request, productId), postId, fileId },
      );
      return sendAttachment(reply, { storage, file, rangeHeader: request.headers.range });
    },
  );
  r.get(
    "/library/memberships/:productId/included/:includedId/files/:fileId",
    {
      schema: {
        tags: ["library"],
        summary: "A file of a download the membership includes, for an active member, with byte ranges",
        security: LIBRARY_SECURITY,
        params: membership.extend({ includedId: text().max(64), fileId: text().max(64) }),
        response: fileResponses,
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { productId, includedId, fileId } = request.params;
      const file = await findIncludedFile(
        { db, appUrl: config.appUrl, storage },
        { ...member(request, productId), includedId, fileId },
      );
      return sendAttachment(reply, { storage, file, rangeHeader: request.headers.range });
    },
  );
  // The courses it includes: a bought course's calls, resolved through the member's pass.
  learnerCourseRoutes(app, {
    prefix: "/library/memberships/:productId/courses/:courseId",
    params: membership.extend({ courseId: text().max(64) }),
    resolve: (request, { productId, courseId }) =>
      findMemberCourse({ db, appUrl: config.appUrl }, { ...member(request, productId), courseId }),
    db,
    storage,
    appUrl: config.appUrl,
    guard,
  });
  r.put(
    "/library/memberships/:productId/post-emails",
    {
      schema: {
        tags: ["library"],
        security: LIBRARY_SECURITY,
        params: membership,
        body: z.object({ enabled: z.boolean({ error: "Pilihan email tidak valid" }) }),
        response: { 200: dataEnvelope(z.object({ enabled: z.boolean() })), ...errorResponses(401, 403, 404, 422) },
      },
      preValidation: guard,
    },
    async (request) => {
      await setPostEmails(db, { ...member(request, request.params.productId), enabled: request.body.enabled });
      return {
        data: { enabled: request.body.enabled },
        message: request.body.enabled ? "Email postingan baru dinyalakan" : "Email postingan baru dimatikan",
      };
    },
  );
}
