/**
 * A course lesson's video (DESIGN §3 "Kelas Online", ADR 0044): a YouTube or Vimeo link, kept as the
 * provider's id and shown through its privacy-enhanced embed, or an MP4 the seller uploaded, written
 * `media:{fileId}` in `videoUrl`.
 */

export type CourseVideo =
  | { provider: "youtube"; id: string }
  /** `hash`: the `h` of an unlisted Vimeo video (`vimeo.com/123/abc`), needed by its player. */
  | { provider: "vimeo"; id: string; hash?: string }
  /** `id`: a `media` row of kind `file` (an MP4 the seller uploaded). */
  | { provider: "file"; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The prefix of an uploaded video in `videoUrl`: `media:{fileId}`. */
export const MEDIA_VIDEO_PREFIX = "media:";

/**
 * Reads a video reference as a seller pastes it: `youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/{embed,shorts,live}/…`, `youtube-nocookie.com/embed/…`, `vimeo.com/{id}[/{hash}]`,
 * `vimeo.com/channels/…/{id}`, `player.vimeo.com/video/{id}[?h=…]`, with or without `https://`, or
 * `media:{fileId}`. Returns null for anything else.
 */
export function parseCourseVideo(value: string): CourseVideo | null {
  const input = value.trim();
  if (input.startsWith(MEDIA_VIDEO_PREFIX)) {
    const id = input.slice(MEDIA_VIDEO_PREFIX.length).toLowerCase();
    return UUID.test(id) ? { provider: "file", id } : null;
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return youtube(parts[0]);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (["embed", "shorts", "live", "v"].includes(parts[0] ?? "")) return youtube(parts[1]);
    return null;
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const at = parts.findIndex((part) => /^\d+$/.test(part));
    if (at < 0) return null;
    const id = parts[at] as string;
    const hash = url.searchParams.get("h") ?? parts[at + 1];
    return hash && /^[0-9a-f]+$/i.test(hash) ? { provider: "vimeo", id, hash } : { provider: "vimeo", id };
  }
  return null;
}

function youtube(id: string | undefined): CourseVideo | null {
  return id && YOUTUBE_ID.test(id) ? { provider: "youtube", id } : null;
}

/** The canonical `videoUrl` of a video, as the API answers it back. */
export function courseVideoUrl(video: CourseVideo): string {
  if (video.provider === "youtube") return `https://www.youtube.com/watch?v=${video.id}`;
  if (video.provider === "vimeo") return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ""}`;
  return `${MEDIA_VIDEO_PREFIX}${video.id}`;
}

/**
 * The privacy-enhanced player of a YouTube or Vimeo video (DESIGN §3): `youtube-nocookie.com`,
 * `player.vimeo.com`; null for an uploaded file (played by `<video>`).
 */
export function courseVideoEmbedUrl(video: CourseVideo): string | null {
  if (video.provider === "youtube") return `https://www.youtube-nocookie.com/embed/${video.id}`;
  if (video.provider === "vimeo")
    return `https://player.vimeo.com/video/${video.id}${video.hash ? `?h=${video.hash}` : ""}`;
  return null;
}
