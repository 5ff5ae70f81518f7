/**
 * One-time messages carried across a redirect in a short-lived cookie (DESIGN §3): an action or
 * loader sets it with its redirect, the root loader reads it once, clears it, and the toast area
 * shows it.
 */

import { FLASH_COOKIE } from "@lapak/shared/cookies";
import { readCookie, serializeCookie } from "./cookies.server";
import type { ToastType } from "./toast-types";

/** Long enough to survive one redirect, short enough to never show up on a later visit. */
const FLASH_MAX_AGE_S = 60;
const MAX_MESSAGE_LENGTH = 300;

export interface Flash {
  /** Unique per flash, so the same words flashed twice in a row still show. */
  id: string;
  message: string;
  type: ToastType;
}

/** `Set-Cookie` value that carries `message` to the next page. */
export function flashCookie(message: string, type: ToastType, secure: boolean): string {
  const flash: Flash = { id: crypto.randomUUID(), message: message.slice(0, MAX_MESSAGE_LENGTH), type };
  return serializeCookie(FLASH_COOKIE, JSON.stringify(flash), { maxAge: FLASH_MAX_AGE_S, secure });
}

/**
 * Reads the flash of a request. Returns the flash (or null) and, when there was one, the
 * `Set-Cookie` value that deletes it.
 */
export function takeFlash(request: Request, secure: boolean): { flash: Flash | null; clear: string | null } {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return { flash: null, clear: null };
  const clear = serializeCookie(FLASH_COOKIE, "", { maxAge: 0, secure });
  try {
    const value = JSON.parse(raw) as Partial<Flash>;
    if (typeof value.message !== "string" || typeof value.id !== "string") return { flash: null, clear };
    const type: ToastType = value.type === "error" || value.type === "info" ? value.type : "success";
    return { flash: { id: value.id, message: value.message.slice(0, MAX_MESSAGE_LENGTH), type }, clear };
  } catch {
    return { flash: null, clear };
  }
}
