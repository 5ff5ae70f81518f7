import { describe, expect, it } from "vitest";
import { imageIdsIn, sanitizeRichText } from "./rich-text";

const IMAGE_ID = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("sanitizeRichText: product descriptions", () => {
  it("keeps the editor's formatting", () => {
    const html =
      "<h2>Isi</h2><p><strong>Tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p><ul><li>satu</li></ul>";
    expect(sanitizeRichText(html, "product")).toBe(html);
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    const dirty =
      '<p style="color:red" onclick="x()">Halo<script>alert(1)</script></p><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">klik</a><iframe src="https://jahat.example"></iframe>';
    const clean = sanitizeRichText(dirty, "product");
    expect(clean).toBe('<p>Halo</p><a rel="noopener noreferrer nofollow" target="_blank">klik</a>');
  });

  it("forces rel and target on links and keeps http, https and mailto", () => {
    expect(sanitizeRichText('<a href="https://contoh.id" target="_self" rel="opener">web</a>', "product")).toBe(
      '<a href="https://contoh.id" rel="noopener noreferrer nofollow" target="_blank">web</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sari@contoh.id">email</a>', "product")).toContain(
      'href="mailto:sari@contoh.id"',
    );
    expect(sanitizeRichText('<a href="data:text/html,x">data</a>', "product")).not.toContain("data:");
  });

  it("keeps no images, not even our own", () => {
    expect(sanitizeRichText(`<p>a</p><img src="/v1/images/${IMAGE_ID}">`, "product")).toBe("<p>a</p>");
  });
});

describe("sanitizeRichText: blog posts", () => {
  it("keeps headings, lists, quotes, code and our own images", () => {
    const html =
      `<h2>Judul</h2><h3>Sub</h3><ol><li>satu</li></ol><blockquote><p>kutipan</p></blockquote>` +
      `<pre><code>const harga = 150000;</code></pre><p><img src="/v1/images/${IMAGE_ID}?w=1080" alt="Sampul"></p>`;
    expect(sanitizeRichText(html, "post")).toBe(html.replace('alt="Sampul">', 'alt="Sampul" />'));
  });

  it("drops images from anywhere else and every attribute an image could run code with", () => {
    const dirty =
      `<img src="https://jahat.example/x.png"><img src="//jahat.example/x.png"><img src="data:image/png;base64,AAAA">` +
      `<img src="/v1/images/${IMAGE_ID}" onerror="alert(1)" style="width:9999px" srcset="https://jahat.example/a.png 2x">`;
    expect(sanitizeRichText(dirty, "post")).toBe(`<img src="/v1/images/${IMAGE_ID}" alt="" />`);
  });

  it("strips script tags, event handlers and javascript: links", () => {
    const dirty =
      '<h2 onmouseover="steal()">Halo</h2><script>document.cookie</script>' +
      '<a href="JaVaScRiPt:alert(1)">klik</a><a href="java&#x09;script:alert(1)">tab</a><svg onload="x()"></svg>';
    const clean = sanitizeRichText(dirty, "post");
    expect(clean).not.toMatch(/script|onmouseover|onload|svg/i);
    expect(clean).toContain("<h2>Halo</h2>");
  });

  it("keeps links to our own pages in the tab, sends others to a new one without nofollow", () => {
    expect(sanitizeRichText('<a href="/register" target="_blank">Daftar</a>', "post")).toBe(
      '<a href="/register">Daftar</a>',
    );
    expect(sanitizeRichText('<a href="https://contoh.id">web</a>', "post")).toBe(
      '<a href="https://contoh.id" rel="noopener noreferrer" target="_blank">web</a>',
    );
    expect(sanitizeRichText('<a href="//jahat.example">x</a>', "post")).not.toContain("jahat");
  });

  it("lists the images a post shows, once each", () => {
    const other = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c";
    const html = sanitizeRichText(
      `<img src="/v1/images/${IMAGE_ID}"><img src="/v1/images/${other}?w=640"><img src="/v1/images/${IMAGE_ID}">`,
      "post",
    );
    expect(imageIdsIn(html)).toEqual([IMAGE_ID, other]);
  });
});
