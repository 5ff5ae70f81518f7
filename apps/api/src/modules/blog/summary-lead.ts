/**
 * Whether a post's summary is shown above its body as a lead (ADR 0012). A summary made by
 * "Buat Ringkasan" (extractive, ADR 0012) is sentences of the post itself: shown above the body it
 * would be read twice, under the title and again in the first paragraphs. Such a summary belongs
 * in lists, the feed and the meta description only; a summary written in other words is a lead.
 */
import { sentencesOf } from "./extractive-summary";
import { proseBlocks } from "./plain-text";

/** Lower case, one space between words, no trailing "…" (a cut sentence still repeats the body). */
function normalized(text: string): string {
  return text.toLowerCase().replace(/…$/, "").replace(/\s+/g, " ").trim();
}

/**
 * The summary to show above the body of post HTML `content`, or null: null when the summary is
 * empty or any of its sentences is already in the body's prose.
 */
export function leadOf(summary: string, content: string): string | null {
  const lead = summary.trim();
  if (!lead) return null;
  const body = normalized(proseBlocks(content).join(" "));
  const repeats = sentencesOf(lead.replace(/\s+/g, " ")).some((sentence) => {
    const words = normalized(sentence);
    return words.length > 0 && body.includes(words);
  });
  return repeats ? null : lead;
}
