/**
 * Kelas Online (DESIGN §3, ADR 0044): `POST|PUT|GET /v1/product/courses` saves a course's modules
 * and lessons (ids kept across edits), refuses bad ones with Indonesian errors naming the field,
 * publishes only with a lesson, shows the curriculum publicly (videos of preview lessons only),
 * sells like a download, and serves a preview lesson's uploaded MP4 with byte ranges.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { discountOk } from "../helpers/discounts";
import {
  checkout,
  checkoutOk,
  fetchTransaction,
  payWithSandbox,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { type UploadedTestFile, uploadFile } from "../helpers/uploads";

let t: TestApp;
let seller: Seller;
let worksheet: UploadedTestFile;
let clip: UploadedTestFile;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerStore(t);
  worksheet = await uploadFile(t, seller.token, { name: "Lembar Kerja.pdf" });
  clip = await uploadFile(t, seller.token, { name: "Cuplikan.mp4", bytes: randomBytes(5000), mime: "video/mp4" });
});
afterAll(() => t.close());

function saveCourse(
  payload: Record<string, unknown>,
  { id, token = seller.token }: { id?: string; token?: string } = {},
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/courses/${id}` : "/v1/product/courses",
    headers: bearer(token),
    payload,
  });
}

const curriculum = () => [
  {
    title: "Dasar Fotografi",
    lessons: [
      {
        title: "Mengenal kamera",
        kind: "video",
        videoUrl: "https://youtu.be/dQw4w9WgXcQ",
        durationMinutes: 12,
        preview: true,
      },
      { title: "Segitiga eksposur", kind: "text", body: "ISO, aperture, shutter speed.", durationMinutes: 8 },
    ],
  },
  {
    title: "Praktik",
    lessons: [
      { title: "Lembar latihan", kind: "file", fileIds: [worksheet.id], preview: false },
      { title: "Cuplikan studio", kind: "video", videoUrl: `media:${clip.id}`, durationMinutes: 3, preview: true },
      { title: "Sesi Vimeo", kind: "video", videoUrl: "vimeo.com/76979871", durationMinutes: 40 },
    ],
  },
];

const courseBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Kelas Fotografi Ponsel",
  description: "<p>Belajar memotret produk</p>",
  price: 250_000,
  status: "published",
  certificate: true,
  modules: curriculum(),
  ...overrides,
});

interface LessonView {
  id: string;
  title: string;
  kind: string;
  videoUrl: string | null;
  video: { provider: string; id: string } | null;
  preview: boolean;
  embedUrl?: string | null;
  videoSrc?: string | null;
  durationMinutes: number | null;
}
interface ModuleView {
  id: string;
  title: string;
  lessons: LessonView[];
}

async function productCount(): Promise<number> {
  const list = await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) });
  return list.json().data.length;
}

describe("courses: saving", () => {
  it("creates a course with modules and lessons, normalising each video to its provider's id", async () => {
    const created = await saveCourse(courseBody({ compareAtPrice: 400_000 }));
    expect(created.statusCode).toBe(201);
    const course = created.json().data;
    expect(course).toMatchObject({
      type: "course",
      price: 250_000,
      compareAtPrice: 400_000,
      certificate: true,
      ctaLabel: "Beli Kelas",
      files: [],
    });
    const modules = course.modules as ModuleView[];
    expect(modules.map((module) => module.title)).toEqual(["Dasar Fotografi", "Praktik"]);
    const [camera, , sheet, studio, vimeo] = modules.flatMap((module) => module.lessons);
    expect(camera).toMatchObject({
      kind: "video",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      video: { provider: "youtube", id: "dQw4w9WgXcQ" },
      preview: true,
      durationMinutes: 12,
    });
    expect(sheet).toMatchObject({ kind: "file", fileIds: [worksheet.id], preview: false, durationMinutes: null });
    expect(studio).toMatchObject({ videoUrl: `media:${clip.id}`, video: { provider: "file", id: clip.id } });
    expect(vimeo).toMatchObject({
      videoUrl: "https://vimeo.com/76979871",
      video: { provider: "vimeo", id: "76979871" },
    });

    const read = await t.app.inject({
      method: "GET",
      url: `/v1/product/courses/${course.id}`,
      headers: bearer(seller.token),
    });
    expect(read.json().data.modules).toEqual(modules);
    // A course is not a download: the download family does not answer for it.
    const wrongFamily = await t.app.inject({
      method: "GET",
      url: `/v1/product/digital-downloads/${course.id}`,
      headers: bearer(seller.token),
    });
    expect(wrongFamily.statusCode).toBe(404);
  });

  it("keeps the ids of modules and lessons sent back on PUT, gives new ones ids and drops the rest", async () => {
    const course = (await saveCourse(courseBody())).json().data;
    const [basics, practice] = course.modules as ModuleView[];
    if (!basics || !practice) throw new Error("modules missing");
    const [camera, exposure] = basics.lessons;
    const [sheet, studio] = practice.lessons;
    if (!camera || !exposure || !sheet || !studio) throw new Error("lessons missing");
    // Practice first; the exposure lesson moves into it; the Vimeo lesson is removed; one is new.
    const edited = await saveCourse(
      courseBody({
        modules: [
          {
            id: practice.id,
            title: "Praktik Lapangan",
            lessons: [
              { ...studio, videoUrl: studio.videoUrl },
              { id: exposure.id, title: "Segitiga eksposur", kind: "text", body: "Diperbarui" },
              { title: "Tugas akhir", kind: "text", body: "Foto 5 produk." },
            ].map(({ video: _video, ...lesson }: Record<string, unknown>) => lesson),
          },
          {
            id: basics.id,
            title: "Dasar",
            lessons: [
              { id: camera.id, title: "Mengenal kamera", kind: "video", videoUrl: camera.videoUrl, preview: true },
            ],
          },
        ],
      }),
      { id: course.id },
    );
    expect(edited.statusCode).toBe(200);
    const modules = edited.json().data.modules as ModuleView[];
    expect(modules.map((module) => [module.id, module.title])).toEqual([
      [practice.id, "Praktik Lapangan"],
      [basics.id, "Dasar"],
    ]);
    const [first, second, added] = modules[0]?.lessons ?? [];
    expect(first?.id).toBe(studio.id);
    expect(second).toMatchObject({ id: exposure.id, body: "Diperbarui" });
    expect(added?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect([camera.id, exposure.id, studio.id, sheet.id]).not.toContain(added?.id);
    expect(modules[1]?.lessons.map((lesson) => lesson.id)).toEqual([camera.id]);
    const lessonIds = modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
    expect(lessonIds).not.toContain(sheet.id);

    // An id the course does not hold (another course's, or made up) is refused.
    const other = (await saveCourse(courseBody({ title: "Kelas Lain" }))).json().data;
    const foreignLesson = other.modules[0].lessons[0].id;
    const refused = await saveCourse(
      courseBody({
        modules: [
          { id: "00000000-0000-4000-8000-000000000000", title: "Modul", lessons: [] },
          { title: "Modul 2", lessons: [{ id: foreignLesson, title: "Curian", kind: "text", body: "x" }] },
        ],
      }),
      { id: course.id },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "modules.0.id": ["Modul tidak ditemukan di kelas ini"],
      "modules.1.lessons.0.id": ["Pelajaran tidak ditemukan di kelas ini"],
    });
    // The refused save changed nothing.
    const after = await t.app.inject({
      method: "GET",
      url: `/v1/product/courses/${course.id}`,
      headers: bearer(seller.token),
    });
    expect(after.json().data.modules).toEqual(modules);
    // Another seller cannot edit it.
    const stranger = await sellerStore(t);
    expect((await saveCourse(courseBody(), { id: course.id, token: stranger.token })).statusCode).toBe(404);
  });

  it("refuses bad courses with Indonesian errors naming the field, and writes nothing", async () => {
    const stranger = await sellerStore(t);
    const foreign = await uploadFile(t, stranger.token, { name: "Milik orang.pdf" });
    const lesson = (fields: Record<string, unknown>) => [
      { title: "Modul", lessons: [{ title: "Pelajaran", ...fields }] },
    ];
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ title: `Modul ${index + 1}`, lessons: [] }));
    const lessons = (count: number) => [
      {
        title: "Modul",
        lessons: Array.from({ length: count }, (_, index) => ({ title: `P${index}`, kind: "text", body: "isi" })),
      },
    ];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ modules: [] }, "modules", "Tambahkan minimal satu modul"],
      [{ modules: undefined }, "modules", "Tambahkan minimal satu modul"],
      [{ modules: many(51) }, "modules", "Maksimal 50 modul"],
      [{ modules: lessons(201) }, "modules.0.lessons", "Maksimal 200 pelajaran"],
      [{ modules: [...lessons(150), ...lessons(51)] }, "modules", "Maksimal 200 pelajaran dalam satu kelas"],
      [{ modules: [{ title: " ", lessons: [] }] }, "modules.0.title", "Judul modul wajib diisi"],
      [
        { modules: lesson({ title: "", kind: "text", body: "x" }) },
        "modules.0.lessons.0.title",
        "Judul pelajaran wajib diisi",
      ],
      [
        { modules: lesson({ kind: "audio" }) },
        "modules.0.lessons.0.kind",
        "Jenis pelajaran harus video, teks atau berkas",
      ],
      [{ modules: lesson({ kind: "video" }) }, "modules.0.lessons.0.videoUrl", "Tautan video wajib diisi"],
      [
        { modules: lesson({ kind: "video", videoUrl: "https://drive.google.com/file/d/abc/view" }) },
        "modules.0.lessons.0.videoUrl",
        "Tautan video harus dari YouTube atau Vimeo, atau video MP4 yang Anda unggah",
      ],
      [{ modules: lesson({ kind: "text", body: "" }) }, "modules.0.lessons.0.body", "Isi pelajaran wajib diisi"],
      [
        { modules: lesson({ kind: "file" }) },
        "modules.0.lessons.0.fileIds",
        "Pilih minimal satu berkas untuk pelajaran ini",
      ],
      [
        { modules: lesson({ kind: "text", body: "x", durationMinutes: -5 }) },
        "modules.0.lessons.0.durationMinutes",
        "Durasi tidak boleh negatif",
      ],
      [
        { modules: lesson({ kind: "text", body: "x", durationMinutes: 2.5 }) },
        "modules.0.lessons.0.durationMinutes",
        "Durasi harus bilangan bulat menit",
      ],
      [
        { modules: lesson({ kind: "text", body: "x", preview: "ya" }) },
        "modules.0.lessons.0.preview",
        "Pratinjau harus ya atau tidak",
      ],
      [
        { modules: lesson({ kind: "file", fileIds: [foreign.id] }) },
        "modules.0.lessons.0.fileIds",
        "Berkas tidak ditemukan",
      ],
      [
        { modules: lesson({ kind: "video", videoUrl: `media:${worksheet.id}` }) },
        "modules.0.lessons.0.videoUrl",
        "Video unggahan harus berformat MP4",
      ],
      [
        { modules: lesson({ kind: "video", videoUrl: `media:${foreign.id}` }) },
        "modules.0.lessons.0.videoUrl",
        "Video tidak ditemukan di berkas Anda",
      ],
      [{ modules: many(2) }, "modules", "Tambahkan minimal satu pelajaran sebelum menerbitkan kelas"],
      [{ price: undefined }, "price", "Harga wajib diisi"],
      [{ price: 500 }, "price", "Harga produk berbayar minimal Rp1.000"],
      [{ compareAtPrice: 100_000 }, "compareAtPrice", "Harga coret harus lebih tinggi dari harga"],
      [{ certificate: "ya" }, "certificate", "Sertifikat harus ya atau tidak"],
    ];
    const before = await productCount();
    for (const [overrides, field, message] of cases) {
      const response = await saveCourse(courseBody(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], JSON.stringify(response.json().errors)).toEqual([message]);
    }
    expect(await productCount()).toBe(before);
    // A draft may wait for its lessons.
    const draft = await saveCourse(courseBody({ status: "draft", modules: many(1) }));
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({ status: "draft", modules: [{ title: "Modul 1", lessons: [] }] });
  });

  it("accepts the YouTube and Vimeo links sellers paste", async () => {
    const links: [string, string][] = [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["https://vimeo.com/channels/staffpicks/76979871", "https://vimeo.com/76979871"],
      ["https://player.vimeo.com/video/76979871?h=8a1b2c3d", "https://vimeo.com/76979871/8a1b2c3d"],
    ];
    const response = await saveCourse(
      courseBody({
        modules: [
          {
            title: "Tautan",
            lessons: links.map(([videoUrl], index) => ({ title: `V${index}`, kind: "video", videoUrl })),
          },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const saved = (response.json().data.modules as ModuleView[])[0]?.lessons.map((lesson) => lesson.videoUrl);
    expect(saved).toEqual(links.map(([, canonical]) => canonical));
  });
});

describe("courses: on the storefront", () => {
  it("shows the curriculum to everyone, with the video of preview lessons only", async () => {
    const course = (await saveCourse(courseBody({ title: "Kelas Publik" }))).json().data;
    const page = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products/${course.slug}` });
    expect(page.statusCode).toBe(200);
    const view = page.json().data;
    expect(view).toMatchObject({ type: "course", certificate: true, ctaLabel: "Beli Kelas" });
    const lessons = (view.modules as ModuleView[]).flatMap((module) => module.lessons);
    expect(lessons.map((lesson) => [lesson.title, lesson.durationMinutes, lesson.preview])).toEqual([
      ["Mengenal kamera", 12, true],
      ["Segitiga eksposur", 8, false],
      ["Lembar latihan", null, false],
      ["Cuplikan studio", 3, true],
      ["Sesi Vimeo", 40, false],
    ]);
    expect(lessons[0]).toMatchObject({
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      videoSrc: null,
    });
    expect(lessons[3]).toMatchObject({
      embedUrl: null,
      videoSrc: `/v1/courses/${course.id}/lessons/${lessons[3]?.id}/video`,
    });
    // A paid lesson shows nothing of its content.
    for (const lesson of [lessons[1], lessons[2], lessons[4]]) {
      expect(lesson).toMatchObject({ embedUrl: null, videoSrc: null });
      expect(lesson).not.toHaveProperty("videoUrl");
      expect(lesson).not.toHaveProperty("body");
      expect(lesson).not.toHaveProperty("fileIds");
    }
    const byId = await t.app.inject({ method: "GET", url: `/v1/products/${course.id}` });
    expect(byId.json().data.modules).toEqual(view.modules);
    const store = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/storefront` });
    const card = store.json().data.products.find((product: { id: string }) => product.id === course.id);
    expect(card.modules).toEqual(view.modules);
  });

  it("serves a preview lesson's MP4 with byte ranges, and 404 for any other lesson", async () => {
    const course = (await saveCourse(courseBody({ title: "Kelas Video" }))).json().data;
    const [, practice] = course.modules as ModuleView[];
    const studio = practice?.lessons[1] as LessonView;
    const url = `/v1/courses/${course.id}/lessons/${studio.id}/video`;
    const whole = await t.app.inject({ method: "GET", url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(clip.bytes)).toBe(true);
    const part = await t.app.inject({ method: "GET", url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${clip.bytes.length}`);
    expect(part.rawPayload.equals(clip.bytes.subarray(100, 200))).toBe(true);
    const past = await t.app.inject({ method: "GET", url, headers: { range: "bytes=999999-" } });
    expect(past.statusCode).toBe(416);

    // The same video in a lesson that is not a preview is the buyers' only.
    const paid = (
      await saveCourse(
        courseBody({
          title: "Kelas Tertutup",
          modules: [{ title: "Isi", lessons: [{ title: "Rahasia", kind: "video", videoUrl: `media:${clip.id}` }] }],
        }),
      )
    ).json().data;
    const paidLesson = paid.modules[0].lessons[0].id;
    const closed = await t.app.inject({ method: "GET", url: `/v1/courses/${paid.id}/lessons/${paidLesson}/video` });
    expect(closed.statusCode).toBe(404);
    // A lesson asked through another course, a YouTube preview, a malformed id: 404 alike.
    const [basics] = course.modules as ModuleView[];
    for (const path of [
      `/v1/courses/${paid.id}/lessons/${studio.id}/video`,
      `/v1/courses/${course.id}/lessons/${basics?.lessons[0]?.id}/video`,
      `/v1/courses/${course.id}/lessons/bukan-id/video`,
    ]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
    // Back to draft, the preview is no longer public.
    const { modules: _modules, ...rest } = courseBody();
    await saveCourse(
      {
        ...rest,
        title: "Kelas Video",
        status: "draft",
        modules: (course.modules as ModuleView[]).map((module) => ({
          id: module.id,
          title: module.title,
          lessons: module.lessons.map(({ video: _video, ...lesson }) => lesson),
        })),
      },
      { id: course.id },
    );
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("keeps a lesson's upload from being deleted from the media library", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: `/v1/gallery-media/${clip.id}`,
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe("courses: buying", () => {
  it("sells a course like a download: price, discount code, sandbox payment, no files delivered", async () => {
    const course = (await saveCourse(courseBody({ title: "Kelas Dijual" }))).json().data;
    await discountOk(t, seller, { code: "KELAS10", type: "percent", value: 10 });
    const tx = await checkoutOk(t, course.id, { discountCode: "kelas10" });
    expect(tx).toMatchObject({
      amount: 225_000,
      items: [{ productId: course.id, title: "Kelas Dijual", price: 250_000 }],
      product: { id: course.id, type: "course" },
    });
    expect((await payWithSandbox(t, tx.id)).statusCode).toBe(200);
    const paid = (await fetchTransaction(t, tx.id)).json().data;
    expect(paid.status).toBe("paid");
    expect(paid.delivery.files).toEqual([]);
    expect((await transactionRow(t.db, tx.id)).status).toBe("paid");
  });

  it("sells a pay-what-you-want course from its minimum", async () => {
    const course = (
      await saveCourse(
        courseBody({
          title: "Kelas Seikhlasnya",
          price: undefined,
          pricing: "pay_what_you_want",
          minimumPrice: 20_000,
          suggestedPrice: 50_000,
        }),
      )
    ).json().data;
    expect(course).toMatchObject({ price: 20_000, pricing: "pay_what_you_want", minimumPrice: 20_000 });
    const low = await checkout(t, { productId: course.id, paymentMethod: "qris", ...buyerFields(), amount: 10_000 });
    expect(low.statusCode).toBe(422);
    const tx = await checkoutOk(t, course.id, { amount: 75_000 });
    expect(tx.amount).toBe(75_000);
    expect((await payWithSandbox(t, tx.id)).statusCode).toBe(200);
  });

  it("lists and deletes a course like any product", async () => {
    const course = (await saveCourse(courseBody({ title: "Kelas Dihapus" }))).json().data;
    const list = await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) });
    expect(list.json().data.some((product: { id: string }) => product.id === course.id)).toBe(true);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/v1/products/${course.id}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: `/v1/products/${course.id}` })).statusCode).toBe(404);
  });
});

function buyerFields() {
  return { name: "Budi Santoso", email: `budi.${randomBytes(4).toString("hex")}@contoh.id`, phone: "081234567890" };
}
