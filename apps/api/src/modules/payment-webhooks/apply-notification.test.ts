import { describe, expect, it } from "vitest";
import type { GatewayNotification } from "../../integrations/payments/gateway";
import type { TransactionRow } from "../orders/transaction-view";
import { settlementOutcome } from "./apply-notification";

const notification = (status: GatewayNotification["status"], amount = 49_000): GatewayNotification => ({
  eventKey: `order-1:${status}`,
  transactionId: "order-1",
  status,
  amount,
  currency: "IDR",
  reference: null,
});
const row = (status: TransactionRow["status"], gateway: TransactionRow["gateway"] = "midtrans") => ({
  status,
  gateway,
  amount: 49_000,
});
const outcome = (r: ReturnType<typeof row>, n: GatewayNotification) =>
  settlementOutcome(r, { gateway: "midtrans", notification: n });

describe("settlementOutcome: what a notification would change (the question asked before a status check)", () => {
  it.each([
    ["pending", "paid", "applied"],
    ["expired", "paid", "applied"],
    ["failed", "paid", "applied"],
    ["paid", "paid", "duplicate"],
    ["pending", "expired", "applied"],
    ["pending", "failed", "applied"],
    ["expired", "failed", "ignored"],
    ["paid", "expired", "ignored"],
    ["pending", "pending", "ignored"],
    ["paid", "pending", "ignored"],
  ] as const)("a %s transaction, a %s notification → %s", (current, status, expected) => {
    expect(outcome(row(current), notification(status))).toBe(expected);
  });

  it("another gateway's transaction or another amount changes nothing, whatever the status", () => {
    expect(outcome(row("pending", "xendit"), notification("paid"))).toBe("gateway_mismatch");
    expect(outcome(row("pending"), notification("paid", 1000))).toBe("amount_mismatch");
    expect(outcome(row("pending"), { ...notification("paid"), currency: "USD" })).toBe("amount_mismatch");
    expect(outcome(row("pending"), { ...notification("paid"), currency: "idr" })).toBe("applied");
  });
});
