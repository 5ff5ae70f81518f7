/**
 * Scheduled backups, retention, and archives a restore must refuse (ADR 0018): a damaged, truncated
 * or foreign archive leaves DATA_DIR untouched, and the backup/restore commands work end to end.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULES } from "../../src/app-jobs";
import { createBackup } from "../../src/modules/backups/create-backup";
import { listBackups } from "../../src/modules/backups/list-backups";
import { readArchive } from "../../src/modules/backups/read-archive";
import { restoreBackup } from "../../src/modules/backups/restore-backup";
import { runScheduledBackup } from "../../src/modules/backups/run-scheduled-backup";
import { signUp } from "../helpers/accounts";
import { fileDatabase } from "../helpers/file-database";
import { startS3Server } from "../helpers/s3-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { uploadFile } from "../helpers/uploads";

const run = promisify(execFile);
const temp = mkdtempSync(join(tmpdir(), "lapak-backups-"));
let t: TestApp;
let deps: Parameters<typeof runScheduledBackup>[0];
const logged: { level: string; msg: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { BACKUP_INTERVAL_HOURS: "0.001", BACKUP_KEEP: "2" } });
  const seller = await signUp(t);
  await uploadFile(t, seller.token, { name: "Contoh.pdf", bytes: randomBytes(8 * 1024) });
  const log = {
    info: (_: object, msg: string) => logged.push({ level: "info", msg }),
    error: (_: object, msg: string) => logged.push({ level: "error", msg }),
  } as unknown as typeof deps.log;
  deps = { database: (await fileDatabase()).database, storage: t.app.storage, config: t.config, log };
});
afterAll(async () => {
  await t.close();
  rmSync(temp, { recursive: true, force: true });
});

const archives = () => readdirSync(t.config.backups.dir).filter((name) => name.startsWith("lapak-backup-"));

describe("scheduled backups", () => {
  it("is a job checked every minute", () => {
    expect(SCHEDULES.backup).toBe("* * * * *");
  });

  it("writes one archive per interval (3.6 s here), keeps the newest BACKUP_KEEP, and a failure leaves the last good one", async () => {
    const engine = (await fileDatabase()).database.kind;
    const start = Date.now();
    const first = await runScheduledBackup(deps, new Date(start));
    if (engine === "postgres") {
      // PostgreSQL is backed up with pg_dump and point-in-time recovery, not on this schedule.
      expect(first).toBeNull();
      return;
    }
    expect(first?.file).toMatch(/^lapak-backup-.*\.tar$/);
    expect(await runScheduledBackup(deps, new Date(start + 1000))).toBeNull(); // not due yet
    const second = await runScheduledBackup(deps, new Date(start + 4000));
    const third = await runScheduledBackup(deps, new Date(start + 8000));
    expect(archives().sort()).toEqual([second?.file, third?.file].sort());

    // The backup folder cannot be written: the tick throws (the job retries) and logs it; the last good archive stays.
    const broken = {
      ...deps,
      config: { ...deps.config, backups: { ...deps.config.backups, dir: join(temp, "a-file") } },
    };
    writeFileSync(join(temp, "a-file"), "not a folder");
    await expect(runScheduledBackup(broken, new Date(start + 12_000))).rejects.toThrow();
    expect(logged.at(-1)).toEqual({ level: "error", msg: "scheduled backup failed" });
    const listed = await listBackups(deps, { database: "pglite" });
    expect(listed.lastGoodAt).toBe(third?.createdAt);
    expect(archives()).toContain(third?.file);
    // Nothing half-written is left beside the archives.
    expect(readdirSync(t.config.backups.dir).filter((name) => name.startsWith("."))).toEqual([]);
  });
});

describe("with S3", () => {
  it("archives the object list, uploads each archive under backups/ and keeps BACKUP_KEEP there too", async () => {
    // Signed up before the second app starts: two apps on one database both work its email queue,
    // and the code could be mailed by the other app's worker, into the other app's outbox (seen
    // once on Node 24). The token is good on both (same APP_SECRET, same database).
    const seller = await signUp(t);
    const s3 = await startS3Server();
    const app = await createTestApp({ env: { ...s3.env, BACKUP_KEEP: "2" } });
    try {
      const file = await uploadFile(app, seller.token, { name: "Di-S3.pdf", bytes: randomBytes(4096) });
      const s3deps = { ...deps, storage: app.app.storage, config: app.config };
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await createBackup(s3deps, new Date(Date.now() + i * 2000)));
      const remote = (await s3.keys()).filter((key) => key.startsWith("backups/"));
      expect(remote).toEqual([`backups/${made[1].file}`, `backups/${made[2].file}`]);
      expect(
        (await s3.object(`backups/${made[2].file}`)).equals(readFileSync(join(app.config.backups.dir, made[2].file))),
      ).toBe(true);

      const unpacked = join(temp, "s3-unpacked");
      mkdirSync(unpacked);
      const manifest = await readArchive(join(app.config.backups.dir, made[2].file), unpacked, null);
      expect(manifest.storage).toEqual({ kind: "s3", bucket: s3.settings.bucket });
      const objects = JSON.parse(readFileSync(join(unpacked, "storage/objects.json"), "utf8"));
      expect(objects).toContainEqual({ key: expect.stringMatching(/^files\//), size: file.size });
      expect(objects.some((object: { key: string }) => object.key.startsWith("backups/"))).toBe(false);
      expect(existsSync(join(unpacked, "files"))).toBe(false);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});

describe("restore refuses what it cannot trust", () => {
  async function freshArchive(passphrase: string | null) {
    const config = {
      ...t.config,
      backups: { ...t.config.backups, dir: join(temp, `out-${randomBytes(3).toString("hex")}`), passphrase },
    };
    const made = await createBackup({ ...deps, config });
    return join(config.backups.dir, made.file);
  }
  const untouched = (dataDir: string) => {
    expect(existsSync(join(dataDir, "db"))).toBe(false);
    expect(existsSync(join(dataDir, "files"))).toBe(false);
    expect(readdirSync(temp).filter((name) => name.includes(".restoring-"))).toEqual([]);
  };

  it("refuses a damaged encrypted archive, a wrong passphrase and a missing one, writing nothing", async () => {
    const archive = await freshArchive("kata-sandi-yang-panjang");
    const bytes = readFileSync(archive);
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(`${archive}.damaged`, damaged);
    const dataDir = target();
    const restore = (path: string, passphrase: string | null) =>
      restoreBackup({ archive: path, dataDir, passphrase, force: false });

    await expect(restore(`${archive}.damaged`, "kata-sandi-yang-panjang")).rejects.toThrow(
      "Arsip cadangan rusak atau terpotong: tanda keaslian (GCM) tidak cocok.",
    );
    untouched(dataDir);
    await expect(restore(archive, "kata-sandi-lain-sekali")).rejects.toThrow("BACKUP_PASSPHRASE salah");
    await expect(restore(archive, null)).rejects.toThrow("Arsip ini terenkripsi");
    untouched(dataDir);
  });

  it("refuses a truncated plain archive and one that is not ours, writing nothing", async () => {
    const archive = await freshArchive(null);
    const bytes = readFileSync(archive);
    writeFileSync(`${archive}.cut`, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    writeFileSync(join(temp, "random.tar"), randomBytes(4096));
    const dataDir = target();
    const restore = (path: string) => restoreBackup({ archive: path, dataDir, passphrase: null, force: false });

    await expect(restore(`${archive}.cut`)).rejects.toThrow(/^Arsip cadangan (rusak|terpotong)/);
    untouched(dataDir);
    await expect(restore(join(temp, "random.tar"))).rejects.toThrow(/Arsip cadangan rusak atau bukan arsip Lapak/);
    untouched(dataDir);
  });

  it("refuses a DATA_DIR that is not empty unless --force, which moves the old content aside", async () => {
    const archive = await freshArchive(null);
    const dataDir = target();
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "old.txt"), "lama");
    await expect(restoreBackup({ archive, dataDir, passphrase: null, force: false })).rejects.toThrow(
      `DATA_DIR ${dataDir} tidak kosong`,
    );
    if ((await fileDatabase()).database.kind === "postgres") return; // a pg_dump archive needs DATABASE_URL
    const report = await restoreBackup({ archive, dataDir, passphrase: null, force: true });
    expect(readFileSync(join(report.movedAside as string, "old.txt"), "utf8")).toBe("lama");
    expect(existsSync(join(dataDir, "db", "PG_VERSION"))).toBe(true);
    expect(readdirSync(join(dataDir, "files"))).not.toHaveLength(0);
  });
});

describe("npm run backup / npm run restore", () => {
  it("backs up a stopped DATA_DIR and restores it into another, with a clear error for a bad archive", async () => {
    if ((await fileDatabase()).database.kind === "postgres") return; // the commands on PostgreSQL: backups.test.ts runs pg_dump/pg_restore
    const archive = join(t.config.backups.dir, archives().sort().at(-1) as string);
    const stopped = target();
    await restoreBackup({ archive, dataDir: stopped, passphrase: null, force: false });
    const cli = (script: string, args: string[], env: Record<string, string>) =>
      run(process.execPath, ["--import", "tsx", join(import.meta.dirname, `../../src/cli/${script}.ts`), ...args], {
        env: { ...process.env, ...env, LOG_LEVEL: "silent" },
      }).catch((error: { code: number; stderr: string }) => error);

    const backedUp = (await cli("backup", [], { DATA_DIR: stopped })) as { stdout: string };
    expect(backedUp.stdout).toMatch(/^Cadangan dibuat: .*lapak-backup-.*\.tar \(\d+ byte\)/);
    const made = join(stopped, "backups", readdirSync(join(stopped, "backups"))[0]);

    const again = target();
    const restored = (await cli("restore", [made], { DATA_DIR: again })) as { stdout: string };
    expect(restored.stdout).toContain(`dipulihkan ke ${again}`);
    expect(existsSync(join(again, "db", "PG_VERSION"))).toBe(true);

    writeFileSync(join(temp, "bad.tar"), readFileSync(made).subarray(0, 2000));
    const refused = (await cli("restore", [join(temp, "bad.tar")], { DATA_DIR: target() })) as {
      code: number;
      stderr: string;
    };
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Pemulihan gagal, DATA_DIR tidak diubah: Arsip cadangan (rusak|terpotong)/);
  }, 60_000);
});

/** `target()` for the commands test, outside the describe above. */
function target() {
  return join(temp, `data-${randomBytes(3).toString("hex")}`);
}
