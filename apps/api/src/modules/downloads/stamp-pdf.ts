/**
 * Draws the buyer's line on every page of a PDF (ADR 0021): "Dibeli
 * oleh {email} · {order code}" in small grey Helvetica at the bottom left of each page's visible
 * area. Drawn with `@cantoo/pdf-lib` (the maintained fork of pdf-lib), never a hand-written writer.
 * Like Gumroad's stamping (antiwork/gumroad `app/services/pdf_stamping_service/`) but on every page,
 * as E-junkie does, so a page torn out still names its buyer.
 */
import { setImmediate as nextTick } from "node:timers/promises";
import { EncryptedPDFError, PDFDocument, rgb, StandardFonts } from "@cantoo/pdf-lib";

/** Why a PDF is delivered as uploaded: encrypted (we would have to strip its protection) or unreadable. */
export class UnstampablePdfError extends Error {
  constructor(
    readonly reason: "encrypted" | "damaged" | "too_large",
    cause?: unknown,
  ) {
    super(`PDF cannot be stamped: ${reason}`, { cause });
  }
}

/** Largest PDF we stamp, in bytes: stamping holds the whole document in memory. Larger ones go out unchanged. */
export const MAX_STAMP_BYTES = 100 * 1024 * 1024;

/** Pages drawn between two yields to the event loop. */
const PAGES_PER_TICK = 25;

/** The line each page carries: `Dibeli oleh sari@example.com · 9F3C21AB`. */
export function stampLine(email: string, orderCode: string): string {
  return `Dibeli oleh ${email} · ${orderCode}`;
}

/**
 * `pdf` with `line` drawn on every page; the original pages, their order and content are kept.
 * Parsing, drawing and saving yield to the event loop as they go (pdf-lib parses 100 objects and
 * writes 50 per tick; we draw `PAGES_PER_TICK` pages per tick), so a 1,000-page book does not stall
 * other requests. Throws `UnstampablePdfError` for an encrypted, damaged or over-`MAX_STAMP_BYTES`
 * document; the caller then serves the original.
 */
export async function stampPdf(pdf: Uint8Array, line: string): Promise<Uint8Array> {
  if (pdf.byteLength > MAX_STAMP_BYTES) throw new UnstampablePdfError("too_large");
  let doc: PDFDocument;
  try {
    // `updateMetadata: false` keeps the author's metadata, and makes the output the same bytes for
    // the same input: two instances stamping one copy at once write identical objects.
    doc = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof EncryptedPDFError;
    throw new UnstampablePdfError(encrypted ? "encrypted" : "damaged", error);
  }
  if (doc.isEncrypted) throw new UnstampablePdfError("encrypted");
  try {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const pages = doc.getPages();
    for (const [index, page] of pages.entries()) {
      const box = page.getCropBox();
      const size = Math.max(5, Math.min(8, box.width / 80));
      page.drawText(line, { x: box.x + 12, y: box.y + 10, size, font, color: rgb(0.55, 0.55, 0.55), opacity: 0.9 });
      if ((index + 1) % PAGES_PER_TICK === 0) await nextTick();
    }
    return await doc.save();
  } catch (error) {
    throw new UnstampablePdfError("damaged", error);
  }
}
