import type { Config } from "../../env";
import { createLocalDiskStorage, localFilesDir } from "./local-disk";
import { createS3Storage } from "./s3";
import type { Storage } from "./storage";

/**
 * The file storage the config names (DESIGN §2): S3-compatible object storage when `S3_BUCKET` is set
 * (`config.s3`), else private local disk under `DATA_DIR/files`. One call site per process part that
 * stores files: `buildApp` (uploads, image variants, downloads) and `server.ts` (the demo seed), so
 * both always write to the same place. The AWS SDK is loaded only when S3 is
 * configured (`s3.ts`).
 */
export async function createStorage(config: Pick<Config, "s3" | "dataDir">): Promise<Storage> {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(localFilesDir(config.dataDir));
}
