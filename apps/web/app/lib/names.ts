/**
 * Comparing people's names as banks and ID cards write them: case, accents, punctuation and spacing
 * differ between a KTP ("Sari Wulandari") and a bank's record ("SARI WULANDARI"), the person does not.
 */

/** `" Siti  Nur'aini, S.Pd "` → `"SITI NURAINI SPD"`: upper case, no accents or punctuation, single spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^\p{L}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Whether two names clearly name different people: false when either is empty (nothing to compare
 * yet) or when they match after `normalizeName`. Used for the non-blocking "Nama rekening ≠ nama
 * KTP" hint; the reviewer decides.
 */
export function namesDiffer(a: string, b: string): boolean {
  const left = normalizeName(a);
  const right = normalizeName(b);
  return left !== "" && right !== "" && left !== right;
}
