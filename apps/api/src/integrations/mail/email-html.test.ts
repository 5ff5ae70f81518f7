import mjml from "mjml";
import { describe, expect, it } from "vitest";
import { emailMjml, emailTemplateStats, renderEmailHtml } from "./email-html";

const receipt = {
  preheader: "Pembayaran Rp150.000 diterima · LPK-7F3K2Q",
  sender: { name: "Toko <Sari>", avatarUrl: "https://lapak.test/v1/images/0190a8a0-0000-7000-8000-000000000001" },
  heading: "Pembayaran berhasil",
  intro: ["Halo Budi,", "Terima kasih atas pembelian Anda."],
  details: [{ label: "Kode pesanan", value: "LPK-7F3K2Q" }],
  items: [
    { title: "Kelas Editing Video", price: "Rp125.000" },
    { title: "Template Bonus", price: "Rp25.000" },
  ],
  total: { label: "Total dibayar", value: "Rp150.000" },
  button: { label: "Unduh Produk Anda", url: "https://lapak.test/my-order/abc" },
  footnotes: ["Atau buka https://lapak.test/my-order/abc"],
};

describe("the HTML of transactional emails (MJML)", () => {
  it("shows the store's avatar and name, the order code, every item, the total and one button", async () => {
    const html = await renderEmailHtml(receipt);
    expect(html).toContain('src="https://lapak.test/v1/images/0190a8a0-0000-7000-8000-000000000001"');
    expect(html).toContain("Toko &lt;Sari&gt;");
    expect(html).toContain("LPK-7F3K2Q");
    for (const text of [
      "Kelas Editing Video",
      "Rp125.000",
      "Template Bonus",
      "Rp25.000",
      "Total dibayar",
      "Rp150.000",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/href="https:\/\/lapak\.test\/my-order\/abc"/g)).toHaveLength(1);
    expect(html).toContain('lang="id"');
  });

  it("is readable in dark mode and on a 320 px screen: color-scheme meta, a dark block, a fluid single column", async () => {
    const html = await renderEmailHtml(receipt);
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain("prefers-color-scheme: dark");
    expect(html).toContain("max-width:560px");
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
  });

  it("escapes every text and drops a link that is not http(s)", async () => {
    const html = await renderEmailHtml({
      ...receipt,
      sender: { name: "Evil", avatarUrl: "javascript:alert(1)" },
      intro: ['<img src=x onerror="alert(1)">'],
      button: { label: "Klik", url: "javascript:alert(1)" },
    });
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("javascript:");
    // Without a usable avatar the store's initial stands in.
    expect(emailMjml({ ...receipt, sender: { name: "budi store" } })).toContain(">B</div>");
  });

  it("fills a template compiled once per shape, to the byte what compiling each email gives", async () => {
    const other = {
      ...receipt,
      preheader: "Pembayaran Rp99.000 diterima · LPK-ZZ9Q2R",
      sender: { name: "Ani & \"Kawan\" 'Studio'", avatarUrl: "https://lapak.test/v1/images/lain?x=1&y=2" },
      heading: "Terima kasih <3",
      intro: ["Halo Ani,\nbaris kedua", "Pesanan LPSLOT0X sudah dibayar."],
      details: [{ label: "Metode", value: "QRIS & kawan" }],
      items: [
        { title: "E-book A", price: "Rp50.000" },
        { title: "E-book B", price: "Rp49.000" },
      ],
      total: { label: "Total", value: "Rp99.000" },
      button: { label: "Unduh", url: "https://lapak.test/my-order/xyz?a=1&b=2" },
      footnotes: ["Catatan: <b>bukan tag</b>"],
    };
    await renderEmailHtml(receipt);
    const before = emailTemplateStats();
    const filled = await renderEmailHtml(other);
    expect(emailTemplateStats()).toEqual(before);
    expect(before.templates).toBeGreaterThan(0);
    const direct = (mjml as unknown as (s: string, o: object) => { html: string })(emailMjml(other), {
      validationLevel: "strict",
    }).html;
    expect(filled).toBe(direct);
    expect(filled).toContain("Pesanan LPSLOT0X sudah dibayar.");
  });
});
