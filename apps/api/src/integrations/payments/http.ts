/**
 * One JSON call to a payment gateway with a deadline. Plain `fetch` (Node 20): the vendors' SDKs
 * add nothing our adapters need, and a deadline that covers the body too (`AbortSignal.timeout`).
 */
import { GatewayError } from "./gateway";

export interface GatewayCall {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  /** Serialised as JSON. */
  body?: unknown;
  /** The whole call, body included, in ms (`GATEWAY_TIMEOUT_MS`). */
  timeoutMs: number;
}

export interface GatewayAnswer {
  status: number;
  /** The parsed JSON body. */
  body: unknown;
}

/**
 * Sends `call` and parses the answer as JSON, whatever its HTTP status (the caller decides what a
 * status means). Throws `GatewayError` when there is no answer in time, the connection fails, or
 * the body is not JSON; the error never carries request headers (they hold the API key).
 */
export async function callGateway(gateway: string, call: GatewayCall): Promise<GatewayAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: { Accept: "application/json", ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal,
      redirect: "error",
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    if (signal.aborted) {
      throw new GatewayError(`${gateway} did not answer within ${call.timeoutMs} ms`, { cause });
    }
    throw new GatewayError(`${gateway} could not be reached`, { cause });
  }
  try {
    return { status, body: JSON.parse(text) };
  } catch {
    throw new GatewayError(`${gateway} answered HTTP ${status} with a body that is not JSON`, {
      status,
      body: text.slice(0, 500),
    });
  }
}

/** `Authorization` value for an API key used as the Basic-auth user name with an empty password. */
export function basicAuth(key: string): string {
  return `Basic ${Buffer.from(`${key}:`).toString("base64")}`;
}

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A non-empty string field, else undefined. */
export function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** The first value of a header (Node gives repeated headers as arrays). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
