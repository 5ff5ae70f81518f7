import { type BlogSummary, MAX_SUMMARY_LENGTH } from "@lapak/shared/schemas/blog";
import { chatCompletion } from "../../integrations/llm/chat-completions";
import type { Deps } from "../../lib/deps";
import { sentencesOf, summarizeExtractive } from "./extractive-summary";
import { proseBlocks } from "./plain-text";

/** Enough of a long post for a summary, and a bounded prompt (characters). */
const MAX_PROMPT_TEXT = 12_000;

const INSTRUCTIONS =
  "Anda editor blog Lapak, toko digital untuk kreator Indonesia. Tulis ringkasan artikel berikut dalam " +
  `bahasa Indonesia yang wajar: 1 sampai 3 kalimat, paling banyak ${MAX_SUMMARY_LENGTH} karakter, tanpa judul, ` +
  "tanpa markdown, tanpa tanda kutip pembuka. Hanya tulis ringkasannya.";

/** The model's answer as one plain line, kept to whole sentences within 300 characters; null if none fit. */
export function fitSummary(answer: string): string | null {
  const text = answer
    .replace(/[*_#`>]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“'](.*)["”']$/, "$1")
    .trim();
  if (!text) return null;
  if (text.length <= MAX_SUMMARY_LENGTH) return text;
  let kept = "";
  for (const sentence of sentencesOf(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > MAX_SUMMARY_LENGTH) break;
    kept = next;
  }
  return kept || null;
}

/**
 * `POST /v1/admin/blogs/summary {content, title?}` (SPEC §7): a summary of post HTML, at most 300
 * characters. With `LLM_API_URL` + `LLM_MODEL` set, asks that model (timeout `LLM_TIMEOUT_MS`,
 * 10 s by default); any failure — no answer in time, an error status, an empty or unusable answer —
 * is logged and the offline extractive summarizer answers instead, so the button always works.
 * Returns `{summary: "", …}` when the post has no prose yet.
 */
export async function summarizePost(
  { config, log }: Pick<Deps, "config"> & { log?: { warn: (object: object, message: string) => void } },
  { content, title }: { content: string; title?: string },
): Promise<BlogSummary> {
  const llm = config.llm;
  if (llm) {
    try {
      const text = proseBlocks(content).join("\n").slice(0, MAX_PROMPT_TEXT);
      const answer = await chatCompletion(llm, [
        { role: "system", content: INSTRUCTIONS },
        { role: "user", content: `${title ? `Judul: ${title}\n\n` : ""}${text}` },
      ]);
      const summary = fitSummary(answer);
      if (summary) return { summary, source: "llm" };
      log?.warn({ length: answer.length }, "LLM summary unusable, using the extractive summary");
    } catch (error) {
      log?.warn(
        { reason: error instanceof Error ? error.name : "unknown" },
        "LLM summary failed, using the extractive summary",
      );
    }
  }
  return { summary: summarizeExtractive(content, { title }), source: "extractive" };
}
