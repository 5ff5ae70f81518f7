/**
 * Learning in the buyer library (DESIGN §4 "Learning", "Certificates"; HTTP only: parse, call one
 * use case, answer): a paid course's lessons with the buyer's ticks, its uploaded videos and files,
 * and its certificate — for the library session of the email that bought it, 404 for anyone else.
 * The same calls serve a course a membership includes (`learnerCourseRoutes`, ADR 0049).
 */

import type { Db } from "@lapak/db";
import { dataEnvelope } from "@lapak/shared/schemas/common";
import {
  courseStudentListSchema,
  learningCertificateBodySchema,
  learningCourseSchema,
  learningLessonBodySchema,
  learningProgressSchema,
  publicCertificateSchema,
} from "@lapak/shared/schemas/library";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";
import { errorResponses, FILE_RESPONSES, mediaResponse, userIdOf } from "../../lib/route-parts";
import { sendAttachment, sendStored } from "../downloads/send-stored";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "../library/library-guard";
import { courseCertificatePdf, issueCourseCertificate } from "./course-certificate";
import { type CourseOrder, findCourseOrder } from "./course-order";
import { courseStudentsCsv, listCourseStudents } from "./course-students";
import { getLearningCourse } from "./get-course";
import { findLessonMedia } from "./lesson-media";
import { markLesson } from "./mark-lesson";

const tags = ["library"];
const readErrors = errorResponses(401, 403, 404, 503);

/** What a learner's course routes need: where they live, and how a request names its course. */
export interface LearnerRoutesOptions<P extends z.ZodObject> {
  /** The path of the course, under `/v1` (`/library/courses/:transactionId`, …). */
  prefix: string;
  /** The prefix's path parameters. */
  params: P;
  /** The course the request may read; throws 404 (or 403 for an ended membership) otherwise. */
  resolve: (request: FastifyRequest, params: z.infer<P>) => Promise<CourseOrder>;
  db: Db;
  storage: Storage;
  appUrl: string;
  guard: ReturnType<typeof requireLibrary>;
}

/**
 * Registers a learner's course calls under `prefix` (DESIGN §4 "Learning"): the course with the
 * learner's ticks, ticking a lesson, its uploaded video and files, and the certificate — the same
 * calls for a bought course and for one a membership includes (ADR 0049).
 */
