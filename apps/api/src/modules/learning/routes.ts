/**
 * Learning in the buyer library (DESIGN §4 "Learning", "Certificates"; HTTP only: parse, call one
 * use case, answer): a paid course's lessons with the buyer's ticks, its uploaded videos and files,
 * and its certificate — for the library session of the email that bought it, 404 for anyone else.
 */
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
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";
import { errorResponses, mediaResponse, userIdOf } from "../../lib/route-parts";
import { sendStored } from "../downloads/send-stored";
import { attachmentDisposition } from "../downloads/serve-download";
import { LIBRARY_SECURITY, libraryCallerOf, requireLibrary } from "../library/library-guard";
import { courseCertificatePdf, issueCourseCertificate } from "./course-certificate";
import { courseStudentsCsv, listCourseStudents } from "./course-students";
import { getLearningCourse } from "./get-course";
import { findLessonMedia } from "./lesson-media";
import { markLesson } from "./mark-lesson";

const tags = ["library"];
const course = z.object({ transactionId: text().max(64) });
const lesson = course.extend({ lessonId: text().max(64) });
const readErrors = errorResponses(401, 403, 404, 503);

export async function learningRoutes(app: FastifyInstance, deps: Deps & { storage: Storage }) {
  const { db, config, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireLibrary(deps);
  const caller = (request: Parameters<typeof libraryCallerOf>[0], transactionId: string) => ({
    transactionId,
    email: libraryCallerOf(request).email,
  });

  r.get(
    "/library/courses/:transactionId",
    {
      schema: {
        tags,
        security: LIBRARY_SECURITY,
        params: course,
        response: { 200: dataEnvelope(learningCourseSchema), ...readErrors },
      },
      preValidation: guard,
    },
    async (request) => ({ data: await getLearningCourse(db, caller(request, request.params.transactionId)) }),
  );

  r.put(
    "/library/courses/:transactionId/lessons/:lessonId",
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
      data: await markLesson(db, {
        ...caller(request, request.params.transactionId),
        lessonId: request.params.lessonId,
        completed: request.body.completed,
      }),
    }),
  );

  r.get(
    "/library/courses/:transactionId/lessons/:lessonId/video",
    {
      schema: {
        tags,
        summary: "A lesson's uploaded video, for its buyer, with byte ranges",
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
      const { transactionId, lessonId } = request.params;
      const file = await findLessonMedia({ db, storage }, { ...caller(request, transactionId), lessonId });
      return sendStored(reply, {
        storage,
        file,
        rangeHeader: request.headers.range,
        rangeMessage: "Rentang video tidak valid",
      });
    },
  );

  r.get(
    "/library/courses/:transactionId/lessons/:lessonId/files/:fileId",
    {
      schema: {
        tags,
        summary: "A file a lesson attaches, for its buyer, as an attachment with byte ranges",
        security: LIBRARY_SECURITY,
        params: lesson.extend({ fileId: text().max(64) }),
        response: {
          200: mediaResponse("*/*", "The file, with its own media type"),
          206: mediaResponse("*/*", "The requested byte range of the file"),
          ...errorResponses(401, 403, 404, 416, 503),
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { transactionId, lessonId, fileId } = request.params;
      const file = await findLessonMedia({ db, storage }, { ...caller(request, transactionId), lessonId, fileId });
      reply.header("content-disposition", attachmentDisposition(file.name));
      return sendStored(reply, {
        storage,
        file,
        rangeHeader: request.headers.range,
        rangeMessage: "Rentang unduhan tidak valid",
      });
    },
  );

  r.post(
    "/library/courses/:transactionId/certificate",
    {
      schema: {
        tags,
        summary: "Issues the certificate with the name to print, once, at 100 %",
        security: LIBRARY_SECURITY,
        params: course,
        body: learningCertificateBodySchema,
        response: {
          200: dataEnvelope(publicCertificateSchema),
          ...errorResponses(401, 403, 404, 409, 422, 503),
        },
      },
      preValidation: guard,
    },
    async (request) => {
      const { certificate } = await issueCourseCertificate(db, {
        ...caller(request, request.params.transactionId),
        holderName: request.body.holderName,
      });
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
    "/library/courses/:transactionId/certificate.pdf",
    {
      schema: {
        tags,
        summary: "The course certificate as a PDF (issued with the checkout name if not yet)",
        security: LIBRARY_SECURITY,
        params: course,
        response: {
          200: mediaResponse("application/pdf", "The certificate, one A4 landscape page"),
          ...errorResponses(401, 403, 404, 409, 503),
        },
      },
      preValidation: guard,
    },
    async (request, reply) => {
      const { code, pdf } = await courseCertificatePdf(
        { db, storage, appUrl: config.appUrl },
        caller(request, request.params.transactionId),
      );
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="Sertifikat-${code}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

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
