/**
 * The course certificate as a PDF (DESIGN §4 "Certificates"): one A4 landscape page with the
 * holder's name, the course title, the seller's name, the completion day in WIB ("2 Desember
 * 2026"), the code and a QR to `{APP_URL}/certificates/{code}` where anyone verifies it. Text is set
 * in DejaVu Sans, embedded (subset) so every Latin letter a name may carry prints, not only
 * WinAnsi's. A seller's background image (PNG or JPEG) is stretched over the page when given;
 * otherwise a plain frame is drawn. Pure: no database, no storage.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "@cantoo/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { formatDateWib } from "@lapak/shared/date";
import QRCode from "qrcode";

/** A4 landscape, in PDF points (1/72 inch). */
export const CERTIFICATE_PAGE_SIZE: [number, number] = [841.89, 595.28];

export interface CertificateContent {
  holderName: string;
  courseTitle: string;
  sellerName: string;
  completedAt: Date;
  /** `SRT-XXXXXXXX`. */
  code: string;
  /** `APP_URL` without a trailing slash: the QR and the printed address point under it. */
  appUrl: string;
  /** The seller's background, PNG or JPEG bytes; stretched to the page. */
  background?: Uint8Array | null;
  /** What it certifies: a completed course (default) or attendance at an event (`completedAt` = the check-in). */
  kind?: "course" | "event";
}

const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fontBytes() {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.35, 0.38, 0.45);
const ACCENT = rgb(0.43, 0.16, 0.85);

/** The public page a certificate's QR opens: `{appUrl}/certificates/{code}`. */
export function certificateUrl(appUrl: string, code: string): string {
  return `${appUrl}/certificates/${code}`;
}

/**
 * Renders the certificate. Throws RangeError when `background` is neither PNG nor JPEG.
 * @returns the PDF's bytes
 */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  const page = doc.addPage(CERTIFICATE_PAGE_SIZE);
  const [width, height] = CERTIFICATE_PAGE_SIZE;
  const url = certificateUrl(content.appUrl, content.code);
  doc.setTitle(`Sertifikat ${content.code} — ${content.holderName}`);
  doc.setSubject(content.courseTitle);
  doc.setAuthor(content.sellerName);
  doc.setCreator("Lapak");
  doc.setLanguage("id-ID");

  if (content.background) await drawBackground(doc, page, content.background);
  else drawFrame(page);

  const centre = (text: string, y: number, size: number, face: PDFFont, color = INK, maxWidth = width - 160) => {
    const fitted = fitSize(text, face, size, maxWidth);
    const textWidth = face.widthOfTextAtSize(text, fitted);
    page.drawText(text, { x: (width - textWidth) / 2, y, size: fitted, font: face, color });
  };
  centre("SERTIFIKAT", height - 130, 40, heavy, ACCENT);
  const event = content.kind === "event";
  centre(event ? "Kehadiran Acara" : "Penyelesaian Kelas", height - 160, 16, font, MUTED);
  centre("Diberikan kepada", height - 215, 14, font, MUTED);
  centre(content.holderName, height - 260, 34, heavy);
  centre(
    event ? "atas kehadirannya dalam acara" : "atas keberhasilannya menyelesaikan kelas",
    height - 300,
    14,
    font,
    MUTED,
  );
  centre(content.courseTitle, height - 340, 22, heavy);
  centre(`oleh ${content.sellerName}`, height - 370, 14, font, MUTED);

  const left = 80;
  page.drawText(`${event ? "Tanggal hadir" : "Tanggal selesai"}: ${formatDateWib(content.completedAt)}`, {
    x: left,
    y: 120,
    size: 12,
    font,
    color: INK,
  });
  page.drawText(`Kode sertifikat: ${content.code}`, { x: left, y: 100, size: 12, font: heavy, color: INK });
  page.drawText(`Periksa keasliannya di ${url}`, { x: left, y: 80, size: 10, font, color: MUTED });
  drawQr(page, url, { x: width - 80 - 96, y: 64, size: 96 });

  return doc.save();
}

/** The largest size up to `size` at which `text` fits `maxWidth` (at least 10 pt). */
function fitSize(text: string, font: PDFFont, size: number, maxWidth: number): number {
  const atSize = font.widthOfTextAtSize(text, size);
  return atSize <= maxWidth ? size : Math.max(10, Math.floor((size * maxWidth) / atSize));
}

function drawFrame(page: PDFPage) {
  const [width, height] = CERTIFICATE_PAGE_SIZE;
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.98, 0.97, 1) });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: ACCENT, borderWidth: 0.75 });
}

async function drawBackground(doc: PDFDocument, page: PDFPage, bytes: Uint8Array) {
  const [width, height] = CERTIFICATE_PAGE_SIZE;
  const image = isPng(bytes) ? await doc.embedPng(bytes) : isJpeg(bytes) ? await doc.embedJpg(bytes) : null;
  if (!image) throw new RangeError("Gambar latar sertifikat harus berupa PNG atau JPEG");
  page.drawImage(image, { x: 0, y: 0, width, height });
}

const isPng = (b: Uint8Array) => b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The QR of `text` as vector squares (error correction M, a 2-module quiet zone on white). */
function drawQr(page: PDFPage, text: string, { x, y, size }: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + quiet) * cell,
        y: y + size - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
