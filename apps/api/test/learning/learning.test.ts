/**
 * Learning in the buyer library (DESIGN §4 "Learning", "Certificates"): a paid course's lessons,
 * videos and files reach its buyer's library session only (the same 404 for anyone else, for a
 * refunded or expired order, after signing out); ticks make the progress; the certificate comes
 * at 100 % only, once, with the name set before it is issued, and verifies on its public page.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { checkoutOk, payWithSandbox, type Seller, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { type UploadedTestFile, uploadFile, uploadImage } from "../helpers/uploads";
import { signInToLibrary } from "../library/helpers";

let t: TestApp;
let seller: Seller;
let worksheet: UploadedTestFile;
let clip: UploadedTestFile;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerStore(t, { name: "Sari Wulandari" });
  worksheet = await uploadFile(t, seller.token, { name: "Lembar Kerja.pdf" });
  clip = await uploadFile(t, seller.token, { name: "Materi.mp4", bytes: randomBytes(4000), mime: "video/mp4" });
  courseId = (await saveCourse({})).id;
});
afterAll(() => t.close());

const curriculum = () => [
  {
    title: "Dasar",
    lessons: [
      { title: "Pembuka", kind: "video", videoUrl: "https://youtu.be/dQw4w9WgXcQ", durationMinutes: 5, preview: true },
      { title: "Materi studio", kind: "video", videoUrl: `media:${clip.id}`, durationMinutes: 9, preview: false },
    ],
  },
  {
    title: "Praktik",
    lessons: [{ title: "Lembar latihan", kind: "file", fileIds: [worksheet.id], body: "Kerjakan halaman 1." }],
  },
];

async function saveCourse(overrides: Record<string, unknown>, id?: string) {
  const response = await t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/courses/${id}` : "/v1/product/courses",
    headers: bearer(seller.token),
    payload: {
      title: "Kelas Fotografi Ponsel",
      price: 150_000,
      status: "published",
      certificate: true,
      modules: curriculum(),
      ...overrides,
    },
  });
  if (response.statusCode >= 300) throw new Error(`course save failed: ${response.body}`);
  return response.json().data;
}

/** A paid order of the course by a new email, and that email's library token. */
async function buyCourse(productId = courseId, name = "Siti Nurhaliza") {
  const email = uniqueEmail("siswa");
  const tx = await checkoutOk(t, productId, { email, name });
  await payWithSandbox(t, tx.id);
  return { tx, email, token: await signInToLibrary(t, email) };
}

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });
const courseOf = (id: string, token?: string) => get(`/v1/library/courses/${id}`, token);
const mark = (id: string, lessonId: string, completed: boolean, token: string) =>
  t.app.inject({
    method: "PUT",
    url: `/v1/library/courses/${id}/lessons/${lessonId}`,
    headers: bearer(token),
    payload: { completed },
  });

interface LearningLessonView {
  id: string;
  title: string;
  embedUrl: string | null;
  videoSrc: string | null;
  files: { id: string; url: string }[];
  completed: boolean;
}
const lessonsOf = (course: { modules: { lessons: LearningLessonView[] }[] }) =>
  course.modules.flatMap((module) => module.lessons);

