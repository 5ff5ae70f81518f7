/**
 * The time membership access is decided at (ADR 0049): the system clock, moved forward by what the
 * sandbox's `POST /v1/payments/sandbox/clock` added (registered only with the sandbox gateway and
 * `SANDBOX_CLOCK=true`, for the browser journeys). One per app, so two apps in one process never
 * share an offset.
 */
export interface MembershipClock {
  /** Now, as membership access sees it. */
  now(): Date;
  /** Moves the clock `ms` forward (a whole number ≥ 0); returns the offset in ms. */
  advance(ms: number): number;
}

/** A clock at the system time until `advance` moves it. */
export function membershipClock(): MembershipClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
      return offsetMs;
    },
  };
}
