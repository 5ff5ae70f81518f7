/**
 * Xendit Payouts API v2 (docs.xendit.co/apidocs/create-payout): `POST /v2/payouts` with header
 * `Idempotency-key`, `GET /v2/payouts/{id}`, `GET /v2/payouts?reference_id=…`, and the payout
 * webhook (docs.xendit.co/apidocs/payout-webhook: events `payout.succeeded|failed|reversed`,
 * authenticated by the account's `x-callback-token`). Statuses per
 * docs.xendit.co/docs/payout-status-lifecycle; error codes per
 * docs.xendit.co/api-payouts-beta/payouts-errors. Vectors: test/fixtures/disbursement-vectors.
 */
import type { Config } from "../../env";
import { GatewayError } from "../payments/gateway";
import { basicAuth, callGateway, isRecord, stringField } from "../payments/http";
import { verifyXenditToken } from "../payments/xendit-notification";
import {
  type DisbursementService,
  type Payout,
  PayoutRefusedError,
  type PayoutRequest,
  type PayoutState,
} from "./disbursement";

export type XenditPayoutsConfig = Pick<Config, "xendit" | "gatewayTimeoutMs">;

/**
 * Our bank codes → Xendit payout `channel_code` (docs.xendit.co/bank-codes, "Indonesia",
 * endpoint /v2/payouts). Only codes read on that page are listed; a bank missing here is paid by
 * hand (the admin screen says so) rather than sent under a guessed code.
 */
export const XENDIT_PAYOUT_CHANNELS: Record<string, string> = {
  bca: "ID_BCA",
  bni: "ID_BNI",
  bri: "ID_BRI",
  mandiri: "ID_MANDIRI",
  bsi: "ID_BSI",
  btn: "ID_BTN",
  permata: "ID_PERMATA",
  cimb: "ID_CIMB",
  danamon: "ID_DANAMON",
  maybank: "ID_MAYBANK",
  mega: "ID_MEGA",
  blu: "ID_BCA_DIGITAL",
  allo: "ID_ALLO",
};

/** Final and non-final payout statuses (payout-status-lifecycle). */
function payoutState(status: string): PayoutState {
  switch (status) {
    case "SUCCEEDED":
      return "succeeded";
    case "FAILED":
    case "CANCELLED":
    case "COMPLIANCE_REJECTED":
    case "EXPIRED":
      return "failed";
    case "REVERSED":
      return "reversed";
    default:
      // ACCEPTED, REQUESTED, PENDING_COMPLIANCE_ASSESSMENT, LOCKED, READY…
      return "processing";
  }
}

/** What the seller reads for a failure code (payouts-errors, "Errors in executing the payout"). */
const FAILURE_REASONS: Record<string, string> = {
  INVALID_DESTINATION: "Nomor rekening tujuan tidak valid atau tidak aktif. Periksa data rekening Anda.",
  REJECTED_BY_CHANNEL: "Transfer ditolak oleh bank tujuan.",
  INSUFFICIENT_BALANCE: "Transfer tertunda di sisi Lapak. Saldo dikembalikan; silakan ajukan lagi nanti.",
  TEMPORARY_TRANSFER_ERROR: "Bank tujuan sedang gangguan. Saldo dikembalikan; silakan ajukan lagi nanti.",
  TRANSFER_ERROR: "Transfer gagal diproses bank. Saldo dikembalikan; silakan ajukan lagi.",
  UNKNOWN_BANK_NETWORK_ERROR: "Jaringan bank sedang gangguan. Saldo dikembalikan; silakan ajukan lagi nanti.",
  DESTINATION_MAINTENANCE: "Bank tujuan sedang dalam pemeliharaan. Saldo dikembalikan; silakan ajukan lagi nanti.",
  RECIPIENT_ACCOUNT_NUMBER_ERROR: "Nomor rekening tujuan tidak valid. Periksa data rekening Anda.",
  RECIPIENT_AMOUNT_ERROR: "Jumlah penarikan di luar batas transfer bank tujuan.",
  MAXIMUM_TRANSFER_LIMIT_ERROR: "Jumlah penarikan melebihi batas transfer bank tujuan.",
  CHANNEL_CODE_NOT_SUPPORTED_ERROR: "Bank tujuan belum didukung untuk transfer otomatis.",
};

/** Errors of the create call that will not change on a retry: the withdrawal fails, money returns. */
const REFUSALS = new Set([
  "RECIPIENT_ACCOUNT_NUMBER_ERROR",
  "RECIPIENT_AMOUNT_ERROR",
  "MAXIMUM_TRANSFER_LIMIT_ERROR",
  "CHANNEL_CODE_NOT_SUPPORTED_ERROR",
]);

