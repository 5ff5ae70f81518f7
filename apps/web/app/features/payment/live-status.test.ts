import { describe, expect, it } from "vitest";
import { afterPoll, keepsPolling } from "./live-status";

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