export function learnerCourseRoutes<P extends z.ZodObject>(app: FastifyInstance, options: LearnerRoutesOptions<P>) {
  const { prefix, params, resolve, db, storage, appUrl, guard } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const lesson = params.extend({ lessonId: text().max(64) });
  const order = (request: FastifyRequest) => resolve(request, request.params as z.infer<P>);

  r.get(
    prefix,
    {
      schema: {
        tags,
        security: LIBRARY_SECURITY,
        params,
        response: { 200: dataEnvelope(learningCourseSchema), ...readErrors },
      },
      preValidation: guard,
    },
    async (request) => ({ data: await getLearningCourse(db, await order(request)) }),
  );

  r.put(
    `${prefix}/lessons/:lessonId`,
    {
      schema: {
        tags,
        security: LIBRARY_SECURITY,
        params: lesson,
        body: learningLessonBodySchema,
        response: { 200: dataEnvelope(learningProgressSchema), ...errorResponses(401, 403, 404, 422, 503) },
      },
      preValidation: guard,
    },
    async (request) => ({
      data: await markLesson(db, await order(request), {
        lessonId: (request.params as { lessonId: string }).lessonId,
        completed: request.body.completed,
      }),
    }),
  );

  r.get(
    `${prefix}/lessons/:lessonId/video`,
    {
      schema: {
        tags,
        summary: "A lesson's uploaded video, for its learner, with byte ranges",
        security: LIBRARY_SECURITY,
        params: lesson,
        response: {
          200: mediaResponse("video/mp4", "The whole video"),
          206: mediaResponse("video/mp4", "The requested byte range of the video"),
          ...errorResponses(401, 403, 404, 416, 503),
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { lessonId } = request.params as { lessonId: string };
      const file = await findLessonMedia({ db, storage }, await order(request), { lessonId });
      return sendStored(reply, {
        storage,
        file,
        rangeHeader: request.headers.range,
        rangeMessage: "Rentang video tidak valid",
      });
    },
  );

  r.get(
    `${prefix}/lessons/:lessonId/files/:fileId`,
    {
      schema: {
        tags,
        summary: "A file a lesson attaches, for its learner, as an attachment with byte ranges",
        security: LIBRARY_SECURITY,
        params: lesson.extend({ fileId: text().max(64) }),
        response: { ...FILE_RESPONSES, ...errorResponses(401, 403, 404, 416, 503) },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { lessonId, fileId } = request.params as { lessonId: string; fileId: string };
      const file = await findLessonMedia({ db, storage }, await order(request), { lessonId, fileId });
      return sendAttachment(reply, { storage, file, rangeHeader: request.headers.range });
    },
  );

  r.post(
    `${prefix}/certificate`,
    {
      schema: {
        tags,
        summary: "Issues the certificate with the name to print, once, at 100 %",
        security: LIBRARY_SECURITY,
        params,
        body: learningCertificateBodySchema,
        response: {
          200: dataEnvelope(publicCertificateSchema),
          ...errorResponses(401, 403, 404, 409, 422, 503),
        },
      },
      preValidation: guard,
    },
    async (request) => {
      const certificate = await issueCourseCertificate(db, await order(request), request.body.holderName);
      return {
        data: {
          code: certificate.code,
          holderName: certificate.holderName,
          courseTitle: certificate.courseTitle,
          sellerName: certificate.sellerName,
          completedAt: certificate.completedAt.toISOString(),
          issuedAt: certificate.issuedAt.toISOString(),
          kind: "course" as const,
        },
      };
    },
  );

  r.get(
    `${prefix}/certificate.pdf`,
    {
      schema: {
        tags,
        summary: "The course certificate as a PDF (issued with the checkout name if not yet)",
        security: LIBRARY_SECURITY,
        params,
        response: {
          200: mediaResponse("application/pdf", "The certificate, one A4 landscape page"),
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { code, pdf } = await courseCertificatePdf({ db, storage, appUrl }, await order(request));
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="Sertifikat-${code}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
}

export async function learningRoutes(app: FastifyInstance, deps: Deps & { storage: Storage }) {
  const { db, config, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  learnerCourseRoutes(app, {
    prefix: "/library/courses/:transactionId",
    params: z.object({ transactionId: text().max(64) }),
    resolve: (request, { transactionId }) =>
      findCourseOrder(db, { transactionId, email: libraryCallerOf(request).email }),
    db,
    storage,
    appUrl: config.appUrl,
    guard: requireLibrary(deps),
  });

  // The seller's Siswa: the buyers of their course with their progress.
  const courseId = z.object({ id: text().max(64) });
  r.get(
    "/product/courses/:id/students",
    {
      schema: {
        tags: ["products", "courses"],
        params: courseId,
        response: { 200: dataEnvelope(courseStudentListSchema), ...errorResponses(401, 403, 404, 503) },
      },
      onRequest: app.requireUser,
    },
    async (request) => ({
      data: { students: await listCourseStudents(db, { sellerId: userIdOf(request), productId: request.params.id }) },
    }),
  );
  r.get(
    "/product/courses/:id/students.csv",
    {
      schema: {
        tags: ["products", "courses"],
        params: courseId,
        response: {
          200: mediaResponse("text/csv", "The course's students as CSV", "text"),
          ...errorResponses(401, 403, 404, 503),
        },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const csv = await courseStudentsCsv(db, { sellerId: userIdOf(request), productId: request.params.id });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="Siswa-${request.params.id.slice(-8)}.csv"`)
        .send(csv);
    },
  );
}
