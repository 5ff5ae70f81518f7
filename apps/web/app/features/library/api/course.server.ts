/**
 * The learning calls of the buyer library (DESIGN §4 "Learning", "Certificates") as the library
 * session of `token`: the course with the buyer's progress, ticking a lesson, issuing the
 * certificate with the name to print.
 */
import type { LearningCourse, LearningProgress } from "@lapak/shared/schemas/library";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, failureFrom } from "~/lib/api.server";
import { libraryNext, paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";
import { libraryTokenOf, signInAgain } from "./library-session.server";

const coursePath = (transactionId: string) => `/library/courses/${encodeURIComponent(transactionId)}`;

/**
 * `GET /v1/library/courses/{transactionId}`: the course, "signed-out" when the session ended
 * (401), "not-found" for an order the session may not read (404). Throws for anything else.
 */
export async function getLearningCourse(
  context: AppLoadContext,
  token: string,
  transactionId: string,
): Promise<LearningCourse | "signed-out" | "not-found"> {
  const response = await context.api<{ data: LearningCourse }>(coursePath(transactionId), { token });
  if (response.status === 401) return "signed-out";
  if (response.status === 404) return "not-found";
  if (response.status !== 200) throw new Error(`GET course answered ${response.status}`);
  return response.body.data;
}

/** `PUT …/lessons/{lessonId}`: ticks or clears a lesson; the new progress, or the failure. */
export async function markLesson(
  context: AppLoadContext,
  token: string,
  input: { transactionId: string; lessonId: string; completed: boolean },
): Promise<{ ok: true; progress: LearningProgress } | ActionFailure> {
  const response = await context.api<{ data: LearningProgress }>(
    `${coursePath(input.transactionId)}/lessons/${encodeURIComponent(input.lessonId)}`,
    { method: "PUT", token, body: { completed: input.completed } },
  );
  return response.status === 200 ? { ok: true, progress: response.body.data } : failureFrom(response);
}

/** `POST …/certificate`: issues the certificate with `holderName` (or returns the one issued). */
export async function issueCertificate(
  context: AppLoadContext,
  token: string,
  input: { transactionId: string; holderName: string },
): Promise<{ ok: true } | ActionFailure> {
  const response = await context.api(`${coursePath(input.transactionId)}/certificate`, {
    method: "POST",
    token,
    body: { holderName: input.holderName },
  });
  return response.status === 200 ? { ok: true } : failureFrom(response);
}

/**
 * What a course page's loader and action start with: the library token and the course. Throws the
 * redirect to sign-in without a live session, and a 404 for an order the session may not read.
 */
export async function requireLearningCourse(
  request: Request,
  context: AppLoadContext,
  transactionId: string,
): Promise<{ token: string; course: LearningCourse }> {
  const back = paths.library.signIn(undefined, libraryNext(new URL(request.url).pathname));
  const token = libraryTokenOf(request);
  if (!token) throw redirect(back, { headers: privatePageHeaders() });
  const course = await getLearningCourse(context, token, transactionId);
  if (course === "signed-out") throw signInAgain(context, back);
  if (course === "not-found") throw data("Not Found", { status: 404, headers: privatePageHeaders() });
  return { token, course };
}
