/**
 * `/dashboard/schedule` ("Jadwal", DESIGN §4 "1:1 session"): the signed-in seller's coming 1:1
 * sessions from `GET /v1/coaching/sessions` (paid, not refunded in full, soonest first).
 */
import type { ScheduledSession } from "@lapak/shared/schemas/coaching";
import type { AppLoadContext } from "react-router";

/** What the Jadwal page loads. */
export interface SchedulePageData {
  sessions: ScheduledSession[];
}

/** Loads the seller's coming sessions; throws on an answer other than 200. */
export async function loadSchedule(context: AppLoadContext, token: string): Promise<SchedulePageData> {
  const response = await context.api<{ data: { sessions: ScheduledSession[] } }>("/coaching/sessions", { token });
  if (response.status !== 200) throw new Error(`GET /v1/coaching/sessions answered ${response.status}`);
  return { sessions: response.body.data.sessions };
}
