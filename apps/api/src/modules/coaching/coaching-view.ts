/**
 * A 1:1 session product's fields as its owner and as anyone see them (DESIGN §3 "1:1 session",
 * ADR 0047): the public view never carries the meeting link.
 */
import type { ProductCoaching, PublicCoaching } from "@lapak/shared/schemas/coaching";
import type { StoredCoaching } from "@lapak/shared/schemas/product";
import { publicLocation } from "../events/event-seats";

/** The owner's view: every rule, the windows and the blocked dates. */
export function coachingView(coaching: StoredCoaching): ProductCoaching {
  return {
    durationMinutes: coaching.durationMinutes,
    availability: coaching.availability,
    bufferMinutes: coaching.bufferMinutes,
    minNoticeHours: coaching.minNoticeHours,
    maxDaysAhead: coaching.maxDaysAhead,
    location: coaching.location,
    rescheduleHours: coaching.rescheduleHours,
    blockedDates: coaching.blockedDates ?? [],
  };
}

/** What anyone sees: the length, the place without a meeting link, the reschedule rule. */
export function publicCoachingView(coaching: StoredCoaching): PublicCoaching {
  return {
    durationMinutes: coaching.durationMinutes,
    location: publicLocation(coaching.location),
    rescheduleHours: coaching.rescheduleHours,
  };
}
