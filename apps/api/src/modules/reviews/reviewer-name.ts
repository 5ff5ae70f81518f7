/**
 * How a reviewer is named in public (DESIGN §4 "Reviews"): the first word of the name the buyer gave
 * at checkout and the initial of the last ("Budi Santoso" → "Budi S."), so a review is a person's
 * without printing their whole name; "Pembeli" when the name is blank.
 */
export function reviewerNameOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "Pembeli";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toLocaleUpperCase("id-ID")}.` : first;
}
