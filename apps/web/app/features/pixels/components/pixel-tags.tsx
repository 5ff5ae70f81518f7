/**
 * A seller's pixels on their own public page (ADR 0022): a hidden element carrying the
 * pixel ids and the page's event (`data-pixels`), read by our loader `enhance/pixels.ts`, which
 * fetches Meta's and TikTok's scripts only after the page has loaded and the browser is idle.
 * Renders nothing for a store without pixels (and the page then loads no pixel script at all).
 */
import type { StorePixels } from "@lapak/shared/schemas/tracking";
import type { PixelEvent } from "../pixel-page";

export function PixelTags({
  pixels,
  event,
  script,
  pageUrl,
}: {
  pixels: StorePixels;
  event: PixelEvent | null;
  /** `enhanceScript("pixels")`; null without a build (tests, dev). */
  script: string | null;
  /**
   * The order page's: the address (path) the pixels may see. The loader puts it in the address bar
   * before any pixel script loads, and loads none where it cannot (ADR 0026).
   */
  pageUrl?: string;
}) {
  if (!pixels.metaPixelId && !pixels.tiktokPixelId) return null;
  return (
    <>
      <div
        hidden
        data-pixels=""
        data-meta={pixels.metaPixelId ?? undefined}
        data-tiktok={pixels.tiktokPixelId ?? undefined}
        data-event={event?.name}
        data-event-id={event?.eventId}
        data-content-id={event?.contentId}
        data-content-name={event?.contentName}
        data-value={event ? String(event.value) : undefined}
        data-page-url={pageUrl}
      />
      {script ? <script type="module" src={script} /> : null}
    </>
  );
}
