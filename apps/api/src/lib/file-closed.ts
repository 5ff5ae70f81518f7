import type { WriteStream } from "node:fs";

/**
 * Resolves once `file` has closed (at once if it has). Await it before deleting a file whose
 * `pipeline` failed: `pipeline` rejects as soon as one stream errs, while the file's open may still
 * wait on libuv's thread pool (a disk whose flushes stall delays it), and an open that lands after
 * the delete makes the file again: a refused upload would leave its `.partial` behind. A destroyed
 * stream always closes: it waits for a pending open, then closes the descriptor.
 */
export async function fileClosed(file: WriteStream): Promise<void> {
  if (file.closed) return;
  await new Promise<void>((resolve) => file.once("close", () => resolve()));
}
