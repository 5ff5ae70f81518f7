/**
 * A course's product page as the web build serves it (DESIGN §3 "Kelas Online"): the curriculum
 * with durations and totals in the HTML, each YouTube preview a plain link to its privacy-enhanced
 * embed (the "lite" facade: no iframe until a click, and a working link without JavaScript), a
 * paid lesson's content nowhere, and the players allowed by the page's CSP. Needs `npm run build`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../helpers/accounts";
import { sellerStore } from "../helpers/payments";
import type { TestApp } from "../helpers/test-app";
import { decoded, getOverSocket, startWebApp, webBuilt } from "../helpers/web-build";

const built = webBuilt("courses/course-page.test.ts");

let t: TestApp;
let port: number;

describe.skipIf(!built)("a course's product page", () => {
  beforeAll(async () => {
    ({ t, port } = await startWebApp());
  }, 180_000);
  afterAll(() => t?.close());

  it("lists the curriculum and plays previews only on a click, with no JavaScript needed for the link", async () => {
    const seller = await sellerStore(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/v1/product/courses",
      headers: bearer(seller.token),
      payload: {
        title: "Kelas Menulis Konten",
        price: 99_000,
        status: "published",
        modules: [
          {
            title: "Pembuka",
            lessons: [
              {
                title: "Kenapa konten",
                kind: "video",
                videoUrl: "https://youtu.be/dQw4w9WgXcQ",
                durationMinutes: 5,
                preview: true,
              },
              { title: "Riset audiens", kind: "text", body: "Isi rahasia untuk pembeli", durationMinutes: 55 },
            ],
          },
          {
            title: "Praktik",
            lessons: [{ title: "Naskah pertama", kind: "video", videoUrl: "https://vimeo.com/76979871" }],
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const page = await getOverSocket(port, `/${seller.username}/${created.json().data.slug}`);
    expect(page.status).toBe(200);
    const html = decoded(page);
    expect(html).toContain("Kurikulum");
    expect(html).toContain("2 modul · 3 pelajaran · total 1 jam");
    for (const title of ["Pembuka", "Praktik", "Kenapa konten", "Riset audiens", "Naskah pertama", "55 menit"]) {
      expect(html).toContain(title);
    }
    expect(html).toContain('href="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('data-lite-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain("<iframe");
    // A paid lesson's content and video stay out of the page.
    expect(html).not.toContain("Isi rahasia");
    expect(html).not.toContain("76979871");
    expect(String(page.headers["content-security-policy"])).toMatch(
      /frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/,
    );
  });
});
