/**
 * The blog (SPEC §7, ADR 0012): admins write, sanitize-on-save, unique slugs, drafts and scheduled
 * posts hidden from readers, pictures public only once a post is live, and the summary — offline,
 * or from an OpenAI-compatible endpoint served here on 127.0.0.1, falling back on any failure.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { seedBlogPosts, tables } from "@lapak/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../src/lib/rich-text";
import { sentencesOf } from "../../src/modules/blog/extractive-summary";
import { proseBlocks } from "../../src/modules/blog/plain-text";
import { bearer, type SignedUp, signUp } from "../helpers/accounts";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadImage } from "../helpers/uploads";

const ADMIN_EMAIL = "redaksi.blog@lapak.id";

const ARTICLE = `<h2>Mengapa harga penting</h2>
<p>Banyak kreator pemula menjual e-book terlalu murah karena takut tidak laku. Harga produk digital sebaiknya
dihitung dari nilai yang didapat pembeli, bukan dari biaya membuat berkasnya. Pembeli membayar untuk hasil:
waktu yang dihemat, kesalahan yang dihindari, atau penghasilan yang bertambah.</p>
<ul><li>Bandingkan harga produk digital sejenis di toko kreator lain.</li><li>Uji dua harga</li></ul>
<p>Mulailah dengan satu harga yang wajar, lalu naikkan harga setelah ada ulasan dari pembeli pertama.
Jangan lupa menghitung biaya platform dan biaya pembayaran sebelum menentukan angka akhir.</p>`;

let t: TestApp;
let admin: SignedUp;
let seller: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  admin = await signUp(t, { email: ADMIN_EMAIL, name: "Redaksi Lapak" });
  seller = await signUp(t);
});
afterAll(() => t.close());

function write(token: string, payload: object, id?: string) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/admin/blogs/${id}` : "/v1/admin/blogs",
    headers: bearer(token),
    payload,
  });
}

async function publish(payload: object) {
  const response = await write(admin.token, { status: "published", content: ARTICLE, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe("writing posts", () => {
  it("saves a post with a generated slug and shows it to readers once published", async () => {
    const image = await uploadImage(t, admin.token);
    const post = await publish({
      title: "Cara Menentukan Harga Produk Digital",
      coverImageId: image.id,
      summary: "Harga dari nilai, bukan dari biaya.",
    });
    expect(post).toMatchObject({
      slug: "cara-menentukan-harga-produk-digital",
      status: "published",
      coverImageUrl: `/v1/images/${image.id}`,
    });
    const read = await t.app.inject({ method: "GET", url: `/v1/blogs/${post.slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ title: post.title, summary: post.summary, readingMinutes: 1 });
    const list = await t.app.inject({ method: "GET", url: "/v1/blogs" });
    expect(list.json().data.map((item: { slug: string }) => item.slug)).toContain(post.slug);
  });

  it("strips script tags, event handlers, javascript: links and pictures from elsewhere on save", async () => {
    const own = await uploadImage(t, admin.token);
    const post = await publish({
      title: "Artikel Berbahaya",
      content:
        `<h2 onclick="steal()">Judul</h2><script>fetch('/v1/auth/me')</script><p onmouseover="x()">Isi artikel ini aman.</p>` +
        `<a href="javascript:alert(document.cookie)">klik</a><img src="https://jahat.example/pixel.gif">` +
        `<img src="/v1/images/${own.id}" onerror="alert(1)" alt="Contoh"><iframe src="https://jahat.example"></iframe>`,
    });
    const stored = (await t.app.inject({ method: "GET", url: `/v1/blogs/${post.slug}` })).json().data.content;
    expect(stored).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|jahat|iframe/i);
    expect(stored).toContain("<h2>Judul</h2>");
    expect(stored).toContain(`<img src="/v1/images/${own.id}" alt="Contoh" />`);
    const [row] = await t.db.select().from(tables.blogPosts).where(eq(tables.blogPosts.id, post.id));
    expect(row.imageIds).toEqual([own.id]);
  });

  it("makes a generated slug unique and refuses a slug another post has, changing nothing", async () => {
    const first = await publish({ title: "Lead Magnet untuk Pemula" });
    const second = await publish({ title: "Lead Magnet untuk Pemula" });
    expect(first.slug).toBe("lead-magnet-untuk-pemula");
    expect(second.slug).toBe("lead-magnet-untuk-pemula-2");

    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(tables.blogPosts);
    const taken = await write(admin.token, { title: "Judul lain", slug: first.slug, status: "draft" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug[0]).toMatch(/Slug sudah dipakai artikel lain/);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(tables.blogPosts)).toEqual(before);

    const renamed = await write(
      admin.token,
      { title: "Lead Magnet untuk Pemula", slug: first.slug, content: ARTICLE, status: "published" },
      second.id,
    );
    expect(renamed.statusCode).toBe(422);
    const kept = await write(
      admin.token,
      { title: "Lead Magnet untuk Pemula", content: ARTICLE, status: "published" },
      second.id,
    );
    expect(kept.json().data.slug).toBe(second.slug);
  });

  it("answers 422 in Indonesian for a missing title, a scheduled post without a time and another user's image", async () => {
    const bad = await write(admin.token, { title: "", status: "scheduled" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["title", "publishAt"]));
    const sellersImage = await uploadImage(t, seller.token);
    const stolen = await write(admin.token, { title: "Sampul orang lain", coverImageId: sellersImage.id });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.coverImageId[0]).toMatch(/tidak ditemukan/);
  });
});

describe("what readers see", () => {
  it("keeps drafts and scheduled posts off the blog until their time, with their pictures private", async () => {
    const image = await uploadImage(t, admin.token);
    const draft = (await write(admin.token, { title: "Masih Draf", content: ARTICLE, coverImageId: image.id })).json()
      .data;
    expect(draft.status).toBe("draft");
    expect((await t.app.inject({ method: "GET", url: `/v1/blogs/${draft.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/v1/images/${image.id}` })).statusCode).toBe(404);

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (
      await write(admin.token, {
        title: "Terbit Nanti",
        content: ARTICLE,
        status: "scheduled",
        publishAt: soon,
        coverImageId: image.id,
      })
    ).json().data;
    expect(scheduled).toMatchObject({ status: "scheduled", publishedAt: soon });
    const slugs = async () =>
      (await t.app.inject({ method: "GET", url: "/v1/blogs?perPage=100" }))
        .json()
        .data.map((p: { slug: string }) => p.slug);
    expect(await slugs()).not.toContain(scheduled.slug);
    expect((await t.app.inject({ method: "GET", url: `/v1/blogs/${scheduled.slug}` })).statusCode).toBe(404);

    // The hour passes.
    await t.db
      .update(tables.blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(tables.blogPosts.id, scheduled.id));
    expect(await slugs()).toContain(scheduled.slug);
    expect((await t.app.inject({ method: "GET", url: `/v1/images/${image.id}` })).statusCode).toBe(200);
    const sitemap = (await t.app.inject({ method: "GET", url: "/v1/sitemap" })).json().data;
    expect(sitemap.posts.map((p: { slug: string }) => p.slug)).toContain(scheduled.slug);
    expect(sitemap.posts.map((p: { slug: string }) => p.slug)).not.toContain(draft.slug);

    // A picture a live post shows cannot be deleted from the media library.
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/v1/media/${image.id}`,
      headers: bearer(admin.token),
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toContain("artikel blog");
  });

  it("lists newest first and links related posts that share the subject", async () => {
    const list = (await t.app.inject({ method: "GET", url: "/v1/blogs?perPage=100" })).json();
    const times = list.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.meta).toMatchObject({ page: 1, perPage: 100, total: list.data.length });
    const post = (await t.app.inject({ method: "GET", url: "/v1/blogs/lead-magnet-untuk-pemula" })).json().data;
    expect(post.related.length).toBeGreaterThan(0);
    expect(post.related.length).toBeLessThanOrEqual(3);
    expect(post.related[0].slug).toBe("lead-magnet-untuk-pemula-2");
    expect(post.authorName).toBe("Redaksi Lapak");
  });

  it("takes a post off the blog when unpublished and forgets it when deleted", async () => {
    const post = await publish({ title: "Sebentar Saja" });
    const off = await t.app.inject({
      method: "POST",
      url: `/v1/admin/blogs/${post.id}/unpublish`,
      headers: bearer(admin.token),
    });
    expect(off.json().data).toMatchObject({ status: "draft", publishedAt: null });
    expect((await t.app.inject({ method: "GET", url: `/v1/blogs/${post.slug}` })).statusCode).toBe(404);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/v1/admin/blogs/${post.id}`,
      headers: bearer(admin.token),
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: `/v1/admin/blogs/${post.id}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
    const rows = await t.db.select().from(tables.blogPosts).where(eq(tables.blogPosts.id, post.id));
    expect(rows).toEqual([]);
  });
});

describe("the cached blog pages", () => {
  it("are dropped on every write, and again the moment a scheduled post's time comes", async () => {
    const tags: string[] = [];
    const listen = ({ username }: { username: string }) => tags.push(username);
    t.app.storefrontEvents.on("changed", listen);
    try {
      await publish({ title: "Segera Dibaca" });
      expect(tags).toEqual(["blog"]);
      const at = new Date(Date.now() + 1500).toISOString();
      const scheduled = await write(admin.token, {
        title: "Terbit Sebentar Lagi",
        content: ARTICLE,
        status: "scheduled",
        publishAt: at,
      });
      expect(scheduled.json().data.status).toBe("scheduled");
      expect(tags).toEqual(["blog", "blog"]);
      // No request in between: the timer alone announces it once its time has passed.
      await expect.poll(() => tags.length, { timeout: 6000, interval: 100 }).toBe(3);
      const live = await t.app.inject({ method: "GET", url: `/v1/blogs/${scheduled.json().data.slug}` });
      expect(live.statusCode).toBe(200);
    } finally {
      t.app.storefrontEvents.off("changed", listen);
    }
  });
});

describe("admins only", () => {
  it("answers 403 to a seller on every admin blog call and changes nothing", async () => {
    const post = await publish({ title: "Milik Redaksi" });
    const before = JSON.stringify(await t.db.select().from(tables.blogPosts).orderBy(tables.blogPosts.id));
    const calls = [
      { method: "GET" as const, url: "/v1/admin/blogs" },
      {
        method: "POST" as const,
        url: "/v1/admin/blogs",
        payload: { title: "Diambil alih", content: ARTICLE, status: "published" },
      },
      { method: "GET" as const, url: `/v1/admin/blogs/${post.id}` },
      {
        method: "PUT" as const,
        url: `/v1/admin/blogs/${post.id}`,
        payload: { title: "Diambil alih", status: "draft" },
      },
      { method: "POST" as const, url: `/v1/admin/blogs/${post.id}/unpublish` },
      { method: "DELETE" as const, url: `/v1/admin/blogs/${post.id}` },
      { method: "POST" as const, url: "/v1/admin/blogs/summary", payload: { content: ARTICLE } },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(seller.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.app.inject({ ...call, headers: {} })).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    expect(JSON.stringify(await t.db.select().from(tables.blogPosts).orderBy(tables.blogPosts.id))).toBe(before);
  });
});

describe("Buat Ringkasan", () => {
  it("summarizes offline with the post's own sentences, shorter than the post, at most 300 characters", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/admin/blogs/summary",
      headers: bearer(admin.token),
      payload: { content: ARTICLE, title: "Cara menentukan harga produk digital" },
    });
    expect(response.statusCode).toBe(200);
    const { summary, source } = response.json().data;
    expect(source).toBe("extractive");
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(summary.length).toBeLessThan(proseBlocks(ARTICLE).join(" ").length);
    const own = proseBlocks(ARTICLE).flatMap(sentencesOf);
    for (const sentence of sentencesOf(summary)) expect(own).toContain(sentence);
  });
});

describe("a summary made by Buat Ringkasan (ADR 0012)", () => {
  it("is not shown again above the body, but stays the post's summary for lists and meta tags", async () => {
    const title = "Menentukan Harga E-book Pertama";
    const made = await t.app.inject({
      method: "POST",
      url: "/v1/admin/blogs/summary",
      headers: bearer(admin.token),
      payload: { content: ARTICLE, title },
    });
    const { summary } = made.json().data;
    const post = await publish({ title, summary });

    const read = (await t.app.inject({ method: "GET", url: `/v1/blogs/${post.slug}` })).json().data;
    expect(read).toMatchObject({ summary, lead: null });
    const listed = (await t.app.inject({ method: "GET", url: "/v1/blogs?perPage=50" })).json().data;
    expect(listed.find((item: { slug: string }) => item.slug === post.slug).summary).toBe(summary);
  });

  it("shows a summary written in other words than the body as the lead", async () => {
    const lead = "Lima menit untuk harga yang tidak merugikan Anda.";
    const post = await publish({ title: "Harga yang Tidak Merugikan", summary: lead });
    const read = (await t.app.inject({ method: "GET", url: `/v1/blogs/${post.slug}` })).json().data;
    expect(read).toMatchObject({ summary: lead, lead });
  });
});

describe("Buat Ringkasan with a language model", () => {
  type Reply = (request: IncomingMessage, response: ServerResponse) => void;
  let server: Server;
  let reply: Reply = () => {};
  const received: { authorization?: string; body: { model: string; messages: { content: string }[] } }[] = [];
  let llm: TestApp;
  let llmAdmin: SignedUp;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = "";
      request.on("data", (chunk) => {
        raw += chunk;
      });
      request.on("end", () => {
        if (request.url === "/v1/chat/completions") {
          received.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
        }
        reply(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    llm = await createTestApp({
      env: {
        ADMIN_EMAILS: ADMIN_EMAIL,
        LLM_API_URL: `http://127.0.0.1:${port}/v1`,
        LLM_API_KEY: "kunci-uji",
        LLM_MODEL: "model-uji",
        LLM_TIMEOUT_MS: "500",
      },
    });
    // Same database as `t`: the admin's session works here too.
    llmAdmin = admin;
  });
  afterAll(async () => {
    await llm.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const summarize = () =>
    llm.app.inject({
      method: "POST",
      url: "/v1/admin/blogs/summary",
      headers: bearer(llmAdmin.token),
      payload: { content: ARTICLE, title: "Harga produk digital" },
    });

  const json =
    (status: number, body: unknown): Reply =>
    (_request, response) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };

  it("uses the model's answer when it comes", async () => {
    const words = "Hitung harga produk digital dari nilai bagi pembeli, lalu uji dan naikkan setelah ada ulasan.";
    reply = json(200, { choices: [{ message: { role: "assistant", content: `"${words}"` } }] });
    const response = await summarize();
    expect(response.json().data).toEqual({ summary: words, source: "llm" });
    const last = received.at(-1);
    expect(last?.authorization).toBe("Bearer kunci-uji");
    expect(last?.body.model).toBe("model-uji");
    expect(last?.body.messages.at(-1)?.content).toContain("Harga produk digital sebaiknya dihitung");
  });

  it("falls back to the offline summary when the model fails, answers nothing usable, or takes too long", async () => {
    const offline = (
      await t.app.inject({
        method: "POST",
        url: "/v1/admin/blogs/summary",
        headers: bearer(admin.token),
        payload: { content: ARTICLE, title: "Harga produk digital" },
      })
    ).json().data.summary;
    const failures: Reply[] = [
      json(500, { error: { message: "server error" } }),
      json(200, { choices: [] }),
      (_request, response) => {
        response.writeHead(200, { "content-type": "text/html" });
        response.end("<html>bukan json</html>");
      },
      // Never answers within LLM_TIMEOUT_MS (500 ms).
      (_request, response) => {
        setTimeout(() => json(200, { choices: [{ message: { content: "Terlambat." } }] })(_request, response), 3000);
      },
    ];
    for (const failure of failures) {
      reply = failure;
      const started = Date.now();
      const response = await summarize();
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ summary: offline, source: "extractive" });
      expect(Date.now() - started).toBeLessThan(2500);
    }
  });

  it("falls back when nothing listens at the model's address", async () => {
    const closed = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL, LLM_API_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "model-uji" },
    });
    try {
      const owner = admin;
      const response = await closed.app.inject({
        method: "POST",
        url: "/v1/admin/blogs/summary",
        headers: bearer(owner.token),
        payload: { content: ARTICLE },
      });
      expect(response.json().data.source).toBe("extractive");
      expect(response.json().data.summary.length).toBeGreaterThan(0);
    } finally {
      await closed.close();
    }
  });
});

describe("the seed", () => {
  it("writes the three starter posts once, within the allow-list, live on the blog", async () => {
    // A blog with no posts (this file's database is shared by its tests: this one runs last).
    await t.db.delete(tables.blogPosts);
    expect(await seedBlogPosts(t.db)).toBe(3);
    expect(await seedBlogPosts(t.db)).toBe(0);
    const rows = await t.db.select().from(tables.blogPosts);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(sanitizeRichText(row.content, "post")).toBe(row.content);
      expect(row.summary.length).toBeLessThanOrEqual(300);
    }
    const list = (await t.app.inject({ method: "GET", url: "/v1/blogs" })).json();
    expect(list.meta.total).toBe(3);
    expect(list.data[0].slug).toBe("cara-menentukan-harga-produk-digital");
  });
});