describe("GET /v1/library/courses/{transactionId}", () => {
  it("gives the buyer every lesson with its video, text and files, and no progress yet", async () => {
    const { tx, token, email } = await buyCourse();
    const receipt = t.outbox.messages().find((message) => message.to === email && message.kind === "receipt");
    expect(receipt?.text).toContain(`Mulai belajar di Pustaka Saya: ${t.config.appUrl}/my-library/courses/${tx.id}`);
    expect(receipt?.html).toContain("Buka Kelas");
    const response = await courseOf(tx.id, token);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const course = response.json().data;
    expect(course.product.title).toBe("Kelas Fotografi Ponsel");
    expect(course.seller.name).toBe("Sari Wulandari");
    expect(course.progress).toEqual({
      completed: 0,
      total: 3,
      percent: 0,
      completedAt: null,
      nextLessonId: expect.any(String),
    });
    const [intro, studio, sheet] = lessonsOf(course);
    expect(course.progress.nextLessonId).toBe(intro?.id);
    expect(intro?.embedUrl).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(studio?.videoSrc).toBe(`/v1/library/courses/${tx.id}/lessons/${studio?.id}/video`);
    expect(sheet?.files).toEqual([
      expect.objectContaining({
        id: worksheet.id,
        name: "Lembar Kerja.pdf",
        url: `/v1/library/courses/${tx.id}/lessons/${sheet?.id}/files/${worksheet.id}`,
      }),
    ]);
    expect(course.certificate).toEqual({
      offered: true,
      holderName: "Siti Nurhaliza",
      code: null,
      pdfUrl: `/v1/library/courses/${tx.id}/certificate.pdf`,
    });
  });

  it("streams the lesson's video with byte ranges and its file as an attachment to the buyer", async () => {
    const { tx, token } = await buyCourse();
    const [, studio, sheet] = lessonsOf((await courseOf(tx.id, token)).json().data);

    const whole = await get(studio?.videoSrc ?? "", token);
    const part = await get(studio?.videoSrc ?? "", token, { range: "bytes=0-99" });
    const file = await get(sheet?.files[0]?.url ?? "", token);

    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.rawPayload.equals(clip.bytes)).toBe(true);
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${clip.bytes.length}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.rawPayload.equals(worksheet.bytes)).toBe(true);
  });

  it("answers the same 404 to another buyer, a stranger's order, a refunded and an expired order", async () => {
    const { tx, token } = await buyCourse();
    const other = await buyCourse();
    const [, studio, sheet] = lessonsOf((await courseOf(tx.id, token)).json().data);
    const expired = await checkoutOk(t, courseId, { email: other.email });
    await payWithSandbox(t, expired.id, "expired");
    const refunded = await buyCourse();
    const refund = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${refunded.tx.id}/refunds`,
      headers: bearer(seller.token),
      payload: { amount: 150_000, reason: "Pembeli membatalkan" },
    });
    expect(refund.statusCode).toBe(201);

    const attempts = [
      courseOf(tx.id, other.token),
      get(studio?.videoSrc ?? "", other.token),
      get(sheet?.files[0]?.url ?? "", other.token),
      mark(tx.id, studio?.id ?? "", true, other.token),
      courseOf(expired.id, other.token),
      courseOf(refunded.tx.id, refunded.token),
      get(`/v1/library/courses/${refunded.tx.id}/lessons/${studio?.id}/video`, refunded.token),
      courseOf("00000000-0000-7000-8000-000000000000", token),
      courseOf("bukan-id", token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("not_found");
    }
    // The preview route never serves a paid lesson's video.
    expect((await get(`/v1/courses/${courseId}/lessons/${studio?.id}/video`)).statusCode).toBe(404);
  });

  it("answers 401 without a session and after signing out", async () => {
    const { tx, token } = await buyCourse();
    const [, studio] = lessonsOf((await courseOf(tx.id, token)).json().data);
    expect((await courseOf(tx.id)).statusCode).toBe(401);
    const out = await t.app.inject({ method: "POST", url: "/v1/library/sign-out", headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await courseOf(tx.id, token)).statusCode).toBe(401);
    expect((await get(studio?.videoSrc ?? "", token)).statusCode).toBe(401);
    expect((await mark(tx.id, studio?.id ?? "", true, token)).statusCode).toBe(401);
  });
});

describe("PUT /v1/library/courses/{transactionId}/lessons/{lessonId}", () => {
  it("ticks and clears lessons; the progress counts the course's current lessons", async () => {
    const { tx, token } = await buyCourse();
    const [intro, studio, sheet] = lessonsOf((await courseOf(tx.id, token)).json().data);

    const first = await mark(tx.id, intro?.id ?? "", true, token);
    const again = await mark(tx.id, intro?.id ?? "", true, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
      completedAt: null,
      nextLessonId: studio?.id,
    });
    expect(again.json().data.completed).toBe(1);
    await mark(tx.id, sheet?.id ?? "", true, token);
    const cleared = await mark(tx.id, intro?.id ?? "", false, token);
    expect(cleared.json().data).toMatchObject({ completed: 1, percent: 33, nextLessonId: intro?.id });
    await mark(tx.id, intro?.id ?? "", true, token);
    const done = await mark(tx.id, studio?.id ?? "", true, token);
    expect(done.json().data).toMatchObject({ completed: 3, total: 3, percent: 100, nextLessonId: null });
    expect(Date.parse(done.json().data.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const view = (await courseOf(tx.id, token)).json().data;
    expect(lessonsOf(view).map((lesson) => lesson.completed)).toEqual([true, true, true]);
  });

  it("refuses a lesson of another course (404) and a body without completed (422)", async () => {
    const { tx, token } = await buyCourse();
    const other = await saveCourse({ title: "Kelas Lain", modules: curriculum() });
    const foreign = other.modules[0].lessons[0].id;
    const [intro] = lessonsOf((await courseOf(tx.id, token)).json().data);

    const wrongLesson = await mark(tx.id, foreign, true, token);
    const bad = await t.app.inject({
      method: "PUT",
      url: `/v1/library/courses/${tx.id}/lessons/${intro?.id}`,
      headers: bearer(token),
      payload: { completed: "ya" },
    });

    expect(wrongLesson.statusCode).toBe(404);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.completed).toEqual(["Status selesai harus ya atau tidak"]);
    expect((await courseOf(tx.id, token)).json().data.progress.completed).toBe(0);
  });

  it("shows the buyer an edited course: a new lesson lowers the percentage, a deleted one takes its tick", async () => {
    const course = await saveCourse({ title: "Kelas Hidup" });
    const { tx, token } = await buyCourse(course.id);
    for (const lesson of lessonsOf((await courseOf(tx.id, token)).json().data)) {
      await mark(tx.id, lesson.id, true, token);
    }
    const modules = course.modules.map((module: { id: string; title: string; lessons: Record<string, unknown>[] }) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        videoUrl: lesson.videoUrl ?? undefined,
        body: lesson.body ?? undefined,
        fileIds: lesson.fileIds,
        durationMinutes: lesson.durationMinutes ?? undefined,
        preview: lesson.preview,
      })),
    }));
    modules[1].lessons = [{ title: "Bonus baru", kind: "text", body: "Tambahan." }];
    await saveCourse({ title: "Kelas Hidup", modules }, course.id);

    const progress = (await courseOf(tx.id, token)).json().data.progress;
    expect(progress).toMatchObject({ completed: 2, total: 3, percent: 66, completedAt: null });
  });
});

async function completeAll(id: string, token: string) {
  for (const lesson of lessonsOf((await courseOf(id, token)).json().data)) await mark(id, lesson.id, true, token);
}

const issue = (id: string, token: string, holderName: string) =>
  t.app.inject({
    method: "POST",
    url: `/v1/library/courses/${id}/certificate`,
    headers: bearer(token),
    payload: { holderName },
  });

/** Runs a poppler-utils tool (installed by .ci/run) on a PDF; its output. */
function poppler(tool: "pdftotext" | "pdfimages", pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "sertifikat-")), "sertifikat.pdf");
  writeFileSync(file, pdf);
  const args = tool === "pdftotext" ? ["-layout", file, "-"] : ["-list", file];
  return execFileSync(tool, args, { encoding: "utf8" });
}
const pdfText = (pdf: Buffer) => poppler("pdftotext", pdf);

describe("the course certificate", () => {
  it("is refused below 100 % and for a course without certificates", async () => {
    const { tx, token } = await buyCourse();
    const [intro] = lessonsOf((await courseOf(tx.id, token)).json().data);
    await mark(tx.id, intro?.id ?? "", true, token);

    const early = await get(`/v1/library/courses/${tx.id}/certificate.pdf`, token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Selesaikan semua pelajaran dulu untuk mendapatkan sertifikat.");

    const plain = await saveCourse({ title: "Kelas Tanpa Sertifikat", certificate: false });
    const buyer = await buyCourse(plain.id);
    await completeAll(buyer.tx.id, buyer.token);
    expect((await courseOf(buyer.tx.id, buyer.token)).json().data.certificate.offered).toBe(false);
    expect((await get(`/v1/library/courses/${buyer.tx.id}/certificate.pdf`, buyer.token)).statusCode).toBe(404);
  });

  it("prints the name set before the first download, freezes it, and verifies on its public page", async () => {
    const { tx, token } = await buyCourse(courseId, "siti n.");
    await completeAll(tx.id, token);

    const named = await issue(tx.id, token, "Siti Nurhaliza, S.Ds.");
    expect(named.statusCode).toBe(200);
    const { code } = named.json().data;
    expect(code).toMatch(/^SRT-[0-9A-HJKMNP-TV-Z]{8}$/);
    const pdf = await get(`/v1/library/courses/${tx.id}/certificate.pdf`, token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Siti Nurhaliza, S.Ds.");
    expect(text).toContain("Kelas Fotografi Ponsel");
    expect(text).toContain(code);
    expect(
      poppler("pdfimages", pdf.rawPayload)
        .split("\n")
        .slice(2)
        .filter((line) => line.trim()),
    ).toEqual([]);

    const renamed = await issue(tx.id, token, "Nama Lain");
    expect(renamed.statusCode).toBe(409);
    expect((await issue(tx.id, token, "Siti Nurhaliza, S.Ds.")).json().data.code).toBe(code);
    expect((await courseOf(tx.id, token)).json().data.certificate).toMatchObject({
      code,
      holderName: "Siti Nurhaliza, S.Ds.",
    });
    const verified = await get(`/v1/certificates/${code}`);
    expect(verified.json().data).toMatchObject({
      holderName: "Siti Nurhaliza, S.Ds.",
      courseTitle: "Kelas Fotografi Ponsel",
      sellerName: "Sari Wulandari",
    });
  });

  it("is issued with the checkout name at the first download, on the seller's background", async () => {
    const background = await uploadImage(t, seller.token);
    const course = await saveCourse({ title: "Kelas Latar", certificateBackgroundId: background.id });
    expect(course.certificateBackgroundId).toBe(background.id);
    const { tx, token } = await buyCourse(course.id, "Budi Santoso");
    await completeAll(tx.id, token);

    const pdf = await get(`/v1/library/courses/${tx.id}/certificate.pdf`, token);

    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain("Budi Santoso");
    // The QR is drawn as paths: the one image is the background.
    const images = poppler("pdfimages", pdf.rawPayload)
      .split("\n")
      .slice(2)
      .filter((line) => line.trim());
    expect(images.length).toBe(1);
    const short = await issue(tx.id, token, "B");
    expect(short.statusCode).toBe(422);
  });

  it("refuses a background that is not the seller's own image (422)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/product/courses",
      headers: bearer(seller.token),
      payload: {
        title: "Kelas X",
        price: 10_000,
        modules: curriculum(),
        certificate: true,
        certificateBackgroundId: worksheet.id,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["certificateBackgroundId"]);
  });
});
