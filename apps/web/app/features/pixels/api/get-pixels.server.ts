/**
 * A store's browser pixels (`GET /v1/sellers/{username}/pixels`, ADR 0022), asked as a guest: the
 * ids are what the store's public pages load, the same for every visitor. A failed call reads as "no
 * pixels" — a pixel never breaks a page.
 */
import type { StorePixels } from "@lapak/shared/schemas/tracking";
import type { AppLoadContext } from "react-router";

const NONE: StorePixels = { metaPixelId: null, tiktokPixelId: null };

export async function getStorePixels(context: AppLoadContext, username: string): Promise<StorePixels> {
  try {
    const response = await context.api<{ data: StorePixels }>(`/sellers/${encodeURIComponent(username)}/pixels`);
    return response.status === 200 ? response.body.data : NONE;
  } catch {
    return NONE;
  }
}
