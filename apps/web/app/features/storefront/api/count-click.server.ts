/**
 * An external-link card (DESIGN §5): `POST /v1/sellers/{username}/products/{slug}/click` counts the
 * click and answers `{ data: { url } }`, where the visitor is then sent with a 302.
 */
import type { AppLoadContext } from "react-router";
import { notFound } from "./get-storefront.server";

/** Counts one click of an external-URL product and returns its target URL; 404 when unknown. */
export async function countClick(context: AppLoadContext, username: string, slug: string): Promise<string> {
  const path = `/sellers/${encodeURIComponent(username)}/products/${encodeURIComponent(slug)}/click`;
  const response = await context.api<{ data?: { url?: string } }>(path, { method: "POST" });
  const url = response.body?.data?.url;
  const ok = response.status >= 200 && response.status < 300;
  if (response.status === 404 || (ok && !url)) notFound();
  if (!ok || !url) throw new Error(`POST /v1${path} answered ${response.status}`);
  // Only web links leave the site (the API validates them too; never a javascript: URL).
  if (!/^https?:\/\//i.test(url)) notFound();
  return url;
}
