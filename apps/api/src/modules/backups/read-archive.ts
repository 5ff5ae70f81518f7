/**
 * `readArchive` (ADR 0018): unpacks a backup archive into a staging folder and proves it whole before
 * a restore writes anything where it matters.
 */
import { createReadStream } from "node:fs";
import { open, readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Readable, Writable } from "node:stream";
import { extract } from "tar";
import { ArchiveError, decryptStream, HEADER_BYTES, isEncrypted } from "./archive-crypto";
import { FORMAT, FORMAT_VERSION, MANIFEST, type Manifest, manifestSchema, schemaVersion } from "./archive-format";
import { hashFile } from "./create-backup";

export { ArchiveError };

/**
 * Decrypts (with `passphrase` when the archive is encrypted) and unpacks `archive` into `into` (an
 * empty folder the caller owns and removes), then checks it: the GCM tag, the manifest (format,
 * version, a schema no newer than this build's), every listed part present with its size and
 * SHA-256, and nothing else in it (only plain files and folders are unpacked; no links, no paths
 * leaving `into`). Returns the manifest. Throws `ArchiveError` with an Indonesian message for the
 * operator on anything wrong.
 */
export async function readArchive(archive: string, into: string, passphrase: string | null): Promise<Manifest> {
  const head = await readHead(archive);
  const encrypted = isEncrypted(head);
  if (encrypted && !passphrase) {
    throw new ArchiveError(
      "Arsip ini terenkripsi: jalankan lagi dengan BACKUP_PASSPHRASE yang dipakai saat membuatnya.",
    );
  }
  const steps: (Readable | Writable)[] = [createReadStream(archive, { start: encrypted ? HEADER_BYTES : 0 })];
  if (encrypted) steps.push(await decryptStream(head, passphrase as string));
  const refused: string[] = [];
  const unpack = extract({
    cwd: into,
    strict: true,
    filter: (path, entry) => {
      const type = "type" in entry ? entry.type : "File";
      const ok = type === "File" || type === "Directory";
      if (!ok) refused.push(path);
      return ok;
    },
  });
  await pipeInto(steps, unpack as unknown as Writable);
  if (refused.length)
    throw new ArchiveError(`Arsip berisi entri yang bukan berkas biasa: ${refused.slice(0, 3).join(", ")}`);
  return verify(into);
}

async function readHead(archive: string): Promise<Buffer> {
  const handle = await open(archive, "r").catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(
      error.code === "ENOENT" ? `Arsip tidak ditemukan: ${archive}` : `Arsip tidak bisa dibaca: ${error.message}`,
    );
  });
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    if (bytesRead === 0) throw new ArchiveError("Arsip kosong (0 byte).");
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Pipes `steps` into `sink`, rejecting on the first error of any of them, resolving when `sink` is done. */
function pipeInto(steps: (Readable | Writable)[], sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      for (const step of steps) (step as Readable).destroy?.();
      reject(
        error instanceof ArchiveError
          ? error
          : new ArchiveError(`Arsip cadangan rusak atau bukan arsip Lapak: ${(error as Error).message}`),
      );
    };
    for (const step of [...steps, sink]) step.on("error", fail);
    sink.on("close", () => resolve());
    let current = steps[0] as Readable;
    for (const step of steps.slice(1)) current = current.pipe(step as Writable) as unknown as Readable;
    current.pipe(sink);
  });
}

async function verify(into: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(join(into, MANIFEST), "utf8");
  } catch {
    throw new ArchiveError("Arsip cadangan rusak atau bukan arsip Lapak: manifest.json tidak ada.");
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(raw));
  } catch {
    throw new ArchiveError("Arsip cadangan rusak: manifest.json tidak terbaca.");
  }
  if (!parsed.success || parsed.data.format !== FORMAT) throw new ArchiveError("Arsip ini bukan arsip cadangan Lapak.");
  const manifest = parsed.data;
  if (manifest.version > FORMAT_VERSION) {
    throw new ArchiveError(
      `Format arsip versi ${manifest.version} lebih baru dari yang dikenal (${FORMAT_VERSION}): perbarui Lapak dulu.`,
    );
  }
  const ours = schemaVersion();
  if (manifest.schemaVersion > ours.count) {
    throw new ArchiveError(
      `Arsip dibuat oleh Lapak yang lebih baru (migrasi ${manifest.appVersion}, versi ini sampai ${ours.tag}): perbarui Lapak dulu.`,
    );
  }
  const listed = new Set(manifest.parts.map((part) => part.path));
  for (const part of manifest.parts) {
    const actual = await hashFile(join(into, part.path)).catch(() => null);
    if (!actual) throw new ArchiveError(`Arsip cadangan terpotong atau rusak: bagian ${part.path} tidak ada.`);
    if (actual.bytes !== part.bytes || actual.sha256 !== part.sha256) {
      throw new ArchiveError(`Arsip cadangan rusak: isi ${part.path} tidak cocok dengan manifest (SHA-256).`);
    }
  }
  for (const path of await filesUnder(into)) {
    if (path !== MANIFEST && !listed.has(path)) throw new ArchiveError(`Arsip berisi berkas di luar manifest: ${path}`);
  }
  return manifest;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"));
}
