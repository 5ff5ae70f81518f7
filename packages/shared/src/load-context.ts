/**
 * The contract between the server that hosts the web app and the web app's loaders and actions
 * (React Router's load context). The API is reached only through `api`, in-process or over HTTP.
 */
import type { PaymentGatewayName } from "./schemas/transaction";

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON body; sent with `content-type: application/json`. */
  body?: unknown;
  /** Bearer token (the `access_token` cookie's value), or null for a guest. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** Parsed JSON body (`{ data }` or `{ message, errors, code }`), null for an empty body. */
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Calls `/v1{path}`: `api("/auth/me", { token })`. Never throws for an HTTP status. */
export type ApiCaller = <T = unknown>(path: string, request?: ApiRequest) => Promise<ApiResponse<T>>;

/** Settings the browser may know. */
export interface PublicConfig {
  appUrl: string;
  googleClientId: string | null;
  paymentGateway: PaymentGatewayName;
  /** `PLATFORM_FEE_PERCENT`, for what a seller sees beside a price. */
  platformFeePercent: number;
  /** `HOLD_DAYS`: days a sale's money is held before it can be withdrawn. */
  holdDays: number;
  /** The platform sends WhatsApp messages (`WHATSAPP_PROVIDER` is not `none`): checkout offers the consent box. */
  whatsappAvailable: boolean;
  buildId: string;
}

export interface LapakLoadContext {
  api: ApiCaller;
  publicConfig: PublicConfig;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  cspNonce: string;
}
