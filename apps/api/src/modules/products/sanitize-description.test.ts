import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps the editor's formatting", () => {
    const html =
      "<h2>Isi</h2><p><strong>Tebal</strong> <em>miring</em> <u>garis</u> <s>coret</s></p><ul><li>satu</li></ul>";
    expect(sanitizeDescription(html)).toBe(html);
  });

  it("drops scripts, event handlers, styles and javascript: links", () => {
    const dirty =
      '<p style="color:red" onclick="x()">Halo<script>alert(1)</script></p><img src=x onerror="alert(1)">' +
      '<a href="javascript:alert(1)">klik</a><iframe src="https://jahat.example"></iframe>';
    const clean = sanitizeDescription(dirty);
    expect(clean).toBe('<p>Halo</p><a rel="noopener noreferrer nofollow" target="_blank">klik</a>');
  });

  it("forces rel and target on links and keeps http, https and mailto", () => {
    expect(sanitizeDescription('<a href="https://contoh.id" target="_self" rel="opener">web</a>')).toBe(
      '<a href="https://contoh.id" rel="noopener noreferrer nofollow" target="_blank">web</a>',
    );
    expect(sanitizeDescription('<a href="mailto:sari@contoh.id">email</a>')).toContain('href="mailto:sari@contoh.id"');
    expect(sanitizeDescription('<a href="data:text/html,x">data</a>')).not.toContain("data:");
  });
});
