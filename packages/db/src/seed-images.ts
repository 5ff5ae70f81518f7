/**
 * Cover images and the avatar of the demo store, drawn as SVG (gradient, shapes, title) and
 * rendered to WebP by sharp — the format the upload endpoint stores. System fonts only: on a
 * machine without them the text is left out and the art still looks intentional.
 */
import sharp from "sharp";

export interface RenderedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Greedy word wrap at `max` characters per line. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

export interface CoverSpec {
  title: string;
  /** Small caps line above the title ("E-BOOK", "TEMPLATE"). */
  kicker: string;
  /** Two gradient stops. */
  from: string;
  to: string;
  /** A short badge in the corner ("PDF · 12 hlm"). */
  badge: string;
}

/** A 1600 × 1000 cover (16:10, the storefront card's shape). */
export async function renderCover(spec: CoverSpec): Promise<RenderedImage> {
  const width = 1600;
  const height = 1000;
  const titleLines = lines(spec.title, 17);
  const size = titleLines.length > 3 ? 76 : 88;
  const startY = 560 - ((titleLines.length - 1) * size * 1.12) / 2;
  const title = titleLines
    .map(
      (line, index) =>
        `<text x="120" y="${startY + index * size * 1.12}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="1480" cy="120" r="320" fill="#ffffff" opacity="0.12"/>
  <circle cx="1500" cy="900" r="200" fill="#ffffff" opacity="0.08"/>
  <circle cx="90" cy="980" r="160" fill="#000000" opacity="0.06"/>
  <rect x="120" y="${startY - size - 70}" width="${spec.kicker.length * 27 + 62}" height="64" rx="32" fill="#ffffff" opacity="0.2"/>
  <text x="150" y="${startY - size - 26}" font-family="${FONT}" font-size="32" font-weight="700" letter-spacing="4" fill="#ffffff">${escapeXml(spec.kicker)}</text>
  <g transform="rotate(8 1290 520)">
    <rect x="1105" y="250" width="370" height="520" rx="36" fill="#000000" opacity="0.12" transform="translate(14 18)"/>
    <rect x="1105" y="250" width="370" height="520" rx="36" fill="#ffffff"/>
    <rect x="1145" y="295" width="290" height="170" rx="22" fill="${spec.from}" opacity="0.9"/>
    <circle cx="1395" cy="335" r="26" fill="#ffffff" opacity="0.55"/>
    <rect x="1145" y="500" width="240" height="22" rx="11" fill="${spec.to}" opacity="0.85"/>
    <rect x="1145" y="545" width="290" height="16" rx="8" fill="#CBD5E1"/>
    <rect x="1145" y="578" width="260" height="16" rx="8" fill="#CBD5E1"/>
    <rect x="1145" y="611" width="280" height="16" rx="8" fill="#CBD5E1"/>
    <rect x="1145" y="690" width="150" height="44" rx="22" fill="${spec.from}"/>
  </g>
  ${title}
  <text x="120" y="900" font-family="${FONT}" font-size="36" font-weight="600" fill="#ffffff" opacity="0.9">${escapeXml(spec.badge)}</text>
</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  return { bytes, width, height };
}

/** A 480 × 480 monogram avatar on a gradient. */
export async function renderAvatar(initials: string, from: string, to: string): Promise<RenderedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="480" fill="url(#g)"/>
  <circle cx="400" cy="70" r="150" fill="#ffffff" opacity="0.15"/>
  <text x="240" y="296" text-anchor="middle" font-family="${FONT}" font-size="160" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
  return { bytes, width: 480, height: 480 };
}
