/**
 * The seller's Siswa (DESIGN §4 "Learning"): the buyers of a course with their progress, as JSON
 * and CSV, only for its own seller; a fully refunded order is left out; a course sale's detail
 * carries the buyer's progress, a download's carries none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, uniqueEmail } from "../helpers/accounts";
import { parseCsv } from "../helpers/csv";
import { checkoutOk, payWithSandbox, publishDownload, type Seller, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signInToLibrary } from "../library/helpers";

let t: TestApp;
let seller: Seller;
let courseId: string;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerStore(t);
  const saved = await t.app.inject({
    method: "POST",
    url: "/v1/product/courses",
    headers: bearer(seller.token),
    payload: {
      title: "Kelas Menulis",
      price: 100_000,
      status: "published",
      modules: [
        {
          title: "Dasar",
          lessons: [
            { title: "Satu", kind: "text", body: "a" },
            { title: "Dua", kind: "text", body: "b" },
            { title: "Tiga", kind: "text", body: "c" },
          ],
        },
      ],
    },
  });
  courseId = saved.json().data.id;
  lessonIds = saved.json().data.modules[0].lessons.map((lesson: { id: string }) => lesson.id);
});
afterAll(() => t.close());

async function student(name: string, done: number) {
  const email = uniqueEmail("siswa");
  const tx = await checkoutOk(t, courseId, { email, name });
  await payWithSandbox(t, tx.id);
  const token = await signInToLibrary(t, email);
  for (const lessonId of lessonIds.slice(0, done)) {
    await t.app.inject({
      method: "PUT",
      url: `/v1/library/courses/${tx.id}/lessons/${lessonId}`,
      headers: bearer(token),
      payload: { completed: true },
    });
  }
  return { tx, email };
}

const students = (token = seller.token, id = courseId) =>
  t.app.inject({ method: "GET", url: `/v1/product/courses/${id}/students`, headers: bearer(token) });

describe("GET /v1/product/courses/{id}/students", () => {
  it("lists paid buyers newest first with their progress, leaves a refunded one out, exports CSV", async () => {
    const first = await student("Ani", 3);
    const second = await student("Budi", 1);
    const refunded = await student("Citra", 0);
    const refund = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${refunded.tx.id}/refunds`,
      headers: bearer(seller.token),
      payload: { amount: 100_000, reason: "Batal ikut kelas" },
    });
    expect(refund.statusCode).toBe(201);

    const response = await students();

    expect(response.statusCode).toBe(200);
    const list = response.json().data.students;
    expect(list.map((row: { buyerName: string }) => row.buyerName)).toEqual(["Budi", "Ani"]);
    expect(list[0].progress).toEqual({ completed: 1, total: 3, percent: 33, completedAt: null });
    expect(list[1]).toMatchObject({ code: first.tx.code, buyerEmail: first.email, progress: { percent: 100 } });
    expect(list[1].progress.completedAt).toEqual(expect.any(String));

    const csv = await t.app.inject({
      method: "GET",
      url: `/v1/product/courses/${courseId}/students.csv`,
      headers: bearer(seller.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "Kode Pesanan",
      "Nama",
      "Email",
      "Dibayar (WIB)",
      "Pelajaran Selesai",
      "Jumlah Pelajaran",
      "Progres (%)",
      "Selesai Pada (WIB)",
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[4], row[6]])).toEqual([
      [second.tx.code, "Budi", "1", "33"],
      [first.tx.code, "Ani", "3", "100"],
    ]);
  });

  it("answers 404 to another seller and for a product that is not a course", async () => {
    const other = await sellerStore(t, { name: "Penjual Lain" });
    const download = await publishDownload(t, seller);
    expect((await students(other.token)).statusCode).toBe(404);
    expect((await students(seller.token, download.id)).statusCode).toBe(404);
    expect((await students(seller.token, "bukan-id")).statusCode).toBe(404);
  });
});

describe("the sale detail", () => {
  it("carries a course buyer's progress, and none for a download", async () => {
    const { tx } = await student("Dewi", 2);
    const download = await publishDownload(t, seller);
    const sale = await checkoutOk(t, download.id);
    await payWithSandbox(t, sale.id);
    const detail = (id: string) =>
      t.app.inject({ method: "GET", url: `/v1/transactions/${id}/detail`, headers: bearer(seller.token) });

    expect((await detail(tx.id)).json().data.courseProgress).toEqual({
      completed: 2,
      total: 3,
      percent: 66,
      completedAt: null,
    });
    expect((await detail(sale.id)).json().data.courseProgress).toBeNull();
  });
});
