import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { newCertificateCode } from "./certificate-code";
import { CERTIFICATE_PAGE_SIZE, renderCertificatePdf } from "./certificate-pdf";

const dir = mkdtempSync(join(tmpdir(), "lapak-certificate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The text `pdftotext` (poppler-utils, installed by .ci/run) reads from `pdf`, layout kept. */
function pdfText(pdf: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const content = {
  holderName: "Siti Nurhaliza Ĝunawan",
  courseTitle: "Fotografi Produk dengan Ponsel",
  sellerName: "Studio Cahaya",
  // 17:30 UTC on 1 December is 00:30 WIB on 2 December.
  completedAt: new Date("2026-12-01T17:30:00Z"),
  code: "SRT-7F3K2Q9M",
  appUrl: "https://lapak.test",
};

describe("renderCertificatePdf", () => {
  it("prints the holder, course, seller, WIB day, code and where to verify it", async () => {
    const text = pdfText(await renderCertificatePdf(content));

    expect(text).toContain("SERTIFIKAT");
    expect(text).toContain("Siti Nurhaliza Ĝunawan");
    expect(text).toContain("Fotografi Produk dengan Ponsel");
    expect(text).toContain("oleh Studio Cahaya");
    expect(text).toContain("Tanggal selesai: 2 Desember 2026");
    expect(text).toContain("Kode sertifikat: SRT-7F3K2Q9M");
    expect(text).toContain("https://lapak.test/certificates/SRT-7F3K2Q9M");
  });

  it("is one A4 landscape page with the font embedded", async () => {
    const pdf = await renderCertificatePdf(content);
    const doc = await PDFDocument.load(pdf);

    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([width, height]).toEqual(CERTIFICATE_PAGE_SIZE);
    const file = join(dir, "fonts.pdf");
    writeFileSync(file, pdf);
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
    // Both faces embedded (the `emb` column), and only the glyphs used: the whole faces weigh 1.4 MB.
    expect(fonts.match(/DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes/g)).toHaveLength(2);
    expect(pdf.byteLength).toBeLessThan(100_000);
  });

  it("lays a seller's PNG or JPEG background under the text, and refuses another format", async () => {
    const image = sharp({ create: { width: 64, height: 45, channels: 3, background: "#f5e9d0" } });
    for (const background of [await image.clone().png().toBuffer(), await image.clone().jpeg().toBuffer()]) {
      const text = pdfText(await renderCertificatePdf({ ...content, background }));
      expect(text).toContain("Siti Nurhaliza Ĝunawan");
    }
    await expect(renderCertificatePdf({ ...content, background: Buffer.from("GIF89a……") })).rejects.toThrow(RangeError);
  });
});

describe("newCertificateCode", () => {
  it("draws SRT- and eight Crockford base32 characters", () => {
    const codes = new Set(Array.from({ length: 200 }, newCertificateCode));
    for (const code of codes) expect(code).toMatch(/^SRT-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(codes.size).toBe(200);
  });
});
