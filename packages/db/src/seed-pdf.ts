/**
 * Renders a `DocumentContent` to a small A5 PDF with pdf-lib: a coloured cover, then the sections
 * with wrapped paragraphs, bullets, and page numbers. Standard fonts only (no font files to ship);
 * their WinAnsi encoding covers Indonesian text.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DocumentContent } from "./seed-ebook";

const PAGE: [number, number] = [419.53, 595.28]; // A5 in points
const MARGIN = 44;
const BODY_SIZE = 10.5;
const LINE = 15.5;

function hexColor(hex: string) {
  const value = (offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return rgb(value(1), value(3), value(5));
}

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The PDF bytes of `content`, its cover in `accent` (`#RRGGBB`). */
export async function renderPdf(content: DocumentContent, accent: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.author);
  pdf.setLanguage("id-ID");
  pdf.setCreator("Lapak");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const color = hexColor(accent);
  const ink = rgb(0.12, 0.13, 0.16);
  const width = PAGE[0] - MARGIN * 2;

  const cover = pdf.addPage(PAGE);
  cover.drawRectangle({ x: 0, y: 0, width: PAGE[0], height: PAGE[1], color });
  cover.drawCircle({ x: PAGE[0] - 30, y: PAGE[1] - 40, size: 120, color: rgb(1, 1, 1), opacity: 0.12 });
  cover.drawCircle({ x: 40, y: 80, size: 70, color: rgb(1, 1, 1), opacity: 0.1 });
  let y = PAGE[1] - 190;
  for (const line of wrap(content.title, bold, 28, width)) {
    cover.drawText(line, { x: MARGIN, y, size: 28, font: bold, color: rgb(1, 1, 1) });
    y -= 34;
  }
  y -= 10;
  for (const line of wrap(content.subtitle, regular, 12, width)) {
    cover.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: rgb(1, 1, 1), opacity: 0.9 });
    y -= 17;
  }
  cover.drawText(content.author, { x: MARGIN, y: 60, size: 12, font: bold, color: rgb(1, 1, 1) });

  let page: PDFPage = pdf.addPage(PAGE);
  y = PAGE[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const need = (height: number) => {
    if (y - height < MARGIN + 20) newPage();
  };

  for (const section of content.sections) {
    const heading = wrap(section.heading, bold, 15, width);
    need(heading.length * 20 + LINE * 3);
    if (y < PAGE[1] - MARGIN) y -= 10;
    for (const line of heading) {
      page.drawText(line, { x: MARGIN, y, size: 15, font: bold, color });
      y -= 20;
    }
    y -= 4;
    for (const paragraph of section.paragraphs) {
      const bullet = paragraph.startsWith("• ");
      const indent = bullet ? 12 : 0;
      const lines = wrap(bullet ? paragraph.slice(2) : paragraph, regular, BODY_SIZE, width - indent);
      lines.forEach((line, index) => {
        need(LINE);
        if (bullet && index === 0) page.drawText("•", { x: MARGIN, y, size: BODY_SIZE, font: bold, color });
        page.drawText(line, { x: MARGIN + indent, y, size: BODY_SIZE, font: regular, color: ink });
        y -= LINE;
      });
      y -= bullet ? 2 : 7;
    }
  }

  const pages = pdf.getPages();
  pages.slice(1).forEach((contentPage, index) => {
    const label = `${content.title}  ·  ${index + 2}`;
    const size = 8;
    contentPage.drawText(label, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, size),
      y: 24,
      size,
      font: regular,
      color: rgb(0.5, 0.52, 0.56),
    });
  });
  return pdf.save();
}
