/**
 * `Idempotency-Key` for `POST /v1/transactions` (DESIGN §3): the key is stored on the transaction
 * (unique) with a SHA-256 of the validated request body. The same key with the same body answers
 * the same transaction; with another body, 422.
 */
import { createHash } from "node:crypto";
import { tables } from "@lapak/db";
import type { CheckoutBody, Transaction } from "@lapak/shared/schemas/transaction";
import { eq } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { loadTransactions, type TransactionRow, viewOf } from "../orders/transaction-view";

/**
 * SHA-256 (hex) of the body as validated (trimmed, lower-cased email, `628…` phone), keys sorted.
 * `marketingConsent: false` (the default) is left out, so a body hashes as it did before the field.
 */
export function checkoutRequestHash(body: CheckoutBody): string {
  const canonical = Object.fromEntries(
    Object.entries(body)
      // Consents left unticked hash like bodies from before those boxes existed.
      .filter(
        ([key, value]) =>
          value !== undefined && !((key === "marketingConsent" || key === "whatsappConsent") && value === false),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

export const gatewayFailed = () =>
  new AppError("gateway_error", "Pembayaran tidak dapat dibuat saat ini, silakan coba lagi atau pilih metode lain");

/**
 * The answer already given for `key`, or null when the key is new. Throws 422 when the key came
 * with another body, and the original 502 when that checkout's gateway call failed. A checkout
 * still waiting for its gateway (a concurrent twin) is awaited, up to the gateway timeout, so both
 * answers carry the same payment instructions.
 */
export async function replayCheckout(
  deps: Pick<Deps, "db" | "config">,
  { key, hash, viewerId }: { key: string; hash: string; viewerId?: string },
): Promise<Transaction | null> {
  const where = eq(tables.transactions.idempotencyKey, key);
  let [loaded] = await loadTransactions(deps.db, where);
  if (!loaded) return null;
  if (loaded.row.requestHash !== hash) {
    throw new AppError("idempotency_key_reused", "Idempotency-Key sudah dipakai untuk permintaan lain");
  }
  const deadline = loaded.row.createdAt.getTime() + deps.config.gatewayTimeoutMs + 5000;
  while (awaitingGateway(loaded.row) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    [loaded] = await loadTransactions(deps.db, where);
    if (!loaded) return null;
  }
  if (loaded.row.status === "failed" && !hasInstructions(loaded.row)) throw gatewayFailed();
  return viewOf(deps, loaded, { whole: viewerId === loaded.row.sellerId });
}

const hasInstructions = (row: TransactionRow) => Boolean(row.instructions.kind);
const awaitingGateway = (row: TransactionRow) => row.status === "pending" && !hasInstructions(row);
