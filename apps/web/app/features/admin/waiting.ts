/** How long something has waited in an admin queue, as the queue reads it ("menunggu 2 hari"). */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * `since` (ISO time it joined the queue) against `now` (ms since epoch, taken once by the loader so
 * the server and the browser print the same words): "menunggu kurang dari 1 jam", "menunggu 5 jam",
 * "menunggu 2 hari" (whole hours and days, rounded down).
 */
export function waitingLabel(since: string, now: number): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (waited < HOUR_MS) return "menunggu kurang dari 1 jam";
  if (waited < DAY_MS) return `menunggu ${Math.floor(waited / HOUR_MS)} jam`;
  return `menunggu ${Math.floor(waited / DAY_MS)} hari`;
}

/** Whether it has waited a full day or longer (the queue shows those in amber). */
export function waitedLong(since: string, now: number): boolean {
  return now - new Date(since).getTime() >= DAY_MS;
}
