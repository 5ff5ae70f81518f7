/**
 * The default `Storage`: private files on local disk (DESIGN §2), under `DATA_DIR/files`. Nothing
 * here is served statically; the API streams objects out after its own checks.
 */
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { newId } from "@lapak/db";
import { fileClosed } from "../../lib/file-closed";
import { type ByteRange, NotFoundInStorageError, type PutOptions, type Storage, TooLargeError } from "./storage";

/** Local-disk storage rooted at `root` (created on first write). */
export function createLocalDiskStorage(root: string): Storage {
  const base = resolve(root);

  /** The file of `key`; refuses keys that would leave `base` (keys are made by the app, but be strict). */
  function pathOf(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(key) || key.includes("..")) throw new Error(`invalid storage key: ${key}`);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }

  return {
    async put(key, body, options: PutOptions = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written under a temporary name and renamed when complete, so readers never see half a file.
      const partial = `${path}.${newId()}.partial`;
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (options.maxBytes !== undefined && size > options.maxBytes) {
            callback(new TooLargeError(options.maxBytes));
            return;
          }
          callback(null, chunk);
        },
      });
      const file = createWriteStream(partial, { mode: 0o600 });
      try {
        await pipeline(body, counter, file);
        await rename(partial, path);
      } catch (error) {
        await fileClosed(file); // else an open still pending could make the file after the rm
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        throw new NotFoundInStorageError(key);
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : undefined);
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return { size: info.size };
      } catch {
        return null;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async *list(prefix) {
      // Walks the folders under `prefix`; `.partial` files are uploads still being written.
      const top = resolve(base, prefix.replace(/\/+$/, ""));
      if (!(top + sep).startsWith(base + sep)) throw new Error(`invalid storage prefix: ${prefix}`);
      const pending = [top];
      while (pending.length) {
        const dir = pending.pop() as string;
        const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT" || error.code === "ENOTDIR") return [];
          throw error;
        });
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) pending.push(path);
          else if (entry.isFile() && !entry.name.endsWith(".partial")) {
            const info = await stat(path).catch(() => null);
            if (info) yield { key: relative(base, path).split(sep).join("/"), size: info.size };
          }
        }
      }
    },

    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
  };
}

/** Where local-disk storage lives inside `DATA_DIR`. */
export const localFilesDir = (dataDir: string) => join(dataDir, "files");
