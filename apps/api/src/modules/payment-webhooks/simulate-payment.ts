import type { SandboxNotification } from "@lapak/shared/schemas/transaction";
import { signedSandboxNotification } from "../../integrations/payments/sandbox";
import { AppError, notFound } from "../../lib/app-error";
import type { PaymentsDeps } from "../../lib/payments-deps";
import { loadTransaction } from "../orders/transaction-view";

/** Hands a signed notification to the real webhook route and reports its HTTP answer. */
export type DeliverNotification = (notification: {
  rawBody: string;
  signature: string;
}) => Promise<{ statusCode: number; body: string }>;

/**
 * `POST /v1/payments/sandbox/{id}/pay` (DESIGN §3, sandbox only — 404 under a real gateway): makes
 * the notification the sandbox would send for transaction `id` (a fresh event id, its amount,
 * `status`), signs it with SANDBOX_WEBHOOK_SECRET and delivers it through the webhook route, so the
 * "Simulasikan Pembayaran" button exercises exactly what a gateway does. Unknown id → 404.
 */
export async function simulatePayment(
  deps: Pick<PaymentsDeps, "db" | "config" | "gateway">,
  { id, status, deliver }: { id: string; status: SandboxNotification["status"]; deliver: DeliverNotification },
): Promise<void> {
  if (deps.gateway.name !== "sandbox") throw notFound("Endpoint tidak ditemukan");
  const { row } = await loadTransaction(deps, id);
  const signed = signedSandboxNotification(deps.config.sandboxWebhookSecret, {
    transactionId: row.id,
    amount: row.amount,
    status,
  });
  const answer = await deliver(signed);
  if (answer.statusCode !== 200) {
    throw new AppError("internal", `Notifikasi sandbox ditolak (${answer.statusCode})`);
  }
}
