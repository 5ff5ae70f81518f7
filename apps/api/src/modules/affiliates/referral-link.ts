/**
 * Affiliate links (DESIGN §4 "Affiliates", ADR 0050): `/{username}?ref=CODE` and
 * `/{username}/{slug}?ref=CODE`. The visit is answered with a redirect to the same page without
 * `ref` — the page the cache serves — setting the first-party cookie `lapak_ref` (30 days,
 * `SameSite=Lax`) when the code is one of that store's affiliates: the last click before the
 * checkout wins. Other query parameters (UTM values) are kept.
 */
import type { Db } from "@lapak/db";
import { REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE } from "@lapak/shared/schemas/affiliate";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { recordReferralClick } from "./affiliates";

/** A store or product path: `/{username}` or `/{username}/{slug}`. */
const STORE_PATH = /^\/([A-Za-z0-9_]{3,30})(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** What a `?ref=` visit answers: the redirect and, for a current affiliate's code, the cookie. */
export interface ReferralAnswer {
  location: string;
  cookie: string | null;
}

/** The store username and code of a GET with `ref` on a store path, and the URL without it; else null. */
export function referralTarget(
  method: string,
  url: string,
): { username: string; code: string; location: string } | null {
  if (method !== "GET" || !url.includes("ref=")) return null;
  const parsed = new URL(url, "http://lapak.invalid");
  const code = parsed.searchParams.get("ref");
  const match = STORE_PATH.exec(parsed.pathname);
  if (code === null || !match?.[1]) return null;
  parsed.searchParams.delete("ref");
  const query = parsed.searchParams.toString();
  return { username: match[1], code, location: `${parsed.pathname}${query ? `?${query}` : ""}` };
}

/**
 * The answer to a `?ref=` visit, or null when the request is not one: counts the click (not for
 * bots, `isbot`) and builds the cookie (`Secure` when the app is served over HTTPS).
 */
export async function referralAnswer(
  db: Db,
  request: { method: string; url: string; userAgent?: string },
  { secure }: { secure: boolean },
): Promise<ReferralAnswer | null> {
  const target = referralTarget(request.method, request.url);
  if (!target) return null;
  const code = await recordReferralClick(db, {
    username: target.username,
    code: target.code,
    countClick: !isbot(request.userAgent ?? ""),
  });
  const cookie = code
    ? `${REFERRAL_COOKIE}=${code}; Max-Age=${REFERRAL_COOKIE_MAX_AGE}; Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`
    : null;
  return { location: target.location, cookie };
}

/**
 * The `onRequest` hook that answers affiliate links (`referralAnswer`) before any page is rendered
 * or routed; every other request passes on after one substring check.
 */
export function referralLinkHook(db: Db, { secure }: { secure: boolean }) {
  return async function referralLink(request: FastifyRequest, reply: FastifyReply) {
    if (!request.url.includes("ref=") || request.url.startsWith("/v1/")) return;
    const answer = await referralAnswer(
      db,
      { method: request.method, url: request.url, userAgent: request.headers["user-agent"] },
      { secure },
    );
    if (!answer) return;
    if (answer.cookie) reply.header("set-cookie", answer.cookie);
    reply.header("cache-control", "private, no-store");
    return reply.redirect(answer.location, 302);
  };
}
