import { describe, expect, it } from "vitest";
import { waitedLong, waitingLabel } from "./waiting";

const now = Date.parse("2026-11-23T10:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 60 * 60 * 1000;

describe("waitingLabel", () => {
  it("reads minutes as under an hour, then whole hours, then whole days", () => {
    expect(waitingLabel(ago(5 * 60 * 1000), now)).toBe("menunggu kurang dari 1 jam");
    expect(waitingLabel(ago(HOUR), now)).toBe("menunggu 1 jam");
    expect(waitingLabel(ago(23 * HOUR + 59 * 60 * 1000), now)).toBe("menunggu 23 jam");
    expect(waitingLabel(ago(24 * HOUR), now)).toBe("menunggu 1 hari");
    expect(waitingLabel(ago(2 * 24 * HOUR + 5 * HOUR), now)).toBe("menunggu 2 hari");
  });

  it("treats a clock a little ahead of the server as just now", () => {
    expect(waitingLabel(new Date(now + 30_000).toISOString(), now)).toBe("menunggu kurang dari 1 jam");
  });
});

describe("waitedLong", () => {
  it("is true from one full day", () => {
    expect(waitedLong(ago(23 * HOUR), now)).toBe(false);
    expect(waitedLong(ago(24 * HOUR), now)).toBe(true);
  });
});