function failureReason(code: string | undefined, state: PayoutState): string | null {
  if (state === "reversed") return "Transfer dikembalikan oleh bank tujuan. Saldo dikembalikan ke akun Anda.";
  if (state !== "failed") return null;
  return (code && FAILURE_REASONS[code]) || "Transfer gagal. Saldo dikembalikan; silakan ajukan lagi.";
}

/** Reads a payout object; throws `GatewayError` when a field we rely on is missing. */
export function readPayout(body: unknown): Payout {
  if (!isRecord(body)) throw new GatewayError("Xendit payout is not an object", { body });
  const payoutId = stringField(body, "id");
  const referenceId = stringField(body, "reference_id");
  const status = stringField(body, "status");
  const { amount } = body;
  if (!payoutId || !referenceId || !status || typeof amount !== "number" || !Number.isInteger(amount)) {
    throw new GatewayError("Xendit payout lacks id, reference_id, status or an integer amount", { body });
  }
  const state = payoutState(status);
  return {
    payoutId,
    referenceId,
    amount,
    currency: stringField(body, "currency") ?? "",
    state,
    status,
    failureReason: failureReason(stringField(body, "failure_code"), state),
  };
}

/** Builds the adapter. Keys come from config; the API base URL too (a local fake in tests). */
export function createXenditPayouts(config: XenditPayoutsConfig): DisbursementService {
  const { secretKey, callbackToken, apiUrl } = config.xendit;
  const headers = { Authorization: basicAuth(secretKey) };
  const timeoutMs = config.gatewayTimeoutMs;

  async function get(path: string): Promise<unknown> {
    const answer = await callGateway("Xendit", { method: "GET", url: `${apiUrl}${path}`, headers, timeoutMs });
    if (answer.status !== 200) {
      throw new GatewayError(`Xendit answered HTTP ${answer.status} to GET ${path.split("?")[0]}`, answer);
    }
    return answer.body;
  }

  async function findPayout(referenceId: string): Promise<Payout | null> {
    const body = await get(`/v2/payouts?reference_id=${encodeURIComponent(referenceId)}`);
    const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : [];
    return list.map(readPayout).find((payout) => payout.referenceId === referenceId) ?? null;
  }

  return {
    name: "xendit",

    supportsBank: (bankCode) => bankCode in XENDIT_PAYOUT_CHANNELS,

    async createPayout(request: PayoutRequest) {
      const channelCode = XENDIT_PAYOUT_CHANNELS[request.bankCode];
      if (!channelCode) {
        throw new PayoutRefusedError(
          "CHANNEL_CODE_NOT_SUPPORTED_ERROR",
          FAILURE_REASONS.CHANNEL_CODE_NOT_SUPPORTED_ERROR,
        );
      }
      const answer = await callGateway("Xendit", {
        method: "POST",
        url: `${apiUrl}/v2/payouts`,
        headers: { ...headers, "Idempotency-key": request.withdrawalId },
        body: {
          reference_id: request.withdrawalId,
          channel_code: channelCode,
          channel_properties: {
            account_number: request.accountNumber,
            account_holder_name: request.accountHolderName,
          },
          amount: request.amount,
          description: request.description,
          currency: "IDR",
        },
        timeoutMs,
      });
      if (answer.status === 200 || answer.status === 201) return readPayout(answer.body);
      const code = isRecord(answer.body) ? stringField(answer.body, "error_code") : undefined;
      // The same idempotency key again: the first attempt went through and its answer was lost.
      if (code === "DUPLICATE_TRANSACTION_ERROR") {
        const found = await findPayout(request.withdrawalId);
        if (!found) throw new GatewayError("Xendit reports a duplicate payout it cannot list", answer);
        return found;
      }
      if (code && REFUSALS.has(code)) throw new PayoutRefusedError(code, FAILURE_REASONS[code]);
      throw new GatewayError(`Xendit answered HTTP ${answer.status} (${code ?? "no error_code"}) to a payout`, answer);
    },

    async getPayout(payoutId) {
      return readPayout(await get(`/v2/payouts/${encodeURIComponent(payoutId)}`));
    },

    findPayout,

    parseNotification(input) {
      verifyXenditToken(input.headers, callbackToken);
      let body: unknown;
      try {
        body = JSON.parse(input.rawBody);
      } catch {
        throw new GatewayError("Xendit payout webhook is not JSON");
      }
      const event = isRecord(body) ? stringField(body, "event") : undefined;
      if (!isRecord(body) || !event?.startsWith("payout.")) {
        throw new GatewayError("not a Xendit payout event", { body });
      }
      return { event, ...readPayout(body.data) };
    },
  };
}
