/**
 * `npm run backup` (ADR 0018, docs/backups.md): one archive in `BACKUP_DIR`, while the app is stopped
 * (the embedded database belongs to one process; a running app makes its own, on schedule or from
 * Admin → Cadangan). With `DATABASE_URL` it runs `pg_dump`, and may run beside the app.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Database, lockDataDir, openDatabase } from "@lapak/db";
import { loadBackupConfig } from "../env";
import { createStorage } from "../integrations/storage/create-storage";
import { createBackup } from "../modules/backups/create-backup";

async function main() {
  const config = loadBackupConfig();
  let database: Database;
  let release = () => {};
  if (config.databaseUrl) {
    database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
  } else {
    const dbDir = join(config.dataDir, "db");
    if (!existsSync(join(dbDir, "PG_VERSION"))) throw new Error(`Tidak ada basis data di ${dbDir} (periksa DATA_DIR).`);
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      throw new Error(
        `Lapak sedang berjalan (${(error as Error).message}). Selagi berjalan, buat cadangan dari Admin → Cadangan atau POST /v1/admin/backups.`,
      );
    }
    database = await openDatabase({ dataDir: dbDir });
  }
  const storage = await createStorage(config);
  try {
    const backup = await createBackup({ database, storage, config });
    console.log(`Cadangan dibuat: ${join(config.backups.dir, backup.file)} (${backup.bytes} byte)`);
    if (!backup.encrypted) {
      console.log(
        "Peringatan: arsip tidak terenkripsi. Set BACKUP_PASSPHRASE; arsip berisi data pribadi (docs/backups.md).",
      );
    }
    if (config.s3) console.log(`Salinan diunggah ke bucket ${config.s3.bucket} di backups/${backup.file}.`);
  } finally {
    storage.close?.();
    await database.close();
    release();
  }
}

main().catch((error) => {
  console.error(`Gagal membuat cadangan: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
