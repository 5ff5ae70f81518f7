/**
 * Meta's WhatsApp Cloud API (ADR 0021).
 * - Send: `POST {WHATSAPP_API_URL}/v21.0/{WHATSAPP_PHONE_NUMBER_ID}/messages`, bearer token, a
 *   template body; answer `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`
 *   (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages). An authentication
 *   template carries its code in the body and again in its copy-code button
 *   (developers.facebook.com/docs/whatsapp/business-management-api/authentication-templates/copy-code-button-authentication-templates).
 * - Webhook: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`
 *   (developers.facebook.com/docs/graph-api/webhooks/getting-started); statuses at
 *   `entry[].changes[].value.statuses[]` (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components).
 */
import { timingSafeEqual } from "node:crypto";
import type { Config } from "../../env";
import { hmacSha256Hex } from "../payments/sign";
import { type MessageStatusReport, type TemplateMessage, WhatsappError, type WhatsappProvider } from "./whatsapp";

export const GRAPH_API_VERSION = "v21.0";
const TIMEOUT_MS = 10_000;
const STATUSES = new Set(["sent", "delivered", "read", "failed"]);
/** `X-Hub-Signature-256`: `sha256=` and the HMAC-SHA256 as 64 hex digits (either case). */
const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

type CloudSettings = NonNullable<Config["whatsapp"]>;

/** The Cloud API adapter for `settings` (`config.whatsapp`). */
export function createCloudWhatsapp(settings: CloudSettings): WhatsappProvider {
  return {
    name: "cloud",

    async sendTemplate({ to, template, parameters, copyCode }: TemplateMessage) {
      const url = `${settings.apiUrl}/${GRAPH_API_VERSION}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to,
        type: "template",
        template: {
          name: template,
          language: { code: settings.language },
          components: [
            { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) },
            ...(copyCode === undefined
              ? []
              : [{ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: copyCode }] }]),
          ],
        },
      };
      let response: Response;
      let answer: unknown;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${settings.token}`,
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: "error",
        });
        answer = await response.json().catch(() => null);
      } catch (cause) {
        throw new WhatsappError("WhatsApp Cloud API could not be reached", true, { cause });
      }
      const messageId = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      if (response.ok && typeof messageId === "string") return { messageId };
      const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      const retryable = response.status === 429 || response.status >= 500;
      throw new WhatsappError(`${error?.code ?? response.status}: ${error?.message ?? "unexpected answer"}`, retryable);
    },

    verifySignature(rawBody, signature) {
      // Exactly `sha256=` and 64 hex digits: Buffer.from(…, "hex") alone stops at the first non-hex
      // pair, so `<digits>zz` would pass.
      const digits = SIGNATURE.exec(signature ?? "")?.[1];
      if (!digits) return false;
      const expected = Buffer.from(hmacSha256Hex(settings.appSecret, rawBody), "hex");
      return timingSafeEqual(Buffer.from(digits, "hex"), expected);
    },

    verifyToken(token) {
      if (!token) return false;
      const a = Buffer.from(token);
      const b = Buffer.from(settings.verifyToken);
      return a.length === b.length && timingSafeEqual(a, b);
    },

    parseStatuses(body) {
      const reports: MessageStatusReport[] = [];
      const entries = (body as { entry?: unknown })?.entry;
      if (!Array.isArray(entries)) return reports;
      for (const entry of entries) {
        for (const change of (entry as { changes?: unknown[] })?.changes ?? []) {
          const statuses = (change as { value?: { statuses?: unknown[] } })?.value?.statuses ?? [];
          for (const raw of statuses) {
            const s = raw as { id?: unknown; status?: unknown; timestamp?: unknown; errors?: unknown[] };
            if (typeof s.id !== "string" || typeof s.status !== "string" || !STATUSES.has(s.status)) continue;
            const first = (s.errors?.[0] ?? null) as { code?: unknown; title?: unknown } | null;
            reports.push({
              messageId: s.id,
              status: s.status as MessageStatusReport["status"],
              at: new Date(Number(s.timestamp) * 1000 || Date.now()),
              error: first ? `${first.code ?? ""}: ${first.title ?? ""}` : null,
            });
          }
        }
      }
      return reports;
    },
  };
}

/** The provider `config` names, or null when WhatsApp is off (`WHATSAPP_PROVIDER=none`). */
export function createWhatsapp(config: Pick<Config, "whatsapp">): WhatsappProvider | null {
  return config.whatsapp ? createCloudWhatsapp(config.whatsapp) : null;
}
