/**
 * A lesson's video that loads nothing until it is wanted (DESIGN §3 "Kelas Online"): a YouTube or
 * Vimeo video as a "lite" facade — a link to the provider's privacy-enhanced embed
 * (`data-lite-embed`) that the page's script (`enhance/lib/lite-embed.ts`) swaps for the player's
 * iframe on a click, so the link still works without JavaScript; an uploaded MP4 as a
 * `<video preload="none">`.
 */

/** A YouTube embed's poster, when the embed is YouTube's. */
function posterOf(embedUrl: string): string | null {
  const id = embedUrl.match(/youtube-nocookie\.com\/embed\/([\w-]{11})/)?.[1];
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

/**
 * `label` is the facade's button ("Tonton pratinjau", "Putar video"); nothing renders without a
 * video.
 */
export function LiteVideo({
  title,
  embedUrl,
  videoSrc,
  label,
  className = "mt-2",
}: {
  title: string;
  embedUrl: string | null;
  videoSrc: string | null;
  label: string;
  className?: string;
}) {
  if (videoSrc) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: a seller's video has no caption track to offer
      <video
        controls
        preload="none"
        src={videoSrc}
        className={`${className} aspect-video w-full rounded-lg bg-slate-900`}
      >
        <a href={videoSrc}>
          {label}: {title}
        </a>
      </video>
    );
  }
  if (!embedUrl) return null;
  const poster = posterOf(embedUrl);
  return (
    <a
      href={embedUrl}
      data-lite-embed={embedUrl}
      data-title={title}
      target="_blank"
      rel="noopener noreferrer"
      className={`${className} relative grid aspect-video w-full place-items-center overflow-hidden rounded-lg bg-slate-900 text-white`}
    >
      {poster ? (
        <img src={poster} alt="" loading="lazy" className="absolute inset-0 size-full object-cover opacity-80" />
      ) : null}
      <span className="relative inline-flex items-center gap-2 rounded-full bg-black/70 px-4 py-2 text-sm font-semibold">
        <span aria-hidden="true">▶</span> {label}
        <span className="sr-only">: {title}</span>
      </span>
    </a>
  );
}
