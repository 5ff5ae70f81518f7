/**
 * `npm run restore -- <archive> [--force]` (ADR 0018, docs/backups.md): the archive into `DATA_DIR`
 * (empty or missing unless `--force`), and on PostgreSQL into the empty database of `DATABASE_URL`.
 * Then `npm start` serves the same stores, sales, balances, accounts and files.
 */
import { resolve } from "node:path";
import { loadBackupConfig } from "../env";
import { PARTS } from "../modules/backups/archive-format";
import { restoreBackup } from "../modules/backups/restore-backup";

const USAGE = "Pemakaian: npm run restore -- <arsip.tar|arsip.tar.enc> [--force]";

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const unknown = args.filter((arg) => arg.startsWith("-") && arg !== "--force");
  const files = args.filter((arg) => !arg.startsWith("-"));
  if (unknown.length || files.length !== 1)
    throw new Error(`${USAGE}${unknown.length ? ` (tidak dikenal: ${unknown.join(" ")})` : ""}`);
  const config = loadBackupConfig();
  const report = await restoreBackup({
    archive: resolve(files[0]),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    passphrase: config.backups.passphrase,
    force,
  });
  const { manifest, counts } = report;
  console.log(`Cadangan ${manifest.createdAt} dipulihkan ke ${config.dataDir}.`);
  console.log(
    `Isi: ${counts.users} akun, ${counts.products} produk, ${counts.transactions} transaksi, ${counts.ledgerEntries} baris buku besar, ${counts.withdrawals} penarikan, ${counts.media} berkas media.`,
  );
  if (report.movedAside) console.log(`Isi DATA_DIR sebelumnya dipindahkan ke ${report.movedAside}.`);
  if (manifest.storage.kind === "s3") {
    console.log(
      `Berkas ada di bucket S3 ${manifest.storage.bucket} (${manifest.counts.storedObjects ?? 0} objek saat pencadangan; daftarnya di storage/objects.json arsip). Pakai S3_* yang sama.`,
    );
  }
  if (!manifest.parts.some((part) => part.path === PARTS.secrets)) {
    console.log(
      "APP_SECRET tidak ada di arsip (diset lewat env): jalankan Lapak dengan APP_SECRET yang sama, kalau tidak NIK penjual tidak bisa dibaca.",
    );
  }
  console.log("Selesai. Jalankan `npm start`.");
}

main().catch((error) => {
  console.error(`Pemulihan gagal, DATA_DIR tidak diubah: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
