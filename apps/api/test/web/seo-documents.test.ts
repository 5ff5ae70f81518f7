/**
 * The documents search engines and feed readers fetch (DESIGN §5): `/sitemap.xml` lists only pages
 * of this site that answer 200 — sitemaps.org: a sitemap lists the site's own URLs, and a URL that
 * redirects is not one to index; `/blog/feed.xml`'s enclosures carry the real MIME type and byte
 * length of the file they name (RSS 2.0: "length says how big it is in bytes, and type says what
 * its type is, a standard MIME type"). Drives the real app with the production web build over a
 * real socket, as a crawler would.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountWeb } from "../../src/web/mount-web";
import { bearer, type SignedUp, signUp } from "../helpers/accounts";
import { createTestApp, TEST_APP_URL, type TestApp } from "../helpers/test-app";
import { uploadImage } from "../helpers/uploads";
import { buildDir, decoded, getOverSocket, webBuilt } from "../helpers/web-build";

const built = webBuilt("seo-documents.test.ts");
const ADMIN_EMAIL = "redaksi.seo@lapak.id";

let t: TestApp;
let port: number;
let admin: SignedUp;

const get = (path: string) => getOverSocket(port, path, { "accept-encoding": "identity" });

/** The text of every `<tag>` element in `xml`, its character references decoded. */
function elements(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map(([, text]) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, "&"),
  );
}

/** A seller with a username, a published lead magnet and a published external link. */
async function store() {
  const seller = await signUp(t);
  const username = `toko_${randomBytes(3).toString("hex")}`;
  const as = { headers: bearer(seller.token) };
  await t.app.inject({ method: "PUT", url: "/v1/auth/profile", ...as, payload: { username } });
  const leadMagnet = await t.app.inject({
    method: "POST",
    url: "/v1/product/collect-emails",
    ...as,
    payload: { title: "Checklist Konten", rewardUrl: "https://contoh.id/hadiah", status: "published" },
  });
  const link = await t.app.inject({
    method: "POST",
    url: "/v1/product/external-urls",
    ...as,
    payload: { title: "Kelas di YouTube", url: "https://youtube.com/@sari", status: "published" },
  });
  return { username, leadMagnet: leadMagnet.json().data.slug, link: link.json().data.slug };
}

describe.skipIf(!built)("documents for crawlers and feed readers", () => {
  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAILS: ADMIN_EMAIL },
      beforeReady: (app) => mountWeb(app, { buildDir }),
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
    admin = await signUp(t, { email: ADMIN_EMAIL, name: "Redaksi Lapak" });
    // Loading the server build (React, every route) on a busy machine takes longer than a test app.
  }, 180_000);
  afterAll(() => t?.close());

  it("lists only pages of this site that answer 200: an external link's 302 is not one", async () => {
    const s = await store();
    // Its card's path is a click counter that sends the visitor away.
    expect((await get(`/${s.username}/${s.link}`)).status).toBe(302);

    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    const locations = elements(decoded(sitemap), "loc");

    expect(locations).toContain(`${TEST_APP_URL}/${s.username}`);
    expect(locations).toContain(`${TEST_APP_URL}/${s.username}/${s.leadMagnet}`);
    expect(locations).not.toContain(`${TEST_APP_URL}/${s.username}/${s.link}`);
    const answers: string[] = [];
    for (const location of locations) {
      if (!location.startsWith(`${TEST_APP_URL}/`)) {
        answers.push(`${location}: not on ${TEST_APP_URL}`);
        continue;
      }
      const { status } = await get(location.slice(TEST_APP_URL.length));
      if (status !== 200) answers.push(`${location}: ${status}`);
    }
    expect(answers).toEqual([]);
  }, 60_000);

  it("gives every RSS enclosure the MIME type and byte length its URL answers with", async () => {
    const cover = await uploadImage(t, admin.token);
    const created = await t.app.inject({
      method: "POST",
      url: "/v1/admin/blogs",
      headers: bearer(admin.token),
      payload: {
        title: "Sampul di Feed",
        content: "<p>Artikel dengan gambar sampul untuk pembaca feed.</p>",
        coverImageId: cover.id,
        status: "published",
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const feed = await get("/blog/feed.xml");
    expect(feed.status).toBe(200);
    const enclosures = [...decoded(feed).matchAll(/<enclosure ([^>]*)\/?>/g)].map(([, attributes]) =>
      Object.fromEntries(
        [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value.replace(/&amp;/g, "&")]),
      ),
    );
    expect(enclosures.length).toBeGreaterThan(0);
    expect(enclosures.some((enclosure) => enclosure.url?.includes(cover.id))).toBe(true);

    const wrong: string[] = [];
    for (const { url, type, length } of enclosures) {
      if (!url?.startsWith(`${TEST_APP_URL}/`)) {
        wrong.push(`${url}: not on ${TEST_APP_URL}`);
        continue;
      }
      const image = await get(url.slice(TEST_APP_URL.length));
      const served = String(image.headers["content-type"]).split(";")[0];
      if (image.status !== 200 || type !== served || Number(length) !== image.body.length || !(image.body.length > 0)) {
        wrong.push(
          `${url}: says ${type}, ${length} bytes; answers ${image.status}, ${served}, ${image.body.length} bytes`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);
});
