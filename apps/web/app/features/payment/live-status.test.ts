import { describe, expect, it } from "vitest";
import {
  afterPoll,
  EXPIRED_POLL_MS,
  keepsPolling,
  PENDING_POLL_MS,
  pollInterval,
  STREAMING_POLL_MS,
} from "./live-status";

describe("afterPoll", () => {
  it("goes to the order once paid, from any shown status", () => {
    expect(afterPoll("pending", "paid")).toBe("order");
    expect(afterPoll("expired", "paid")).toBe("order");
  });
  it("renders again when the status moved otherwise, and stays when it did not", () => {
    expect(afterPoll("pending", "expired")).toBe("reload");
    expect(afterPoll("pending", "failed")).toBe("reload");
    expect(afterPoll("pending", "pending")).toBe("stay");
    expect(afterPoll("expired", "expired")).toBe("stay");
  });
});

describe("keepsPolling", () => {
  it("asks while pending or expired (a late payment still lands), not once paid or failed", () => {
    expect(keepsPolling("pending")).toBe(true);
    expect(keepsPolling("expired")).toBe(true);
    expect(keepsPolling("paid")).toBe(false);
    expect(keepsPolling("failed")).toBe(false);
  });
});

describe("pollInterval", () => {
  it("asks every few seconds without a stream, and seldom while the stream is healthy", () => {
    expect(pollInterval("pending", false)).toBe(PENDING_POLL_MS);
    expect(pollInterval("expired", false)).toBe(EXPIRED_POLL_MS);
    expect(pollInterval("pending", true)).toBe(STREAMING_POLL_MS);
    expect(STREAMING_POLL_MS).toBeGreaterThan(EXPIRED_POLL_MS);
  });
});
