import type { WriteStream } from "node:fs";

/**
 * Resolves once `file` has closed (at once if it has). Await it before deleting a file whose
 * `pipeline` failed: `pipeline` rejects as soon as one stream errs, while the file's open may still
 * wait on libuv's thread pool, and an open that lands after the delete makes the file again (a
 * `.partial` upload outlived its 413 in CI while the disk's flushes stalled, session 30). A
 * destroyed stream always closes: it waits for a pending open, then closes the descriptor.
 */
export async function fileClosed(file: WriteStream): Promise<void> {
  if (file.closed) return;
  await new Promise<void>((resolve) => file.once("close", () => resolve()));
}
