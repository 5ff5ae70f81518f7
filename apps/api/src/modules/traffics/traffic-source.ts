/**
 * Where a visit came from (DESIGN §4 "Traffic"): `utm_source` when the link carries one (the
 * webview escape adds it for in-app browsers), otherwise the referrer's host, in a few well-known
 * names. `""` means direct (no referrer: a typed link, a chat app that sends none); `internal`
 * means from the same site (the store page to a product).
 */

const KNOWN_SOURCES: [RegExp, string][] = [
  [/(^|\.)instagram\.com$|^ig$|^instagram$/, "instagram"],
  [/(^|\.)tiktok\.com$|^tiktok$|^tt$/, "tiktok"],
  [/(^|\.)whatsapp\.(com|net)$|^wa\.me$|^whatsapp$|^wa$/, "whatsapp"],
  [/(^|\.)facebook\.com$|^fb\.me$|^facebook$|^fb$/, "facebook"],
  [/(^|\.)(twitter|x)\.com$|^t\.co$|^twitter$|^x$/, "x"],
  [/(^|\.)youtube\.com$|^youtu\.be$|^youtube$|^yt$/, "youtube"],
  [/(^|\.)google\.[a-z.]+$|^google$/, "google"],
  [/(^|\.)(line\.me|line\.naver\.jp)$|^line$/, "line"],
  [/(^|\.)t\.me$|(^|\.)telegram\.(org|me)$|^telegram$/, "telegram"],
];

function normalize(value: string): string {
  const plain = value
    .trim()
    .toLowerCase()
    .replace(/^www\.|^m\.|^l\.|^lm\./, "");
  for (const [pattern, name] of KNOWN_SOURCES) if (pattern.test(plain)) return name;
  return plain.replace(/[^a-z0-9._-]/g, "").slice(0, 60);
}

/**
 * `{ source: "IG" }` → `"instagram"`; `{ referrer: "https://l.instagram.com/?u=…" }` →
 * `"instagram"`; `{ referrer: "https://news.example.com/a" }` → `"news.example.com"`; a referrer on
 * `appUrl`'s host → `"internal"`; nothing → `""`.
 */
export function trafficSource({
  source,
  referrer,
  appUrl,
}: {
  source?: string | null;
  referrer?: string | null;
  appUrl: string;
}): string {
  if (source?.trim()) return normalize(source);
  if (!referrer) return "";
  let host: string;
  try {
    host = new URL(referrer).hostname;
  } catch {
    return "";
  }
  if (host === new URL(appUrl).hostname) return "internal";
  return normalize(host);
}
