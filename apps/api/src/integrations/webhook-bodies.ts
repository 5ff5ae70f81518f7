/**
 * What each provider POSTs to our webhooks, as `/v1/openapi.json` states it (lib/openapi-document.ts
 * `openapiBody`/`openapiHeaders`). Document only: each webhook reads its raw bytes and its adapter
 * verifies and parses them (payments/*-notification.ts, disbursements/xendit-payouts.ts,
 * whatsapp/cloud.ts). Objects stay open (`looseObject`): providers add fields without notice. Each
 * example is the provider's documented one (the vectors in apps/api/test/fixtures/).
 */
import { sandboxNotificationSchema } from "@lapak/shared/schemas/transaction";
import { z } from "zod";

/** The sandbox's own notification (integrations/payments/sandbox.ts), signed with `x-signature`. */
const sandboxBody = sandboxNotificationSchema.meta({
  description: "Sandbox: the notification the built-in sandbox gateway sends itself.",
  example: {
    event_id: "evt-2f0c1d6e",
    transaction_id: "0197f326-973a-743c-b0a9-77cfc3c95d53",
    status: "paid",
    amount: 150000,
    occurred_at: "2026-01-05T08:30:00.000Z",
  },
});

/**
 * Midtrans HTTP notification (docs.midtrans.com/docs/https-notification-webhooks): no signature
 * header; `signature_key` = SHA-512(order_id + status_code + gross_amount + server key).
 */
const midtransBody = z
  .looseObject({
    transaction_id: z.string(),
    order_id: z.string(),
    status_code: z.string(),
    gross_amount: z.string(),
    signature_key: z.string(),
    transaction_status: z.string(),
    transaction_time: z.string().optional(),
    payment_type: z.string().optional(),
    fraud_status: z.string().optional(),
    currency: z.string().optional(),
  })
  .meta({
    description: "Midtrans: HTTP notification, authenticated by its signature_key field.",
    example: {
      transaction_type: "on-us",
      transaction_time: "2021-06-23 14:02:42",
      transaction_status: "settlement",
      transaction_id: "513f1f01-c9da-474c-9fc9-d5c64364b709",
      status_message: "midtrans payment notification",
      status_code: "200",
      signature_key:
        "2496c78cac93a70ca08014bdaaff08eb7119ef79ef69c4833d4399cada077147febc1a231992eb8665a7e26d89b1dc323c13f721d21c7485f70bff06cca6eed3",
      settlement_time: "2021-06-23 14:06:48",
      payment_type: "qris",
      order_id: "qris-01",
      merchant_id: "G141532850",
      issuer: "gopay",
      gross_amount: "5539.00",
      fraud_status: "accept",
      currency: "IDR",
      acquirer: "gopay",
    },
  });

/**
 * Xendit callbacks (docs.xendit.co/docs/handling-webhooks), authenticated by `x-callback-token`:
 * Payments API v3/v2 `{event, data}`, QR Codes, Invoice and Fixed VA bodies
 * (payments/xendit-notification.ts lists what each carries).
 */
const xenditBody = z
  .looseObject({
    event: z.string().optional(),
    data: z.looseObject({}).optional(),
    id: z.string().optional(),
    external_id: z.string().optional(),
    status: z.string().optional(),
    amount: z.union([z.number(), z.string()]).optional(),
  })
  .meta({
    description: "Xendit: a payment callback (Payments API, QR Codes, Invoice or Fixed VA).",
    example: {
      event: "payment.capture",
      business_id: "6094fa76c2fd53701b8e079c",
      created: "2021-12-02T14:52:21.566Z",
      data: {
        payment_id: "py-1fdaf346-dd2e-4b6c-b938-124c7167a822",
        business_id: "6094fa76c2fd53701b8e079c",
        status: "SUCCEEDED",
        payment_request_id: "pr-1fdaf346-dd2e-4b6c-b938-124c7167a822",
        request_amount: 10000,
        channel_code: "BRI_VIRTUAL_ACCOUNT",
        country: "ID",
        currency: "IDR",
        reference_id: "example_reference_id",
        type: "SINGLE_PAYMENT",
        created: "2021-12-02T14:52:21.566Z",
        updated: "2021-12-02T14:52:21.566Z",
      },
    },
  });

