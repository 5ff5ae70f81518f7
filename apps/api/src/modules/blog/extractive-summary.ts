/**
 * An extractive summarizer for Indonesian posts that works offline: it picks the post's most
 * representative sentences and returns them unchanged, so a summary never says what the post does
 * not. Sentences are scored by how many of the post's frequent content words they hold (Indonesian
 * stop words from the `stopword` package's `ind` list — the Tala (2003) list — removed), with a
 * bonus for words of the title and for coming early (posts state their point first).
 * A classic frequency method (Luhn 1958, "The Automatic Creation of Literature Abstracts").
 */

import { MAX_SUMMARY_LENGTH } from "@lapak/shared/schemas/blog";
import { ind as INDONESIAN_STOP_WORDS } from "stopword";
import { proseBlocks } from "./plain-text";

const STOP_WORDS: ReadonlySet<string> = new Set(INDONESIAN_STOP_WORDS);
const MAX_SENTENCES = 3;
/** Shorter fragments ("Ya.", a list item of two words) say too little to stand alone. */
const MIN_WORDS = 5;

/** Abbreviations ICU's sentence rules do not know for Indonesian: a period after them ends nothing. */
const ABBREVIATIONS = new Set([
  "dr",
  "drs",
  "dra",
  "ir",
  "prof",
  "h",
  "hj",
  "st",
  "no",
  "nomor",
  "hlm",
  "jl",
  "kec",
  "kab",
  "sdr",
  "sdri",
  "bpk",
  "yth",
  "mis",
  "spt",
  "tsb",
  "dsb",
  "dkk",
  "a.n",
  "u.p",
  "s.pd",
  "s.e",
  "s.kom",
  "m.m",
  "vs",
  "rp",
]);

const segmenter = new Intl.Segmenter("id", { granularity: "sentence" });

/** The sentences of one block of text, trimmed, with periods after abbreviations not taken as ends. */
export function sentencesOf(block: string): string[] {
  const sentences: string[] = [];
  for (const { segment } of segmenter.segment(block)) {
    const sentence = segment.trim();
    if (!sentence) continue;
    const previous = sentences.at(-1);
    const lastWord = previous?.match(/(?:^|\s)([\p{L}.]+)\.$/u)?.[1]?.toLowerCase();
    if (previous && lastWord && (ABBREVIATIONS.has(lastWord) || lastWord.length === 1)) {
      sentences[sentences.length - 1] = `${previous} ${sentence}`;
    } else {
      sentences.push(sentence);
    }
  }
  return sentences;
}

function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word),
  );
}

/** The content words of `text` (lowercase, stop words and numbers removed), each once. */
export function keywordsOf(text: string): Set<string> {
  return new Set(contentWords(text));
}

/** Cuts `text` at the last whole word that fits in `max - 1` characters and adds "…". */
function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * A summary of sanitized post `html`: 1–3 of its own sentences, in the post's order, together at
 * most 300 characters (`MAX_SUMMARY_LENGTH`). `title` (optional) weighs sentences that share its
 * words. Returns `""` when the post has no prose. Only when not one sentence fits in 300
 * characters is the best one cut — after a whole word, ending in "…".
 */
export function summarizeExtractive(html: string, { title = "" }: { title?: string } = {}): string {
  const sentences = proseBlocks(html).flatMap(sentencesOf);
  if (sentences.length === 0) return "";
  const words = sentences.map(contentWords);
  const frequency = new Map<string, number>();
  for (const list of words) for (const word of list) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());
  const titleWords = keywordsOf(title);

  const scored = sentences.map((sentence, index) => {
    const unique = new Set(words[index]);
    const count = sentence.split(/\s+/).length;
    let weight = 0;
    for (const word of unique) weight += (frequency.get(word) ?? 0) / top;
    const centrality = unique.size ? weight / Math.sqrt(unique.size) : 0;
    const inTitle = titleWords.size ? [...unique].filter((word) => titleWords.has(word)).length / titleWords.size : 0;
    const early = 0.3 * (1 - index / sentences.length);
    return { index, sentence, score: centrality + inTitle + early, usable: count >= MIN_WORDS };
  });

  const ranked = scored.filter((entry) => entry.usable).sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  for (const candidate of ranked) {
    if (chosen.length === MAX_SENTENCES) break;
    const next = [...chosen, candidate].sort((a, b) => a.index - b.index);
    if (next.map((entry) => entry.sentence).join(" ").length <= MAX_SUMMARY_LENGTH) chosen.push(candidate);
  }
  if (chosen.length) {
    return chosen
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.sentence)
      .join(" ");
  }
  const best = (ranked[0] ?? scored[0]).sentence;
  return best.length <= MAX_SUMMARY_LENGTH ? best : cutAtWord(best, MAX_SUMMARY_LENGTH);
}
