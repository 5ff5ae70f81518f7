import type { Storage } from "../../integrations/storage/storage";
import type { Deps } from "../../lib/deps";

/** What the media use cases need: the usual deps and the file storage. */
export type MediaDeps = Pick<Deps, "db" | "config"> & { storage: Storage };

/** Image widths `GET /v1/images/{id}?w=` serves, for `srcset`; the largest is also the upload cap. */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const MAX_IMAGE_SIDE = 1600;

/** The public URL of an image (served to anyone once used, to its owner always). */
export function imageUrl(mediaId: string): string {
  return `/v1/images/${mediaId}`;
}