/** `POST /v1/webhooks/payments/{gateway}`: the active gateway's notification. */
export const paymentWebhookBody = z.union([sandboxBody, midtransBody, xenditBody]);

/** The signature headers of a payment notification: one per gateway (Midtrans signs in the body). */
export const paymentWebhookHeaders = z.object({
  "x-signature": z
    .string()
    .optional()
    .meta({ description: "Sandbox: hex HMAC-SHA256 of the raw body with SANDBOX_WEBHOOK_SECRET." }),
  "x-callback-token": z
    .string()
    .optional()
    .meta({ description: "Xendit: the account's webhook verification token (XENDIT_CALLBACK_TOKEN)." }),
});

/** Xendit payout webhook (docs.xendit.co/apidocs/payout-webhook), `payout.succeeded` and the rest. */
export const payoutWebhookBody = z
  .looseObject({
    event: z.string().meta({ description: "payout.succeeded, payout.failed, payout.reversed…" }),
    business_id: z.string().optional(),
    created: z.string().optional(),
    data: z.looseObject({
      id: z.string(),
      reference_id: z.string(),
      status: z.string(),
      amount: z.number().optional(),
      currency: z.string().optional(),
    }),
  })
  .meta({
    example: {
      event: "payout.succeeded",
      business_id: "5f27a14a9bf05c73dd040bc8",
      created: "2025-01-01T23:55:59Z",
      data: {
        id: "disb-571f3644d2b4edf0745e9703",
        amount: 10000,
        channel_code: "ID_BCA",
        currency: "IDR",
        status: "SUCCEEDED",
        description: "July payout",
        reference_id: "myref-1482928194",
        created: "2024-12-31T23:53:59Z",
        updated: "2024-12-31T23:53:59Z",
        estimated_arrival_time: "2024-12-31T23:59:59Z",
        business_id: "6018306aa16ad90cb3c43ba7",
        channel_properties: { account_number: "000000000099", account_holder_name: "Michael Chen" },
      },
    },
  });

/** The payout webhook's token header (the service's only one: Xendit). */
export const payoutWebhookHeaders = z.object({
  "x-callback-token": z
    .string()
    .meta({ description: "Xendit: the account's webhook verification token (XENDIT_CALLBACK_TOKEN)." }),
});

/**
 * Meta's WhatsApp Cloud API status webhook
 * (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples#message-status-updates).
 */
export const whatsappWebhookBody = z
  .looseObject({
    object: z.string(),
    entry: z.array(
      z.looseObject({
        id: z.string(),
        changes: z.array(z.looseObject({ field: z.string(), value: z.looseObject({}) })),
      }),
    ),
  })
  .meta({
    example: {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WHATSAPP_BUSINESS_ACCOUNT_ID",
          changes: [
            {
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "PHONE_NUMBER", phone_number_id: "PHONE_NUMBER_ID" },
                statuses: [
                  {
                    id: "wamid.ID",
                    status: "delivered",
                    timestamp: "1750263773",
                    recipient_id: "PHONE_NUMBER",
                    conversation: { id: "CONVERSATION_ID", origin: { type: "utility" } },
                    pricing: { billable: true, pricing_model: "CBP", category: "utility" },
                  },
                ],
              },
              field: "messages",
            },
          ],
        },
      ],
    },
  });

/** Meta's signature header (developers.facebook.com/docs/graph-api/webhooks/getting-started). */
export const whatsappWebhookHeaders = z.object({
  "x-hub-signature-256": z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .meta({ description: "sha256= and the hex HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET." }),
});
