/**
 * Reads the text a PDF shows, page by page, for tests: every string drawn with `Tj`/`TJ` in each
 * page's content streams (decoded through `@cantoo/pdf-lib`), as Latin-1. Enough for documents
 * drawn with the standard 14 fonts (WinAnsi), as ours and pdf-lib's are; not a general extractor.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef, StandardFonts } from "@cantoo/pdf-lib";

function stringsOf(content: string): string {
  const parts: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) parts.push(Buffer.from(match[1].replace(/\s/g, ""), "hex").toString("latin1"));
    else parts.push((match[2] ?? "").replace(/\\(.)/g, "$1"));
  }
  return parts.join("\n");
}

/** The text of each page of `pdf`, in page order. */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs
      .map((ref) => {
        const stream = doc.context.lookup(ref as PDFRef);
        if (!(stream instanceof PDFRawStream)) return "";
        return stringsOf(Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"));
      })
      .join("\n");
  });
}

/** A `pages`-page PDF whose page n reads "Halaman n dari {pages}". */
export async function samplePdf(pages = 3): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    doc.addPage([420, 595]).drawText(`Halaman ${n} dari ${pages}`, { x: 40, y: 500, size: 14, font });
  }
  return Buffer.from(await doc.save());
}
