import { TRANSACTION_STATUS_LABELS, TRANSACTION_STATUSES } from "@lapak/shared/schemas/transaction";
import { describe, expect, it } from "vitest";
import { isTransactionStatus, STATUS_LABELS } from "./status-labels";

describe("STATUS_LABELS", () => {
  it("are the shared labels, for every status", () => {
    expect(STATUS_LABELS).toEqual(TRANSACTION_STATUS_LABELS);
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });
});

describe("isTransactionStatus", () => {
  it("accepts the four statuses and nothing else", () => {
    expect(TRANSACTION_STATUSES.every(isTransactionStatus)).toBe(true);
    expect(isTransactionStatus("settlement")).toBe(false);
    expect(isTransactionStatus("toString")).toBe(false);
    expect(isTransactionStatus(undefined)).toBe(false);
  });
});
