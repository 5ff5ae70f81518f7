/**
 * Xendit refunds on the v3 API, the version of the payment requests Lapak makes (docs.xendit.co
 * "Create a refund", "Get a refund", "Refund webhook notification", read 2026-11-27; samples in
 * test/fixtures/gateway-vectors/xendit_refund_v3_*.json): `POST /v3/refunds {reference_id,
 * payment_id, amount, reason}` with `api-version: 2024-11-11` answers the refund with `status`
 * `SUCCEEDED`, `PENDING` or `FAILED`; a PENDING one ends in a `refund.succeeded` / `refund.failed`
 * webhook (authenticated by `x-callback-token` like payments), confirmed by `GET
 * /v3/refunds/{refund_id}`. Our refund id is both `reference_id` and the `idempotency-key` header,
 * so a retry after a lost answer finds the same refund instead of refunding twice.
 *
 * Windows: QRIS 30 days (Xendit's QRIS channel page, "Refund validity"). The e-wallet channel pages
 * give none: Xendit refuses a refund past the partner's window, and a refusal makes it manual.
 * Virtual accounts have no refund API: manual.
 */
import type { PaymentMethodCode } from "@lapak/shared/schemas/transaction";
import {
  GatewayError,
  type GatewayRefund,
  type GatewayRefunds,
  type RefundNotification,
  RefundRefusedError,
} from "./gateway";
import { basicAuth, callGateway, isRecord, stringField } from "./http";
import type { XenditConfig } from "./xendit";
import { verifyXenditToken, xenditAmount } from "./xendit-notification";

/** Days a method's payment stays refundable through Xendit's API; a year stands for "Xendit decides". */
export const XENDIT_REFUND_WINDOW_DAYS: Partial<Record<PaymentMethodCode, number>> = {
  qris: 30,
  ovo: 365,
  dana: 365,
  shopeepay: 365,
};

/** Xendit's refund `status` in our words; throws `GatewayError` for one we do not know. */
function refundStatus(raw: string | undefined): GatewayRefund["status"] {
  switch (raw) {
    case "SUCCEEDED":
      return "succeeded";
    case "PENDING":
      return "pending";
    case "FAILED":
    case "CANCELLED":
      return "failed";
    default:
      throw new GatewayError(`Xendit refund status "${raw}" is not handled`);
  }
}

/** A refund object (create and get answers, webhook `data`) as a `GatewayRefund`. */
function readRefund(body: Record<string, unknown>): GatewayRefund {
  const id = stringField(body, "refund_id") ?? stringField(body, "id");
  if (!id) throw new GatewayError("Xendit refund without refund_id", { body });
  return { gatewayReference: id, status: refundStatus(stringField(body, "status")), amount: xenditAmount(body.amount) };
}

/** Xendit's refund half of the gateway; `apiVersion` is the v3 `api-version` header (`XENDIT_API_VERSION`). */
export function createXenditRefunds(config: XenditConfig, apiVersion: string): GatewayRefunds {
  const { secretKey, apiUrl, callbackToken } = config.xendit;
  const headers = {
    Authorization: basicAuth(secretKey),
    "Content-Type": "application/json",
    "api-version": apiVersion,
  };

  return {
    windowDays: (method) => XENDIT_REFUND_WINDOW_DAYS[method] ?? null,

    async create(request): Promise<GatewayRefund> {
      if (!request.paymentId) throw new RefundRefusedError("the payment_id of the capture is not known");
      const { status, body } = await callGateway("Xendit", {
        method: "POST",
        url: `${apiUrl}/v3/refunds`,
        headers: { ...headers, "idempotency-key": request.refundId },
        body: {
          reference_id: request.refundId,
          payment_id: request.paymentId,
          amount: request.amount,
          reason: "REQUESTED_BY_CUSTOMER",
          metadata: { transaction_id: request.transactionId },
        },
        timeoutMs: config.gatewayTimeoutMs,
      });
      if (status < 300 && isRecord(body)) {
        if (body.reference_id !== undefined && body.reference_id !== request.refundId) {
          throw new GatewayError("Xendit answered for another reference_id", { status, body });
        }
        return readRefund(body);
      }
      const errorCode = isRecord(body) ? stringField(body, "error_code") : undefined;
      if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
        throw new RefundRefusedError(`Xendit ${status} ${errorCode ?? "-"}`);
      }
      throw new GatewayError(`Xendit refund failed (HTTP ${status}, ${errorCode ?? "?"})`, { status, body });
    },

    async get({ refundId, gatewayReference }): Promise<GatewayRefund | null> {
      // v3 finds a refund by its own id only (docs.xendit.co/apidocs/get-a-refund).
      if (!gatewayReference) return null;
      const { status, body } = await callGateway("Xendit", {
        method: "GET",
        url: `${apiUrl}/v3/refunds/${encodeURIComponent(gatewayReference)}`,
        headers,
        timeoutMs: config.gatewayTimeoutMs,
      });
      if (status === 404) return null;
      if (status >= 300 || !isRecord(body)) {
        throw new GatewayError(`Xendit refund check failed (HTTP ${status})`, { status, body });
      }
      if (body.reference_id !== undefined && body.reference_id !== refundId) {
        throw new GatewayError("Xendit refund belongs to another reference_id", { status, body });
      }
      return readRefund(body);
    },

    parseNotification({ headers: given, rawBody }): RefundNotification | null {
      verifyXenditToken(given, callbackToken);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch (cause) {
        throw new GatewayError("Xendit callback is not JSON", { cause });
      }
      if (!isRecord(body) || !String(body.event ?? "").startsWith("refund.")) return null;
      // The documented example wraps the envelope twice (`data.data`); the schema has it once.
      let data = body.data;
      if (isRecord(data) && isRecord(data.data) && String(data.event ?? "").startsWith("refund.")) data = data.data;
      if (!isRecord(data)) throw new GatewayError("Xendit refund callback without data", { body });
      return {
        refundId: stringField(data, "reference_id"),
        gatewayReference: stringField(data, "refund_id") ?? stringField(data, "id"),
      };
    },
  };
}
