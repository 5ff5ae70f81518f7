/** The part of `stopword` 3 (ships no types) the summarizer uses: the Indonesian list. */
declare module "stopword" {
  /** Indonesian stop words (lowercase). */
  export const ind: string[];
}
