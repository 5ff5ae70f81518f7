/** One HTTP byte range (RFC 9110 §14), both ends inclusive. */
export interface ResolvedRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` header against an object of `size` bytes: `undefined` when there is none or it
 * cannot be honoured as a single byte range (several ranges, another unit, garbage — the whole
 * object is sent, as RFC 9110 allows), `"unsatisfiable"` when it starts past the end (416), or the
 * range clamped to the object.
 */
export function resolveRange(header: string | undefined, size: number): ResolvedRange | "unsatisfiable" | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
