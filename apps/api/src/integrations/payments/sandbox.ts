/**
 * The built-in `sandbox` gateway (DESIGN §2, §3): offers every method and answers with realistic
 * instructions — a valid QRIS payload, per-bank VA numbers, a Mandiri bill (biller code + bill key,
 * as Midtrans echannel), e-wallet links — without any network. Its notifications are
 * `sandboxNotificationSchema` bodies signed with `X-Signature: hex(HMAC-SHA256(raw body,
 * SANDBOX_WEBHOOK_SECRET))`; `POST /v1/payments/sandbox/{id}/pay` makes and delivers one.
 */
import { createHash, randomUUID } from "node:crypto";
import { type SandboxNotification, sandboxNotificationSchema } from "@lapak/shared/schemas/transaction";
import type { Config } from "../../env";
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  GatewayError,
  type GatewayNotification,
  InvalidSignatureError,
  type NotificationInput,
  type PaymentGateway,
} from "./gateway";
import { howToPay } from "./how-to-pay";
import { GATEWAY_METHODS } from "./payment-methods";
import { buildQrisPayload } from "./qris";
import { hexEquals, hmacSha256Hex } from "./sign";

/** VA prefixes per bank: company codes as the banks' sandboxes show them. Numbers are 16 digits. */
const VA_PREFIX = { bca_va: "12345", bni_va: "8808", bri_va: "26215", permata_va: "8778" } as const;
const BANK = { bca_va: "bca", bni_va: "bni", bri_va: "bri", permata_va: "permata" } as const;
/** Midtrans' Mandiri Bill company code (echannel), which the sandbox imitates. */
export const SANDBOX_BILLER_CODE = "70012";

const DEEPLINK = {
  gopay: "gojek://gopay/merchanttransfer",
  ovo: "ovo://payment",
  dana: "dana://payment",
  shopeepay: "shopeeid://main/payment",
} as const;

/** `n` decimal digits derived from `seed` (stable for one transaction, unrelated between two). */
function digitsFrom(seed: string, n: number): string {
  const hash = createHash("sha256").update(seed).digest("hex");
  return BigInt(`0x${hash}`).toString().slice(0, n);
}

/** The sandbox gateway for `config` (uses `sandboxWebhookSecret`). */
export function createSandboxGateway(config: Pick<Config, "sandboxWebhookSecret">): PaymentGateway {
  return {
    name: "sandbox",
    methods: GATEWAY_METHODS.sandbox,
    // The HMAC covers every byte of the body: nothing in it is unauthenticated.
    needsStatusConfirmation: false,

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const { transactionId: id, amount, method } = request;
      const reference = `SBX-${id.replaceAll("-", "").slice(-16).toUpperCase()}`;
      const created = (payment: CreatedPayment["payment"]): CreatedPayment => ({
        reference,
        expiresAt: request.expiresAt,
        payment,
      });
      switch (method) {
        case "qris": {
          const qrString = buildQrisPayload({
            amount,
            billNumber: reference,
            merchantName: "LAPAK SANDBOX",
            merchantCity: "JAKARTA",
          });
          return created({
            kind: "qris",
            qrString,
            qrImageUrl: `/v1/transactions/${id}/qr.svg`,
            instructions: howToPay(method, { amount }),
          });
        }
        case "bca_va":
        case "bni_va":
        case "bri_va":
        case "permata_va": {
          const prefix = VA_PREFIX[method];
          const vaNumber = prefix + digitsFrom(id, 16 - prefix.length);
          return created({
            kind: "va",
            vaNumber,
            bank: BANK[method],
            instructions: howToPay(method, { amount, vaNumber }),
          });
        }
        case "mandiri_va": {
          const billKey = digitsFrom(`bill:${id}`, 12);
          return created({
            kind: "bill",
            bank: "mandiri",
            billerCode: SANDBOX_BILLER_CODE,
            billKey,
            instructions: howToPay(method, { amount, billerCode: SANDBOX_BILLER_CODE, billKey }),
          });
        }
        case "gopay":
        case "ovo":
        case "dana":
        case "shopeepay":
          return created({
            kind: "ewallet",
            redirectUrl: request.returnUrl,
            deeplinkUrl: `${DEEPLINK[method]}?ref=${reference}&amount=${amount}`,
            instructions: howToPay(method, { amount }),
          });
      }
    },

    parseNotification({ headers, rawBody }: NotificationInput): GatewayNotification {
      const header = headers["x-signature"];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature || !hexEquals(signature.trim(), hmacSha256Hex(config.sandboxWebhookSecret, rawBody))) {
        throw new InvalidSignatureError();
      }
      let body: SandboxNotification;
      try {
        body = sandboxNotificationSchema.parse(JSON.parse(rawBody));
      } catch (cause) {
        throw new GatewayError("unreadable sandbox notification", { cause });
      }
      return {
        eventKey: body.event_id,
        transactionId: body.transaction_id,
        status: body.status,
        amount: body.amount,
        currency: "IDR",
        reference: null,
      };
    },

    async getStatus() {
      // The sandbox keeps no state of its own: what happened is in our database.
      return null;
    },

    async cancelPayment() {
      // Nothing to stop outside our database: the retired attempt reads as expired already.
      return "cancelled" as const;
    },
  };
}

/**
 * A signed sandbox notification for a transaction: the raw body and its `x-signature` header, as
 * the sandbox "pays" (or expires or fails) it. `eventId` defaults to a fresh one.
 */
export function signedSandboxNotification(
  secret: string,
  input: { transactionId: string; amount: number; status: SandboxNotification["status"]; eventId?: string },
): { rawBody: string; signature: string } {
  const body: SandboxNotification = {
    event_id: input.eventId ?? `sbx_evt_${randomUUID()}`,
    transaction_id: input.transactionId,
    status: input.status,
    amount: input.amount,
    occurred_at: new Date().toISOString(),
  };
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: hmacSha256Hex(secret, rawBody) };
}
