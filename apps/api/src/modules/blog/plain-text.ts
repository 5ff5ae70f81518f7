/**
 * Plain text out of sanitized post HTML, for the summarizer, reading time and related posts. The
 * HTML is ours (the rich-text allow-list), so a small tag-aware pass is enough: no parser needed.
 */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Decodes the character references sanitize-html writes (`&amp;`, `&#39;`, `&#x2019;`, `&nbsp;` …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The prose blocks of post HTML (paragraphs, list items, quotes), each as one line of text.
 * Headings and code are left out: they are not sentences a summary could reuse.
 */
export function proseBlocks(html: string): string[] {
  // Line breaks in the source are spaces; only block boundaries separate.
  const text = html
    .replace(/\s+/g, " ")
    .replace(/<(h[1-6]|pre)\b[^>]*>[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<(br|hr|img)\b[^>]*>/gi, "\n")
    .replace(/<\/?(p|li|ul|ol|blockquote|div|figure|figcaption)\b[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Every word of post HTML (headings included), for counting. */
export function wordsOf(html: string): string[] {
  const text = decodeEntities(html.replace(/<[^>]*>/g, " "));
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/** Reading time in whole minutes at 200 words a minute (a common figure for Indonesian prose), at least 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordsOf(html).length / 200));
}
